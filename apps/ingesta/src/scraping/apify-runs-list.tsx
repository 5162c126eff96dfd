import { RUN_NEEDS_FIELDS, errorText } from '@replica/api-client';
import { useApiMutation } from '@replica/api-client/react';
import {
  Badge,
  type BadgeTone,
  Banner,
  Button,
  Card,
  EmptyState,
  LoadingState,
  formatCount,
  useLanguage,
  useTexts,
} from '@replica/ui';
import styled from 'styled-components';
import { Stack } from '../layout';
import { ingestaTexts } from '../texts';
import { ReimportButton } from './reimport-button';
import { type ReimportOutcome, type ReimportableRun, isReimportable } from './reimport-run';
import { IMPORTING, useApifyRuns } from './use-apify-runs';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  td.count {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.danger};
`;

const ImportingNote = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

/** Apify's run statuses and ours (IMPORTING, IMPORTED, IMPORT-FAILED), as badge tones. */
export function statusTone(status: string): BadgeTone {
  if (status === 'IMPORTED' || status === 'SUCCEEDED') return 'success';
  if (status === RUN_NEEDS_FIELDS) return 'warning';
  if (['FAILED', 'ABORTED', 'TIMED-OUT', 'IMPORT-FAILED'].includes(status)) return 'danger';
  return 'info';
}

export interface ApifyRunsListProps {
  /**
   * Hears how a re-import ended, to tell the user; the list reloads itself after it. Without it
   * (a role that may not import) the list offers no re-import.
   */
  onReimported?: (outcome: ReimportOutcome) => void;
  /** Opens the field mapper for a run waiting for its actor's fields; none for a role that may not. */
  onChooseFields?: (runId: string) => void;
}

/**
 * The recent Apify runs with their status and counts (`GET scraper-runs`), followed every 2 s
 * while one is being imported, and, given `onReimported`, a button to import again those whose
 * import failed or never happened.
 */
export function ApifyRunsList({ onReimported, onChooseFields }: ApifyRunsListProps) {
  const t = useTexts(ingestaTexts);
  const s = t.scraping;
  const [language] = useLanguage();
  const runs = useApifyRuns();
  const items = runs.isSuccess ? runs.data.items : null;
  // Held by the list, not the run's row: a row can go (its run imports) before the answer comes.
  const reimport = useApiMutation('reimportScraperRun');
  const reimporting = reimport.isPending ? reimport.variables.body.runId : null;
  const reload = () => void runs.refetch();

  function reimportRun(run: ReimportableRun) {
    reimport.mutate(
      { body: { runId: run.runId } },
      {
        onSuccess: (result) => onReimported?.({ ok: true, result }),
        onError: (error) =>
          onReimported?.({ ok: false, message: errorText(error, 'reimport', language) }),
        onSettled: reload,
      },
    );
  }

  const formatDate = (iso: string) =>
    new Date(iso).toLocaleString(language === 'es' ? 'es-ES' : 'en-US');

  return (
    <Card title={s.runsTitle}>
      <Stack>
        <div>
          <Button variant="secondary" size="sm" onClick={reload}>
            {s.refresh}
          </Button>
        </div>
        {runs.isPending && <LoadingState label={s.loadingRuns} />}
        {runs.isError && (
          <Banner tone="error">{errorText(runs.error, 'scraperRuns', language)}</Banner>
        )}
        {items?.length === 0 && <EmptyState title={s.noRuns} />}
        {items && items.length > 0 && (
          <Table aria-label={s.runsTitle}>
            <thead>
              <tr>
                <th>{s.runsColumns.date}</th>
                <th>{s.runsColumns.platform}</th>
                <th>{s.runsColumns.industry}</th>
                <th>{s.runsColumns.status}</th>
                <th>{s.runsColumns.imported}</th>
                <th>{s.runsColumns.analyzed}</th>
                {onReimported && <th>{s.runsColumns.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((run) => (
                <tr key={run.id}>
                  <td>{formatDate(run.createdAt)}</td>
                  {/* Any other actor's run has no platform: its actor says what it scraped. */}
                  <td>{run.platform ?? run.actorId ?? run.taskId ?? '—'}</td>
                  <td>{run.industry}</td>
                  <td>
                    <Badge tone={statusTone(run.status)}>{run.status}</Badge>
                    {run.error && <ErrorText>{run.error}</ErrorText>}
                    {run.status === IMPORTING && (
                      <ImportingNote>{s.importingNote(run.imported, run.analyzed)}</ImportingNote>
                    )}
                  </td>
                  <td className="count">{formatCount(run.imported)}</td>
                  <td className="count">{formatCount(run.analyzed)}</td>
                  {onReimported && (
                    <td>
                      {isReimportable(run) && (
                        <ReimportButton
                          busy={reimporting === run.runId}
                          onReimport={() => reimportRun(run)}
                        />
                      )}
                      {run.status === RUN_NEEDS_FIELDS && run.runId && onChooseFields && (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => onChooseFields(run.runId!)}
                        >
                          {s.chooseFields}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
