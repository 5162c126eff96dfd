import type { User } from '@replica/api-client';
import { ServerStateProvider } from '@replica/api-client/react';
import { HashRouter } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';

/**
 * Everything past sign-in, fetched once signed in: the router, the layout and the one
 * server-state cache every screen shares (made at sign-in, so signing out forgets it). The
 * sign-in screen's first load leaves this code out (~2.5 KB gzip).
 */
export default function SignedInApp({ user }: { user: User }) {
  return (
    <ServerStateProvider>
      {/* A plain HashRouter, not a data router: no screen uses loaders or actions, and the
          shared router build then leaves the data-router code out (shell first load). */}
      <HashRouter>
        <AppLayout user={user} />
      </HashRouter>
    </ServerStateProvider>
  );
}
