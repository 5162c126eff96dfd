import { ServerStateProvider } from '@replica/api-client/react';
import { type ComponentType, StrictMode } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { HashRouter } from '../router';
import { ReplicaThemeProvider } from '../theme/replica-theme-provider';

/**
 * Runs one screen alone (`npm run dev -w @replica/<screen>`), outside the shell, inside what the
 * shell gives every screen: a server-state cache, the theme and a hash router.
 *
 * @example renderStandalone(Page); // a screen's src/main.tsx
 */
export function renderStandalone(Page: ComponentType, rootId = 'root'): Root {
  const container = document.getElementById(rootId);
  if (container === null) throw new Error(`No #${rootId} element to render the screen into.`);
  const root = createRoot(container);
  root.render(
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
  return root;
}
