import {
  type AnalyzeCommentResult,
  type CorrectCommentResult,
  type InboxItem,
  type InboxPage,
  api,
} from '@replica/api-client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Comments asked for per page: enough to fill a tall screen a few times over. */
export const INBOX_PAGE_SIZE = 100;

export type InboxStatus = 'loading' | 'ready' | 'error';

export interface InboxState {
  status: InboxStatus;
  items: InboxItem[];
  /** Every comment matching the industry and search, loaded or not. */
  total: number;
  /** Live unanalysed comments of the industry, whatever the search. */
  pending: number;
  nextCursor: string | null;
  loadingMore: boolean;
  /** Why the first page or the last "more" failed, as the API's catalogue text. */
  error: unknown;
}

const initialState: InboxState = {
  status: 'loading',
  items: [],
  total: 0,
  pending: 0,
  nextCursor: null,
  loadingMore: false,
  error: null,
};

/**
 * The inbox of one industry and search, page by page (keyset cursor), with the edits the screen
 * makes in place after analysing or deleting so the loaded pages and scroll position survive.
 * Answers for an older industry or search are dropped.
 */
export function useInbox(industry: string, query: string) {
  const [state, setState] = useState<InboxState>(initialState);
  // Bumped by every new first-page load; a response carrying an older value is stale.
  const generation = useRef(0);
  // loadMore runs from scroll events; it reads the latest state without being re-created.
  // Layout effect: it lands before any passive effect (the list's scroll check) reads it.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const loadingMoreRef = useRef(false);

  /**
   * Loads the first page again. `quiet` keeps the list on screen meanwhile, and on a failure
   * (shown as a banner then): a background analysis reloads it as it goes.
   */
  const reload = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}): Promise<InboxItem[] | null> => {
      const current = ++generation.current;
      if (!quiet) {
        setState((previous) => ({
          ...previous,
          status: 'loading',
          error: null,
          loadingMore: false,
        }));
      }
      try {
        const page = await api.inbox({
          industry,
          limit: INBOX_PAGE_SIZE,
          ...(query ? { q: query } : {}),
        });
        if (current !== generation.current) return null;
        setState({ ...firstPage(page), status: 'ready', loadingMore: false, error: null });
        return page.items;
      } catch (error) {
        if (current === generation.current) {
          setState((previous) =>
            quiet && previous.status === 'ready'
              ? { ...previous, error }
              : { ...initialState, status: 'error', error },
          );
        }
        return null;
      }
    },
    [industry, query],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = useCallback(async () => {
    const { nextCursor, status } = stateRef.current;
    if (!nextCursor || loadingMoreRef.current || status !== 'ready') return;
    loadingMoreRef.current = true;
    const current = generation.current;
    setState((previous) => ({ ...previous, loadingMore: true, error: null }));
    try {
      const page = await api.inbox({
        industry,
        limit: INBOX_PAGE_SIZE,
        cursor: nextCursor,
        ...(query ? { q: query } : {}),
      });
      if (current !== generation.current) return;
      setState((previous) => ({
        ...previous,
        items: [...previous.items, ...page.items],
        total: page.total,
        pending: page.pending,
        nextCursor: page.nextCursor,
        loadingMore: false,
      }));
    } catch (error) {
      if (current === generation.current) {
        setState((previous) => ({ ...previous, loadingMore: false, error }));
      }
    } finally {
      loadingMoreRef.current = false;
    }
  }, [industry, query]);

  /** Puts a fresh analysis on a loaded comment; a pending one no longer counts as pending. */
  const applyAnalysis = useCallback((commentId: number, analysis: AnalyzeCommentResult) => {
    setState((previous) => withLabels(previous, commentId, analysis));
  }, []);

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
    ) => {
      setState((previous) =>
        withLabels(previous, commentId, {
          objection_tag: labels.objection_tag,
          emotion: labels.emotion,
          pain_cluster_label: labels.pain_cluster_label,
          real_score: labels.real_score,
          method: labels.method,
          corrected_by: labels.corrected_by,
          corrected_at: labels.corrected_at,
        }),
      );
    },
    [],
  );

  /** Takes deleted comments out of the list and out of the counts. */
  const removeComments = useCallback((commentIds: ReadonlySet<number>) => {
    setState((previous) => {
      const removed = previous.items.filter((item) => commentIds.has(item.comment_id));
      const removedPending = removed.filter((item) => item.objection_tag === null).length;
      return {
        ...previous,
        items: previous.items.filter((item) => !commentIds.has(item.comment_id)),
        total: Math.max(0, previous.total - removed.length),
        pending: Math.max(0, previous.pending - removedPending),
      };
    });
  }, []);

  return { ...state, reload, loadMore, applyAnalysis, applyLabels, removeComments };
}

function firstPage(page: InboxPage) {
  return {
    items: page.items,
    total: page.total,
    pending: page.pending,
    nextCursor: page.nextCursor,
  };
}

/** The state with new labels on one loaded comment, which no longer counts as pending if it did. */
function withLabels(
  previous: InboxState,
  commentId: number,
  labels: Partial<InboxItem>,
): InboxState {
  const wasPending = previous.items.some(
    (item) => item.comment_id === commentId && item.objection_tag === null,
  );
  return {
    ...previous,
    pending: wasPending ? Math.max(0, previous.pending - 1) : previous.pending,
    items: previous.items.map((item) =>
      item.comment_id === commentId ? { ...item, ...labels } : item,
    ),
  };
}
