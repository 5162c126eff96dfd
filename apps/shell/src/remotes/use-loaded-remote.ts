import { type ComponentType, useEffect, useRef, useState } from 'react';

export type LoadedRemote<P> =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; Component: ComponentType<P> };

/**
 * A remote's component, loaded in an effect instead of through React.lazy and Suspense: React
 * holds a resolved Suspense boundary back until 300 ms after its fallback appeared (its fallback
 * throttle): a signed-in cold load's header came ~50 ms after its code had arrived, and each
 * screen's first open took ~315 ms whatever its load took. `inHand` is the component when it is
 * loaded already (shown at once, no loading frame); `retry` loads afresh after a failure.
 */
export function useLoadedRemote<P>(
  load: (retry: boolean) => Promise<ComponentType<P>>,
  inHand?: ComponentType<P>,
): [LoadedRemote<P>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<LoadedRemote<P>>(() =>
    inHand ? { status: 'loaded', Component: inHand } : { status: 'loading' },
  );
  const hadItInHand = useRef(inHand !== undefined);

  useEffect(() => {
    if (attempt === 0 && hadItInHand.current) return;
    let current = true;
    load(attempt > 0).then(
      (Component) => {
        if (current) setLoaded({ status: 'loaded', Component });
      },
      (error: unknown) => {
        console.error('Remote failed to load', error);
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = () => {
    setLoaded({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return [loaded, retry];
}
