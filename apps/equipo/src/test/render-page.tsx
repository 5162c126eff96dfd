import { WithQueryClient } from '@replica/api-client/testing/query';
import { ReplicaThemeProvider, languageAtom } from '@replica/ui';
import { configure, render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

// The first render of a test file styles every part once and can take over a second on a busy
// machine; findBy* then waits up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** Renders inside the theme and a router at `url`, as the shell does. */
export function renderAt(ui: ReactElement, url = '/equipo') {
  return render(
    <WithQueryClient>
      <ReplicaThemeProvider>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </ReplicaThemeProvider>
    </WithQueryClient>,
  );
}

/** Back to Spanish, the default, between tests. */
export function resetLanguage() {
  localStorage.clear();
  getDefaultStore().set(languageAtom, 'es');
}
