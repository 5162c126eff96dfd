import { WithQueryClient } from '@replica/api-client/testing/query';
import { ReplicaThemeProvider } from '@replica/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import Page from '../page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the dashboard at `url` in a memory router, with a probe of the router's location. */
export function renderPage(url = '/') {
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

/** Where the router is now, e.g. `/opiniones?industry=sin_clasificar`. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
