import type { ComponentType, ReactNode } from 'react';
import { textsReady } from '../i18n/language';
import { useLoadedComponent } from './use-loaded-component';

export type DeferredProps<P> = P & {
  /** Shown while the component's code loads. */
  fallback: ReactNode;
};

/**
 * A component whose code comes with its first render, as with `React.lazy`, but shown as soon as
 * its load ends (see `useLoadedComponent`). Once loaded it renders at once wherever it mounts
 * again. A failed load throws to the nearest error boundary, as a lazy component's does.
 *
 * @example
 * const TrendChart = deferred(() => import('./trend-chart').then((module) => module.default));
 * <TrendChart series={series} fallback={<LoadingState />} />
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<DeferredProps<P>> {
  let loadedComponent: ComponentType<P> | undefined;
  // Its texts' English, when that is the language, comes before it shows.
  const loadOnce = async () => {
    if (loadedComponent) return loadedComponent;
    const component = await load();
    await textsReady();
    return (loadedComponent = component);
  };

  return function Deferred({ fallback, ...props }: DeferredProps<P>) {
    const [loaded] = useLoadedComponent(loadOnce, loadedComponent);
    if (loaded.status === 'loading') return fallback;
    if (loaded.status === 'failed') throw loaded.error;
    return <loaded.Component {...(props as P)} />;
  };
}
