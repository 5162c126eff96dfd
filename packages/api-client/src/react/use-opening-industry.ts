import { DEFAULT_INDUSTRY, type IndustrySummary } from '@replica/api-client';
import { useEffect } from 'react';
import { useApiQuery } from './api-hooks';

/** Where this browser remembers the industry last shown, for the next screen opened without one. */
export const LAST_INDUSTRY_STORAGE_KEY = 'replica.last_industry';

function lastIndustry(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_INDUSTRY_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The industry a screen opened without one shows: the one last shown if the workspace still has
 * it, else the one with most comments, else the unclassified comments (a new workspace).
 */
export function openingIndustry(
  summaries: readonly IndustrySummary[],
  last: string | null,
): string {
  if (last && summaries.some((summary) => summary.industry === last)) return last;
  const busiest = summaries.reduce<IndustrySummary | undefined>(
    (best, summary) => (summary.opinions > (best?.opinions ?? 0) ? summary : best),
    undefined,
  );
  return busiest?.industry ?? DEFAULT_INDUSTRY;
}

/**
 * The industry a screen shows: `fromUrl` (its `?industry=`) when there is one, remembered for
 * the next screen; otherwise {@link openingIndustry}, undefined until the industries' figures
 * are in (the screen shows it is loading), the unclassified comments if they cannot be had.
 *
 * @example const industry = useOpeningIndustry(searchParams.get('industry'));
 */
export function useOpeningIndustry(fromUrl: string | null): string | undefined {
  const summaries = useApiQuery('industriesSummary', { enabled: !fromUrl });
  useEffect(() => {
    if (fromUrl) globalThis.localStorage?.setItem(LAST_INDUSTRY_STORAGE_KEY, fromUrl);
  }, [fromUrl]);
  if (fromUrl) return fromUrl;
  if (summaries.isError) return DEFAULT_INDUSTRY;
  return summaries.data && openingIndustry(summaries.data, lastIndustry());
}
