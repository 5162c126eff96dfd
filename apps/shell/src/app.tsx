import { sessionAtom } from '@replica/api-client';
import { ServerStateProvider } from '@replica/api-client/react';
import { LoadingState, ReplicaThemeProvider } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import styled from 'styled-components';
import { AppLayout } from './layout/app-layout';
import { LoginScreen } from './login/login-screen';
import { restoreSession } from './session/auth-actions';
import { useShellTexts } from './texts';

export function App() {
  const texts = useShellTexts();
  const session = useAtomValue(sessionAtom);
  useEffect(() => {
    void restoreSession();
  }, []);

  return (
    <ReplicaThemeProvider>
      {session.status === 'checking' && (
        <Centered>
          <LoadingState label={texts.loading} />
        </Centered>
      )}
      {session.status === 'signed-out' && <LoginScreen />}
      {/* Every path renders the layout; the layout picks the page (unknown paths show inicio).
          A plain HashRouter, not a data router: no screen uses loaders or actions, and the
          shared router build then leaves the data-router code out (shell first load).
          One server-state cache for every screen, made at sign-in: signing out forgets it. */}
      {session.status === 'signed-in' && (
        <ServerStateProvider>
          <HashRouter>
            <AppLayout user={session.user} />
          </HashRouter>
        </ServerStateProvider>
      )}
    </ReplicaThemeProvider>
  );
}

const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;
