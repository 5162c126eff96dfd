import {
  type AnalyzeCommentResult,
  type CorrectCommentResult,
  type InboxItem,
  type InboxPage,
  api,
} from '@replica/api-client';
import {
  type InfiniteData,
  queryKeys,
  useInfiniteQuery,
  useQueryClient,
} from '@replica/api-client/react';
import { useCallback, useMemo } from 'react';

/** Comments asked for per page: enough to fill a tall screen a few times over. */
export const INBOX_PAGE_SIZE = 100;

export type InboxStatus = 'loading' | 'ready' | 'error';

type InboxPages = InfiniteData<InboxPage, string | null>;

/**
 * The inbox of one industry and search, page by page (keyset cursor), in the shared cache under
 * a key holding both: an answer for an older industry or search lands in its own entry and
 * never shows here. `from` opens it on one comment (a search result): it comes first, then
 * older ones. The screen's edits after analysing, correcting or deleting go into the loaded
 * pages in place, so they and the scroll position survive.
 */
export function useInbox(industry: string, query: string, from?: number) {
  const queryClient = useQueryClient();
  const queryKey = useMemo(
    () => queryKeys.inbox({ industry, q: query || undefined, from, limit: INBOX_PAGE_SIZE }),
    [industry, query, from],
  );
  const inbox = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      api.inbox({
        query: {
          industry,
          limit: INBOX_PAGE_SIZE,
          ...(pageParam === null ? {} : { cursor: pageParam }),
          ...(query ? { q: query } : {}),
          ...(from === undefined ? {} : { from }),
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Coming back to the tab would ask for every loaded page again and move the list under the
    // reader; the screen refreshes it after each change instead.
    refetchOnWindowFocus: false,
  });
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = inbox;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  // Each page counts the whole inbox as it was asked; the last one asked is the newest count.
  const lastPage = data?.pages.at(-1);
  let status: InboxStatus = 'ready';
  if (!data) status = inbox.isError ? 'error' : 'loading';

  /** Shows the first page again from scratch, loading as on opening ('Cargar', 'Reintentar'). */
  const reload = useCallback(
    () => queryClient.resetQueries({ queryKey, exact: true }),
    [queryClient, queryKey],
  );

  /** The comments loaded now, read after a refresh settles (to keep a selection to them). */
  const currentItems = useCallback(
    () => queryClient.getQueryData<InboxPages>(queryKey)?.pages.flatMap((page) => page.items) ?? [],
    [queryClient, queryKey],
  );

  const loadMore = useCallback(async () => {
    if (!hasNextPage || isFetchingNextPage || status !== 'ready') return;
    // Waits for a refresh in flight instead of cancelling it.
    await fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, status, fetchNextPage]);

  /**
   * Edits the loaded pages. A load started before the change would answer without it, so one in
   * flight is asked again (the newer request replaces it; its answer is dropped).
   */
  const edit = useCallback(
    (change: (pages: InboxPages) => InboxPages) => {
      queryClient.setQueryData<InboxPages>(queryKey, (pages) => pages && change(pages));
      if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
    [queryClient, queryKey],
  );

  /** Puts a fresh analysis on a loaded comment; a pending one no longer counts as pending. */
  const applyAnalysis = useCallback(
    (commentId: number, analysis: AnalyzeCommentResult) =>
      edit((pages) => withLabels(pages, commentId, analysis)),
    [edit],
  );

  /**
   * Puts a hand correction on a loaded comment, or a forced re-analysis that replaced one (its
   * emotion is unknown until the next load, so none is shown).
   */
  const applyLabels = useCallback(
    (
      commentId: number,
      labels:
        | CorrectCommentResult
        | (AnalyzeCommentResult & { emotion: null; corrected_by: null; corrected_at: null }),
    ) =>
      edit((pages) =>
        withLabels(pages, commentId, {
          objection_tag: labels.objection_tag,
          emotion: labels.emotion,
          pain_cluster_label: labels.pain_cluster_label,
          real_score: labels.real_score,
          method: labels.method,
          corrected_by: labels.corrected_by,
          corrected_at: labels.corrected_at,
        }),
      ),
    [edit],
  );

  /** Takes deleted comments out of the list and out of the counts. */
  const removeComments = useCallback(
    (commentIds: ReadonlySet<number>) =>
      edit((pages) => {
        const removed = pages.pages
          .flatMap((page) => page.items)
          .filter((item) => commentIds.has(item.comment_id));
        const removedPending = removed.filter((item) => item.objection_tag === null).length;
        return mapPages(pages, (page) => ({
          ...page,
          items: page.items.filter((item) => !commentIds.has(item.comment_id)),
          total: Math.max(0, page.total - removed.length),
          pending: Math.max(0, page.pending - removedPending),
        }));
      }),
    [edit],
  );

  return {
    queryKey,
    status,
    items,
    /** Every comment matching the industry and search, loaded or not. */
    total: lastPage?.total ?? 0,
    /** Live unanalysed comments of the industry, whatever the search. */
    pending: lastPage?.pending ?? 0,
    nextCursor: lastPage?.nextCursor ?? null,
    loadingMore: isFetchingNextPage,
    /** Why the first page, a refresh or the last "more" failed, as the API's catalogue text. */
    error: inbox.error,
    reload,
    currentItems,
    loadMore,
    applyAnalysis,
    applyLabels,
    removeComments,
  };
}

function mapPages(pages: InboxPages, change: (page: InboxPage) => InboxPage): InboxPages {
  return { ...pages, pages: pages.pages.map(change) };
}

/** The pages with new labels on one loaded comment, which no longer counts as pending if it did. */
function withLabels(pages: InboxPages, commentId: number, labels: Partial<InboxItem>): InboxPages {
  const wasPending = pages.pages.some((page) =>
    page.items.some((item) => item.comment_id === commentId && item.objection_tag === null),
  );
  return mapPages(pages, (page) => ({
    ...page,
    pending: wasPending ? Math.max(0, page.pending - 1) : page.pending,
    items: page.items.map((item) =>
      item.comment_id === commentId ? { ...item, ...labels } : item,
    ),
  }));
}
