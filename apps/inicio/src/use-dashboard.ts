import type { DashboardMetrics, IndustrySummary } from '@replica/api-client';
import { type UseQueryResult, useApiQuery } from '@replica/api-client/react';
import { useCallback } from 'react';

/** One dashboard read: still on its first load, answered, or failed. */
export type Loadable<Value> =
  { status: 'loading' } | { status: 'ok'; value: Value } | { status: 'failed' };

/** What the cards show when the metrics cannot be fetched: every count at zero. */
export const ZERO_METRICS: DashboardMetrics = {
  industries: 0,
  opinions: 0,
  rootObjections: 0,
  pendingToday: 0,
  templates: 0,
};

/** The spec's 'loaded' flag: metrics and industries both arrived. */
export function isLoaded(
  metrics: Loadable<DashboardMetrics>,
  industries: Loadable<IndustrySummary[]>,
): boolean {
  return metrics.status === 'ok' && industries.status === 'ok';
}

/** A read as the dashboard shows it; a failure stays on screen until the next answer. */
function loadable<Value>(query: UseQueryResult<Value>): Loadable<Value> {
  if (query.isError) return { status: 'failed' };
  return query.data === undefined ? { status: 'loading' } : { status: 'ok', value: query.data };
}

/**
 * The dashboard metrics and the industry summaries, from the shared cache: a change made on
 * another screen (an analysis, a deletion, an import) has marked them stale, so they are asked
 * again as the dashboard opens. `reload` asks for both again while the figures stay on screen.
 */
export function useDashboard() {
  const metricsQuery = useApiQuery('dashboardMetrics');
  const industriesQuery = useApiQuery('industriesSummary');
  const metrics = loadable(metricsQuery);
  const industries = loadable(industriesQuery);
  const { refetch: refetchMetrics } = metricsQuery;
  const { refetch: refetchIndustries } = industriesQuery;

  const reload = useCallback(async () => {
    await Promise.all([refetchMetrics(), refetchIndustries()]);
  }, [refetchMetrics, refetchIndustries]);

  return {
    metrics,
    industries,
    loaded: isLoaded(metrics, industries),
    /** Asks for both again, to retry a failure. */
    reload,
  };
}
