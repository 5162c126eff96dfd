import { WithQueryClient } from '@replica/api-client/testing/query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ReplicaThemeProvider } from '../theme/replica-theme-provider';

/**
 * Renders `ui` as the shell renders a screen: a server-state cache of its own (fresh for each
 * render, see `WithQueryClient`), the theme and a router at `url`.
 *
 * @example renderScreenAt(<Page />, '/reporte?industry=Gimnasios');
 */
export function renderScreenAt(ui: ReactElement, url: string) {
  return render(
    <WithQueryClient>
      <ReplicaThemeProvider>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </ReplicaThemeProvider>
    </WithQueryClient>,
  );
}

/** Shows where the router is, for `currentLocation()`; render it beside the page under test. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Where the router is now (as `LocationProbe` shows it), e.g. `/opiniones?industry=Gimnasios`. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
