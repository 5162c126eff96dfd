import { type QueryClient, hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ServerChange } from '@replica/api-client';
import { type QueryKey, type ReadEndpointName, queryKeys } from './query-keys';

/** Everything that shows comments or counts them: the inbox, the dashboard, the report. */
const COMMENT_READS = [
  'inbox',
  'searchComments',
  'dashboardMetrics',
  'industriesSummary',
  'report',
  'reportTrends',
  'objectionsOverview',
  'objectionLanguage',
] as const satisfies readonly ReadEndpointName[];

/**
 * What each change on the server (the `changes` of a write in the contract) makes out of date,
 * by the reads that show it. The lists are deliberately generous (every industry, not just the
 * one touched): a read that did not change costs one request, a read left stale shows a wrong
 * figure.
 */
export const READS_CHANGED_BY = {
  commentsAnalysed: COMMENT_READS,
  commentsDeleted: COMMENT_READS,
  commentsImported: [...COMMENT_READS, 'industries', 'scraperRuns'],
  industriesReclassified: [...COMMENT_READS, 'industries'],
  realScoresRecalculated: ['report', 'inbox'],
  ideasChanged: ['templates', 'dashboardMetrics'],
  industryAnswersChanged: ['industryAnswers'],
  industryEdited: [...COMMENT_READS, 'industries', 'templates', 'watches', 'scraperRuns'],
  industryCreated: ['industries', 'industriesSummary', 'dashboardMetrics'],
  watchesChanged: ['watches', 'watchRuns'],
  /** The time zone (the watches' hours are in it) or who hears of alerts; logged too. */
  workspaceSettingsChanged: ['workspaceSettings', 'watches', 'auditLog'],
  /** Equipo's changes: each writes a line to the activity log shown beside them. */
  workspaceRenamed: ['workspaces', 'auditLog'],
  webhookTokenRotated: ['scraperConfig', 'auditLog'],
  /** A role changed, a member taken out. */
  membersChanged: ['members', 'auditLog'],
  /** An invitation created or revoked. */
  invitationsChanged: ['invitations', 'auditLog'],
  /** An API token made or revoked. */
  apiTokensChanged: ['apiTokens', 'auditLog'],
  /** Whether runs and watches may go ahead, and whether the watches wait for an account. */
  apifyAccountChanged: ['apifyAccount', 'scraperConfig', 'watches', 'auditLog'],
} as const satisfies Record<ServerChange, readonly ReadEndpointName[]>;

export interface InvalidateOptions {
  /**
   * Reads the screen has already brought up to date in place (the inbox list after analysing one
   * comment, the members a role change answered with): marked stale, so the next screen to show
   * them asks again, but not asked now, unless a load of one is in flight: begun before the
   * change, it would answer without it, so it is replaced by a new one.
   */
  updatedInPlace?: readonly QueryKey[];
}

/**
 * Marks what `change` made out of date: what is on screen is asked again now (keeping its data
 * meanwhile), the rest when next shown. Resolves once the reads on screen have answered.
 */
export async function invalidateAfter(
  queryClient: QueryClient,
  change: ServerChange,
  { updatedInPlace = [] }: InvalidateOptions = {},
): Promise<void> {
  const inPlace = new Set(
    updatedInPlace
      .filter((queryKey) => queryClient.isFetching({ queryKey, exact: true }) === 0)
      .map((key) => hashKey(key)),
  );
  await Promise.all(
    READS_CHANGED_BY[change].flatMap((name) => [
      queryClient.invalidateQueries({
        queryKey: queryKeys[name].all,
        predicate: (query) => !inPlace.has(query.queryHash),
      }),
      queryClient.invalidateQueries({
        queryKey: queryKeys[name].all,
        predicate: (query) => inPlace.has(query.queryHash),
        refetchType: 'none',
      }),
    ]),
  );
}

/**
 * {@link invalidateAfter} bound to the shared cache, for a change no single write answers for:
 * a background job's end, the end of a file import of many batches. A write's own change is
 * `useApiMutation`'s.
 *
 * @example
 * const invalidate = useInvalidateAfter();
 * useJob({ kind: 'analyse-pending', industry, onFinished: () => void invalidate('commentsAnalysed') });
 */
export function useInvalidateAfter() {
  const queryClient = useQueryClient();
  return useCallback(
    (change: ServerChange, options?: InvalidateOptions) =>
      invalidateAfter(queryClient, change, options),
    [queryClient],
  );
}
