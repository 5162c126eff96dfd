import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

export type ReplicaThemeProviderProps = { children?: ReactNode };

/**
 * Gives its children Réplica's theme and the global base styles.
 *
 * @example
 * <ReplicaThemeProvider><App /></ReplicaThemeProvider>
 */
export function ReplicaThemeProvider({ children }: ReplicaThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
