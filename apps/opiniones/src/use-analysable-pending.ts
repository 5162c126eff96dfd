import { type InboxItem, SYNC_ANALYSIS_LIMIT, api } from '@replica/api-client';
import { useEffect, useState } from 'react';
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
 * nothing is skipped) whenever the pending count changes. Until that answer, nothing is taken off.
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
  const fetchKey =
    skips && status === 'ready' && !wholeIndustryLoaded ? `${industry}\n${pending}` : null;
  const [fetched, setFetched] = useState<{ key: string; tooShort: number } | null>(null);

  useEffect(() => {
    if (fetchKey === null) return;
    let current = true;
    api
      .inbox({ industry, pending: true, limit: SYNC_ANALYSIS_LIMIT })
      .then((page) => {
        if (current) setFetched({ key: fetchKey, tooShort: countTooShortPending(page.items) });
      })
      // Without the answer the full pending count stands; the batch's own warning still says
      // how many were too short.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [fetchKey, industry]);

  let tooShort = 0;
  if (skips && wholeIndustryLoaded) tooShort = countTooShortPending(items);
  else if (fetchKey !== null && fetched?.key === fetchKey) tooShort = fetched.tooShort;
  tooShort = Math.min(tooShort, pending);
  return { analysable: pending - tooShort, tooShort };
}
