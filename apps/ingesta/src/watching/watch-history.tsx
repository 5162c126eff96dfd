import type { WatchRun } from '@replica/api-client';
import { useApiQuery } from '@replica/api-client/react';
import {
  DataTable,
  ErrorPanel,
  HeaderCell,
  LoadingState,
  NumericCell,
  TableCaption,
  TableScroll,
  formatCount,
  useLanguage,
  useTexts,
} from '@replica/ui';
import { Muted } from '../layout';
import { formatWhen } from './when';
import { watchingTexts } from './watching-texts';

/** A run still to end: its watch's history is asked again meanwhile. */
export const isRunGoing = (run: WatchRun | null) =>
  run !== null && (run.state === 'queued' || run.state === 'running');

const HISTORY_POLL_MS = 2_000;

/** A watch's runs, newest first, with their counts and errors. */
export function WatchHistory({
  watchId,
  name,
  timeZone,
}: {
  watchId: number;
  name: string;
  timeZone: string;
}) {
  const t = useTexts(watchingTexts);
  const [language] = useLanguage();
  const runs = useApiQuery(
    'watchRuns',
    { params: { id: watchId } },
    {
      refetchInterval: (query) =>
        query.state.data?.items.some(isRunGoing) ? HISTORY_POLL_MS : false,
    },
  );
  if (runs.isPending) return <LoadingState label={t.loading} />;
  if (runs.isError) {
    return (
      <ErrorPanel title={t.loadFailed} onRetry={() => void runs.refetch()} retryLabel={t.retry} />
    );
  }
  if (runs.data.items.length === 0) return <Muted>{t.historyEmpty}</Muted>;
  return (
    <TableScroll>
      <DataTable $size="sm" $density="compact">
        <TableCaption>{t.historyTitle(name)}</TableCaption>
        <thead>
          <tr>
            <HeaderCell scope="col">{t.columns.scheduledFor}</HeaderCell>
            <HeaderCell scope="col">{t.columns.state}</HeaderCell>
            <HeaderCell scope="col" $numeric>
              {t.columns.imported}
            </HeaderCell>
            <HeaderCell scope="col" $numeric>
              {t.columns.analyzed}
            </HeaderCell>
            <HeaderCell scope="col" $numeric>
              {t.columns.skipped}
            </HeaderCell>
            <HeaderCell scope="col">{t.columns.error}</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {runs.data.items.map((run) => (
            <tr key={run.id}>
              <td>{formatWhen(run.scheduledFor, timeZone, language)}</td>
              <td>{t.runStates[run.state]}</td>
              <NumericCell>{formatCount(run.imported)}</NumericCell>
              <NumericCell>{formatCount(run.analyzed)}</NumericCell>
              <NumericCell>{formatCount(run.skipped)}</NumericCell>
              <td>{run.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
