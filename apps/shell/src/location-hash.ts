import { useSyncExternalStore } from 'react';
import { hashPathname } from './pages';

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** `location.hash`, for the start, which has no router: a link opened or followed changes it. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribeToHash, () => window.location.hash);
}

/** Whether the hash route is `path`; re-renders only when that changes, not on each hash. */
export function useIsHashRoute(path: string): boolean {
  return useSyncExternalStore(subscribeToHash, () => hashPathname(window.location.hash) === path);
}
