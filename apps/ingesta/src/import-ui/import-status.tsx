import { Banner, Button, ProgressBar, useFocusWhenLost, useTexts } from '@replica/ui';
import { useRef } from 'react';
import { Row, Stack } from '../layout';
import { ingestaTexts } from '../texts';
import type { ImportState } from './use-import';

export interface ImportStatusProps {
  state: ImportState;
  onStop: () => void;
  onClose: () => void;
}

/**
 * Progress of a running import with its cancel button, then the final counts. 'Confirmar' goes
 * once the import starts and 'Detener' once it ends: the focus they held moves to 'Detener',
 * then to the counts.
 */
export function ImportStatus({ state, onStop, onClose }: ImportStatusProps) {
  const texts = useTexts(ingestaTexts);
  const t = texts.importing;
  const stop = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);
  useFocusWhenLost(state.phase, () => (state.phase === 'running' ? stop.current : result.current));
  if (state.phase === 'idle') return null;

  if (state.phase === 'running') {
    const { totals, stopping } = state;
    return (
      <Stack>
        <ProgressBar
          label={t.progressLabel}
          value={totals.processed}
          max={totals.total}
          detail={t.progress(totals.processed, totals.total)}
        />
        <Row>
          <Button ref={stop} variant="secondary" onClick={onStop} busy={stopping}>
            {stopping ? t.stopping : t.stop}
          </Button>
        </Row>
      </Stack>
    );
  }

  const { status, totals, lastError } = state.outcome;
  const tone =
    status === 'stopped'
      ? 'error'
      : status === 'cancelled' || totals.failed > 0
        ? 'warning'
        : 'success';
  const title = { done: t.done, cancelled: t.cancelled, stopped: t.stopped }[status];
  return (
    <div ref={result} tabIndex={-1}>
      <Banner tone={tone} onClose={onClose} closeLabel={texts.close}>
        <strong>{title}</strong>
        <div data-testid="import-summary">{t.summary(totals)}</div>
        {lastError && <div>{lastError}</div>}
      </Banner>
    </div>
  );
}
