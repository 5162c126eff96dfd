import { WithQueryClient } from '@replica/api-client/testing/query';
import { ReplicaThemeProvider, languageAtom } from '@replica/ui';
import { render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders inside the theme and a router at `url`, as the shell does. */
export function renderAt(ui: ReactElement, url = '/generar') {
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
