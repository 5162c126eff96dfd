import { type ScraperRun, api } from '@replica/api-client';
import { useEffect, useState } from 'react';

/** While a run is being imported the list is asked again this often, so its counts move. */
export const IMPORTING_POLL_MS = 2_000;

/** Our status of a run whose comments are being stored now. */
export const IMPORTING = 'IMPORTING';

export type RunsState =
  | { phase: 'loading' }
  | { phase: 'loaded'; items: ScraperRun[] }
  | { phase: 'error'; error: unknown };

async function fetchRuns(): Promise<RunsState> {
  try {
    const { items } = await api.scraperRuns();
    return { phase: 'loaded', items };
  } catch (error) {
    return { phase: 'error', error };
  }
}

/**
 * The recent Apify runs (`GET scraper-runs`), loaded again when `reloadKey` changes or on
 * `reload`, and every {@link IMPORTING_POLL_MS} while one of them is IMPORTING. The list stays on
 * screen while it is asked again.
 */
export function useScraperRuns(reloadKey: number) {
  const [state, setState] = useState<RunsState>({ phase: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    // fetchRuns answers a failure as the error state, so this promise never rejects.
    void fetchRuns().then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [reloadKey, reloads]);

  const items = state.phase === 'loaded' ? state.items : null;
  // Each answer plans the next question while a run still imports; none once they are done.
  useEffect(() => {
    if (!items?.some((run) => run.status === IMPORTING)) return;
    const timer = setTimeout(() => setReloads((count) => count + 1), IMPORTING_POLL_MS);
    return () => clearTimeout(timer);
  }, [items]);

  return { state, reload: () => setReloads((count) => count + 1) };
}
