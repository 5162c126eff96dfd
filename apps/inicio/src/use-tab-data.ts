import { useCallback, useEffect, useState } from 'react';

/** One tab's data: still loading, answered, or failed with the error to show. */
export type TabData<Value> =
  { status: 'loading' } | { status: 'ok'; value: Value } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * Loads `load()` when mounted, again when `load` changes (memoise it on what it reads) and on
 * `retry()`. Each answer is kept with the load and attempt it belongs to, so a newer load reads
 * as loading until its own answer arrives, and a stale answer is never shown.
 *
 * @example const [language, retry] = useTabData(useCallback(() => api.objectionLanguage(industry), [industry]));
 */
export function useTabData<Value>(load: () => Promise<Value>) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    load: () => Promise<Value>;
    attempt: number;
    data: TabData<Value>;
  } | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setAnswer({ load, attempt, data: { status: 'ok', value } }),
      (error: unknown) =>
        current && setAnswer({ load, attempt, data: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state: TabData<Value> =
    answer && answer.load === load && answer.attempt === attempt ? answer.data : LOADING;
  return [state, retry] as const;
}
