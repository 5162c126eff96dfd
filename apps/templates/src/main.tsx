import { ServerStateProvider } from '@replica/api-client/react';
import { ReplicaThemeProvider } from '@replica/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import Page from './page';

// Standalone entry: runs this screen alone (`npm run dev -w @replica/templates`), outside the shell.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServerStateProvider>
      <ReplicaThemeProvider>
        <HashRouter>
          <Page />
        </HashRouter>
      </ReplicaThemeProvider>
    </ServerStateProvider>
  </StrictMode>,
);
