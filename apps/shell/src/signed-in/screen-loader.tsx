import { createContext, useContext } from 'react';
import type { ScreenLoader } from './signed-in-shell-props';

const ScreenLoaderContext = createContext<ScreenLoader | null>(null);

/** Hands the start's screen loader to every screen slot of the signed-in shell. */
export const ScreenLoaderProvider = ScreenLoaderContext.Provider;

export function useScreenLoader(): ScreenLoader {
  const loadScreen = useContext(ScreenLoaderContext);
  if (!loadScreen) throw new Error('useScreenLoader needs a ScreenLoaderProvider');
  return loadScreen;
}
