import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

type Loaded<P> = { Component: ComponentType<P> } | { error: unknown };

export type DeferredProps<P> = P & {
  /** Shown while the component's code loads. */
  fallback: ReactNode;
};

/**
 * A component whose code comes with its first render, as with `React.lazy`, but shown as soon as
 * its load ends: React holds a resolved Suspense boundary back until 300 ms after its fallback
 * appeared (its fallback throttle), so a lazy tab or chart took ~300 ms however fast its chunk
 * came. Once loaded it renders at once wherever it mounts again. A failed load throws to the
 * nearest error boundary, as a lazy component's does.
 *
 * @example
 * const TrendChart = deferred(() => import('./trend-chart').then((module) => module.default));
 * <TrendChart series={series} fallback={<LoadingState />} />
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<DeferredProps<P>> {
  let loadedComponent: ComponentType<P> | undefined;

  return function Deferred({ fallback, ...props }: DeferredProps<P>) {
    const [loaded, setLoaded] = useState<Loaded<P> | null>(() =>
      loadedComponent ? { Component: loadedComponent } : null,
    );
    useEffect(() => {
      if (loadedComponent) return;
      let current = true;
      load().then(
        (Component) => {
          loadedComponent = Component;
          if (current) setLoaded({ Component });
        },
        (error: unknown) => {
          if (current) setLoaded({ error });
        },
      );
      return () => {
        current = false;
      };
    }, []);

    if (!loaded) return fallback;
    if ('error' in loaded) throw loaded.error;
    return <loaded.Component {...(props as P)} />;
  };
}
