import { sessionAtom } from '@replica/api-client';
import { LoadingState, ReplicaThemeProvider } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import styled from 'styled-components';
import { AppLayout } from './layout/app-layout';
import { LoginScreen } from './login/login-screen';
import { restoreSession } from './session/auth-actions';
import { useShellTexts } from './texts';

// Every path renders the layout; the layout picks the page (unknown paths show inicio).
const router = createHashRouter([{ path: '*', element: <SignedInApp /> }]);

function SignedInApp() {
  const session = useAtomValue(sessionAtom);
  return session.status === 'signed-in' ? <AppLayout user={session.user} /> : null;
}

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
      {session.status === 'signed-in' && <RouterProvider router={router} />}
    </ReplicaThemeProvider>
  );
}

const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;
