import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T; refreshing: boolean };

/**
 * Loads `load()` once and again on each `reload()`. While a reload runs the last data stays on
 * screen (`refreshing`), so recalculating does not blank the report; an answer that arrives after
 * a newer load started, or after unmounting, is dropped. Key the component by what `load` reads
 * (the industry) to start over when it changes.
 */
export function useRemoteData<T>(load: () => Promise<T>) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data, refreshing: false });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, generation]);

  const reload = useCallback(() => {
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' },
    );
    setGeneration((value) => value + 1);
  }, []);
  return [state, reload] as const;
}
