import { Banner, Button, LiveMessages, ProgressBar, useFocusWhenLost, useTexts } from '@replica/ui';
import { useRef } from 'react';
import { Row } from '../layout';
import { ingestaTexts } from '../texts';
import type { ImportState } from './use-import';

export interface ImportStatusProps {
  state: ImportState;
  onStop: () => void;
  onClose: () => void;
}

/**
 * Progress of a running import with its cancel button, then the final counts. The progress and
 * the counts appear in a live region kept on the tab from before the import, so a screen reader
 * hears them without the focus moving. 'Confirmar' goes once the import starts and 'Detener'
 * once it ends: the focus they held moves to 'Detener', then to the counts.
 */
export function ImportStatus({ state, onStop, onClose }: ImportStatusProps) {
  const texts = useTexts(ingestaTexts);
  const t = texts.importing;
  const stop = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);
  useFocusWhenLost(state.phase, () => (state.phase === 'running' ? stop.current : result.current));
  return (
    <>
      <LiveMessages>
        {state.phase === 'running' && (
          <ProgressBar
            label={t.progressLabel}
            value={state.totals.processed}
            max={state.totals.total}
            detail={t.progress(state.totals.processed, state.totals.total)}
          />
        )}
        {state.phase === 'finished' && (
          <div ref={result} tabIndex={-1}>
            <OutcomeBanner outcome={state.outcome} onClose={onClose} />
          </div>
        )}
      </LiveMessages>
      {state.phase === 'running' && (
        <Row>
          <Button ref={stop} variant="secondary" onClick={onStop} busy={state.stopping}>
            {state.stopping ? t.stopping : t.stop}
          </Button>
        </Row>
      )}
    </>
  );
}

type FinishedImport = Extract<ImportState, { phase: 'finished' }>;

/** The final counts: done, cancelled or stopped, and the last error when there was one. */
function OutcomeBanner({
  outcome,
  onClose,
}: {
  outcome: FinishedImport['outcome'];
  onClose: () => void;
}) {
  const texts = useTexts(ingestaTexts);
  const t = texts.importing;
  const { status, totals, lastError } = outcome;
  const tone =
    status === 'stopped'
      ? 'error'
      : status === 'cancelled' || totals.failed > 0
        ? 'warning'
        : 'success';
  const title = { done: t.done, cancelled: t.cancelled, stopped: t.stopped }[status];
  return (
    <Banner tone={tone} onClose={onClose} closeLabel={texts.close}>
      <strong>{title}</strong>
      <div data-testid="import-summary">{t.summary(totals)}</div>
      {lastError && <div>{lastError}</div>}
    </Banner>
  );
}
