import { ApiError, api } from '@replica/api-client';
import type { ReclassifyResult } from '@replica/api-client';
import { useState } from 'react';

/** The outcome of the last reclassification, kept until dismissed or replaced. */
export type ReclassifyOutcome =
  { kind: 'success'; result: ReclassifyResult } | { kind: 'error'; message: string | null };

/**
 * Runs 'Auto-clasificar industrias' and then `afterwards` (reloading metrics and industries,
 * spec §4), whether it worked or not. An error with no text of its own has `message: null` so
 * the screen shows its default in the current language.
 */
export function useReclassify(afterwards: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReclassifyOutcome | null>(null);

  async function reclassify() {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await api.reclassifyIndustries();
      setOutcome({ kind: 'success', result });
    } catch (error) {
      setOutcome({ kind: 'error', message: error instanceof ApiError ? error.message : null });
    } finally {
      setBusy(false);
    }
    await afterwards();
  }

  return { busy, outcome, reclassify, dismiss: () => setOutcome(null) };
}
