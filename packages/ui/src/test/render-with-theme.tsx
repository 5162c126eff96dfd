import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ReplicaThemeProvider } from '../theme/replica-theme-provider';

/** Renders a component inside the theme, as every app does. */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: ReplicaThemeProvider });
}
