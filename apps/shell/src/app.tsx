import { sessionAtom } from '@replica/api-client';
import { LoadingState, ReplicaThemeProvider } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect } from 'react';
import styled from 'styled-components';
import { LoginScreen } from './login/login-screen';
import { restoreSession } from './session/auth-actions';
import { useShellTexts } from './texts';

const SignedInApp = lazy(() => import('./signed-in-app'));

export function App() {
  const texts = useShellTexts();
  const session = useAtomValue(sessionAtom);
  useEffect(() => {
    void restoreSession();
  }, []);

  const loading = (
    <Centered>
      <LoadingState label={texts.loading} />
    </Centered>
  );
  return (
    <ReplicaThemeProvider>
      {session.status === 'checking' && loading}
      {session.status === 'signed-out' && <LoginScreen />}
      {/* Every path renders the layout; the layout picks the page (unknown paths show inicio). */}
      {session.status === 'signed-in' && (
        <Suspense fallback={loading}>
          <SignedInApp user={session.user} />
        </Suspense>
      )}
    </ReplicaThemeProvider>
  );
}

const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;
