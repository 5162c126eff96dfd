import { type AuditEntry, type AuditKind, api } from '@replica/api-client';
import { queryKeys, useInfiniteQuery, useQueryClient } from '@replica/api-client/react';
import { useCallback, useMemo, useState } from 'react';

/** Whose lines, which kind of activity and which action; undefined shows all. */
export type AuditFilter = {
  user?: number | undefined;
  kind?: AuditKind | undefined;
  action?: string | undefined;
};

export type AuditLogState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'loaded';
      items: AuditEntry[];
      nextCursor: number | null;
      /** 'Cargar más' is on its way. */
      loadingMore: boolean;
      /** Why the last 'Cargar más' or refresh failed (the lines shown stay); null if neither. */
      error: unknown;
    };

/**
 * The workspace's audit log, newest first, one line per change, filtered, in the shared cache under a key holding the
 * filter, so an answer for a filter no longer shown never lands here: the first page, then older
 * pages appended by `loadMore` (keyset-paged by `nextCursor`). Equipo's changes ask it again
 * (every `ServerChange` that writes a line names `auditLog`).
 * `actions` is every action the log holds, kept from the last answer so the filter keeps its
 * options while another filter's first page loads.
 */
export function useAuditLog({ user, kind, action }: AuditFilter) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => queryKeys.auditLog({ user, kind, action }), [user, kind, action]);
  const log = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      api.auditLog({ query: { cursor: pageParam ?? undefined, user, kind, action } }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = log;

  const latestActions = data?.pages.at(-1)?.actions;
  const [actions, setActions] = useState<string[]>([]);
  if (latestActions && latestActions !== actions) setActions(latestActions);

  /** Asks for the first page again after it failed, loading as on opening. */
  const retry = useCallback(
    () => void queryClient.resetQueries({ queryKey, exact: true }),
    [queryClient, queryKey],
  );

  const loadMore = useCallback(() => {
    if (!data || !hasNextPage || isFetchingNextPage) return;
    // Waits for a refresh in flight instead of cancelling it.
    void fetchNextPage({ cancelRefetch: false });
  }, [data, hasNextPage, isFetchingNextPage, fetchNextPage]);

  let state: AuditLogState = { status: 'loading' };
  if (data) {
    state = {
      status: 'loaded',
      items: data.pages.flatMap((page) => page.items),
      nextCursor: data.pages.at(-1)?.nextCursor ?? null,
      loadingMore: isFetchingNextPage,
      error: log.error,
    };
  } else if (log.isError) {
    state = { status: 'failed', error: log.error };
  }
  return { state, actions, retry, loadMore };
}
