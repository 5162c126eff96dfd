import { api, endpoints } from '@replica/api-client';
import { useInvalidateAfter } from '@replica/api-client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ImportOutcome,
  type ImportTotals,
  type RunImportOptions,
  runImport,
} from '../importing/run-import';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'running'; totals: ImportTotals; stopping: boolean }
  | { phase: 'finished'; outcome: ImportOutcome };

type StartOptions = Omit<RunImportOptions, 'send' | 'onProgress' | 'signal'>;

/** Runs one import at a time through comments-bulk and keeps its progress for the screen. */
export function useImport() {
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const invalidateAfter = useInvalidateAfter();

  // Leaving the screen stops sending after the batches in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (options: StartOptions) => {
      const abort = new AbortController();
      controller.current = abort;
      const outcome = await runImport({
        ...options,
        send: (body) => api.importComments({ body }),
        signal: abort.signal,
        onProgress: (totals) =>
          setState({ phase: 'running', totals, stopping: abort.signal.aborted }),
      });
      controller.current = null;
      setState({ phase: 'finished', outcome });
      // An import is many comments-bulk calls, paced and retried by runImport, not one mutation:
      // what comments-bulk changes is asked again once, at the end, rather than after each batch.
      // Even a stopped or failed import may have stored batches.
      void invalidateAfter(endpoints.importComments.changes);
      return outcome;
    },
    [invalidateAfter],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    setState((current) => (current.phase === 'running' ? { ...current, stopping: true } : current));
  }, []);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, stop, reset };
}
