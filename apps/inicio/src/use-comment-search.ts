import { useApiQuery } from '@replica/api-client/react';

/** Results the popover shows: a screenful; Opiniones holds the rest. */
export const SEARCH_RESULTS_SHOWN = 20;

/** A search as submitted: its text, and the one industry it keeps to, if any. */
export interface CommentSearch {
  q: string;
  industry?: string | undefined;
}

/**
 * The newest comments matching `search`, in every industry unless it names one, from the shared
 * cache (an import or a deletion elsewhere marks it stale).
 *
 * @example const results = useCommentSearch({ q: 'caro' });
 */
export function useCommentSearch({ q, industry }: CommentSearch) {
  return useApiQuery('searchComments', {
    query: { q, limit: SEARCH_RESULTS_SHOWN, ...(industry ? { industry } : {}) },
  });
}
