import { type ComponentType, useEffect, useRef, useState } from 'react';

export type LoadedComponent<P> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; Component: ComponentType<P> };

/**
 * A component whose code loads on demand (a remote, a lazy chunk), loaded in an effect instead
 * of through React.lazy and Suspense: React holds a resolved Suspense boundary back until 300 ms
 * after its fallback appeared (its fallback throttle), so a screen's first open took ~315 ms and
 * a signed-in cold load's header came ~50 ms late, however fast the code arrived. `inHand` is the
 * component when it is loaded already (shown at once, no loading frame); `retry` loads afresh,
 * telling `load` it is a retry.
 */
export function useLoadedComponent<P>(
  load: (retry: boolean) => Promise<ComponentType<P>>,
  inHand?: ComponentType<P>,
): [LoadedComponent<P>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<LoadedComponent<P>>(() =>
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
        console.error('A component loaded on demand failed to load', error);
        if (current) setLoaded({ status: 'failed', error });
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
