import { type InboxItem, SYNC_ANALYSIS_LIMIT, api } from '@replica/api-client';
import { queryKeys, useQuery } from '@replica/api-client/react';
import { batchSkipsShortComments, countTooShortPending } from './too-short-pending';

export interface AnalysablePendingInput {
  industry: string;
  query: string;
  status: 'loading' | 'ready' | 'error';
  items: readonly InboxItem[];
  pending: number;
  nextCursor: string | null;
}

/**
 * What 'Analizar pendientes (N)' may promise: the industry's pending comments less those the
 * batch analysis will skip for being too short (`tooShort`), which would otherwise keep the button
 * enabled for good. When the loaded list is the whole industry it counts them there; otherwise
 * it asks the API for the pending comments (at most SYNC_ANALYSIS_LIMIT of them, past which
 * nothing is skipped), again after every change the screen makes (they invalidate the inbox's
 * reads). Until that answer, nothing is taken off.
 */
export function useAnalysablePending({
  industry,
  query,
  status,
  items,
  pending,
  nextCursor,
}: AnalysablePendingInput) {
  const skips = batchSkipsShortComments(pending);
  const wholeIndustryLoaded = status === 'ready' && !query && nextCursor === null;
  const asking = skips && status === 'ready' && !wholeIndustryLoaded;
  // Without the answer the full pending count stands; the batch's own warning still says how
  // many were too short.
  const { data: fetchedTooShort } = useQuery({
    queryKey: queryKeys.inbox({ industry, pending: true, limit: SYNC_ANALYSIS_LIMIT }),
    queryFn: () => api.inbox({ industry, pending: true, limit: SYNC_ANALYSIS_LIMIT }),
    select: (page) => countTooShortPending(page.items),
    enabled: asking,
  });

  let tooShort = 0;
  if (skips && wholeIndustryLoaded) tooShort = countTooShortPending(items);
  else if (asking && fetchedTooShort !== undefined) tooShort = fetchedTooShort;
  tooShort = Math.min(tooShort, pending);
  return { analysable: pending - tooShort, tooShort };
}
