import { WithQueryClient } from '@replica/api-client/testing/query';
import { roleKnown } from '@replica/api-client/testing/workspaces';
import { ReplicaThemeProvider } from '@replica/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import Page from '../page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders the inbox at `url` in a memory router, with a probe of the router's location, without
 * waiting for anything.
 */
export function renderScreen(url = '/opiniones') {
  return render(
    <WithQueryClient>
      <ReplicaThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          <Page />
          <LocationProbe />
        </MemoryRouter>
      </ReplicaThemeProvider>
    </WithQueryClient>,
  );
}

/** Renders the inbox and waits until it knows the member's role, which its actions follow. */
export async function renderPage(url?: string) {
  const view = renderScreen(url);
  await roleKnown();
  return view;
}

/** Where the router is now, e.g. `/opiniones?industry=Gimnasios&q=precio`. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
