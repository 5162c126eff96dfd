import { useState } from 'react';
import styled from 'styled-components';
import { formatCount, formatPercent } from '../../i18n/format';
import { useTexts } from '../../i18n/language';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { ProgressBar } from '../progress-bar/progress-bar';
import { jobProgressTexts } from './job-progress-texts';

export type JobProgressProps = {
  /** What the job does, in the screen's language, e.g. 'Analizando pendientes'. */
  label: string;
  done: number;
  /** What the job works through; 0 while unknown (a job that counts only at its end). */
  total: number;
  /** Seconds left at the pace so far; nothing is said while unknown. */
  etaSeconds?: number | null;
  /** How many the AI model and the rules did; shown when both are given. */
  byModel?: number;
  byRules?: number;
  /**
   * Comments meant for the AI model that the rules analysed instead, by the model's failure
   * (the provider's reason, in Spanish as stored); a line says so when there are any.
   */
  fallbacks?: Readonly<Record<string, number>>;
  /** When given, a 'Cancelar' button asks first and then calls it. */
  onCancel?: () => void;
  /** The cancel is on its way. */
  cancelling?: boolean;
  className?: string;
};

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

const Fallbacks = styled.span`
  display: block;
`;

/**
 * Long work in the background as it goes: a bar of done/total, the count, the time left and,
 * when known, how many the AI model and the rules did. The line of numbers is a polite live
 * region, so a screen reader hears it move without being interrupted. Texts follow the shared
 * language; only the label comes from the screen.
 *
 * @example
 * <JobProgress label={t.analysing} done={job.done} total={job.total}
 *   etaSeconds={job.etaSeconds} byModel={job.byModel} byRules={job.byRules} onCancel={cancel} />
 */
export function JobProgress({
  label,
  done,
  total,
  etaSeconds = null,
  byModel,
  byRules,
  fallbacks = {},
  onCancel,
  cancelling = false,
  className,
}: JobProgressProps) {
  const t = useTexts(jobProgressTexts);
  const [asking, setAsking] = useState(false);
  const fellBack = fallbackLine(fallbacks, t);

  const status = [
    total > 0 && t.count(formatCount(done), formatCount(total)),
    etaSeconds !== null && timeLeft(etaSeconds, t),
    byModel !== undefined &&
      byRules !== undefined &&
      t.split(formatCount(byModel), formatCount(byRules)),
  ].filter(Boolean);

  return (
    <Box className={className}>
      <ProgressBar
        label={label}
        value={done}
        max={total}
        detail={total > 0 ? formatPercent(Math.min(done / total, 1)) : t.working}
      />
      <Footer>
        <Status aria-live="polite">
          {status.join(' · ')}
          {fellBack && <Fallbacks>{fellBack}</Fallbacks>}
        </Status>
        {onCancel && (
          <Button variant="secondary" size="sm" busy={cancelling} onClick={() => setAsking(true)}>
            {cancelling ? t.cancelling : t.cancel}
          </Button>
        )}
      </Footer>
      {onCancel && (
        <ConfirmDialog
          open={asking}
          message={t.confirmCancel}
          confirmLabel={t.confirmCancelYes}
          cancelLabel={t.keepGoing}
          onConfirm={() => {
            setAsking(false);
            onCancel();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </Box>
  );
}

/**
 * 'Por reglas porque el modelo falló: 12 (respuesta cortada (límite de tokens): 10; …)', the
 * most frequent reason first; null when the model never failed.
 */
function fallbackLine(
  fallbacks: Readonly<Record<string, number>>,
  t: (typeof jobProgressTexts)['es'],
): string | null {
  const reasons = Object.entries(fallbacks).sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  if (reasons.length === 0) return null;
  const total = reasons.reduce((sum, [, count]) => sum + count, 0);
  return t.fallbacks(
    formatCount(total),
    reasons.map(([reason, count]) => `${reason}: ${formatCount(count)}`).join('; '),
  );
}

/** {@link fallbackLine} in the shared language, for a screen telling how a job ended. */
export function useFallbackLine(): (fallbacks: Readonly<Record<string, number>>) => string | null {
  const t = useTexts(jobProgressTexts);
  return (fallbacks) => fallbackLine(fallbacks, t);
}

/** '≈ 3 min left', rounded to whole minutes; under a minute says so rather than '≈ 0 min'. */
function timeLeft(seconds: number, t: (typeof jobProgressTexts)['es']): string {
  const minutes = Math.round(seconds / 60);
  return minutes < 1 ? t.underAMinute : t.timeLeft(formatCount(minutes));
}
