import { api } from '@replica/api-client';
import type { DashboardMetrics, IndustrySummary } from '@replica/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One dashboard call: still on its first load, answered, or failed. */
export type Loadable<Value> =
  { status: 'loading' } | { status: 'ok'; value: Value } | { status: 'failed' };

/** What the cards show when the metrics cannot be fetched (spec §7: all zeros). */
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

function settle<Value>(result: PromiseSettledResult<Value>): Loadable<Value> {
  return result.status === 'fulfilled'
    ? { status: 'ok', value: result.value }
    : { status: 'failed' };
}

/**
 * Loads the dashboard metrics and the industry summaries together. `reload` fetches both again
 * while the previous figures stay on screen; an answer overtaken by a newer request is dropped.
 */
export function useDashboard() {
  const [metrics, setMetrics] = useState<Loadable<DashboardMetrics>>({ status: 'loading' });
  const [industries, setIndustries] = useState<Loadable<IndustrySummary[]>>({
    status: 'loading',
  });
  const latestRequest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    const [metricsResult, industriesResult] = await Promise.allSettled([
      api.dashboardMetrics(),
      api.industriesSummary(),
    ]);
    if (request !== latestRequest.current) return;
    setMetrics(settle(metricsResult));
    setIndustries(settle(industriesResult));
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      // Unmounted: whatever is in flight must not set state.
      latestRequest.current += 1;
    };
  }, [reload]);

  /** Puts an industry's new summary (after an edit) on its card, keeping the others. */
  const replaceIndustry = useCallback((summary: IndustrySummary) => {
    setIndustries((previous) =>
      previous.status === 'ok'
        ? {
            status: 'ok',
            value: previous.value.map((item) =>
              item.industry === summary.industry ? summary : item,
            ),
          }
        : previous,
    );
  }, []);

  return {
    metrics,
    industries,
    loaded: isLoaded(metrics, industries),
    reload,
    replaceIndustry,
  };
}
