import { sessionAtom, sessionStore } from '@replica/api-client';
import { ServerStateProvider } from '@replica/api-client/react';
import { LoadingState } from '@replica/ui';
import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { HashRouter } from '@replica/ui/router';
import { joinInvitedWorkspace } from '../invitation/join-workspace';
import { AppLayout } from '../layout/app-layout';
import { Centered } from '../layout/centered';
import { restoreSession } from '../session/auth-actions';
import { useShellTexts } from '../texts';
import { ScreenLoaderProvider } from './screen-loader';
import type { SignedInShellProps } from './signed-in-shell-props';

/**
 * The shell once someone is signed in (`signedInShell/SignedIn`, the shell's second build): it
 * restores the session the start stored into the shared session atom, accepts an invitation the
 * visitor signed in from, and shows the layout with the screens until the session ends.
 */
export default function SignedInShell({
  loadScreen,
  onSignedOut,
  invitationToAccept,
}: SignedInShellProps) {
  const texts = useShellTexts();
  const session = useAtomValue(sessionAtom);
  useSessionLifetime(invitationToAccept, onSignedOut);

  if (session.status !== 'signed-in') {
    return (
      <Centered>
        <LoadingState label={texts.loading} />
      </Centered>
    );
  }
  // A plain HashRouter, not a data router: no screen uses loaders or actions, and the shared
  // router build then leaves the data-router code out. One server-state cache for every screen,
  // made at sign-in: signing out forgets it.
  return (
    <ScreenLoaderProvider value={loadScreen}>
      <ServerStateProvider>
        <HashRouter>
          <AppLayout user={session.user} />
        </HashRouter>
      </ServerStateProvider>
    </ScreenLoaderProvider>
  );
}

/**
 * Restores the session the start stored, once per mount (StrictMode runs effects twice in
 * development), and tells the start when it ends. The atom may still say how an earlier session
 * ended (signed out, then in again): it starts from 'checking'. A layout effect, so a session
 * restored from this browser shows the layout in the first frame, with no 'Cargando…' frame first.
 */
function useSessionLifetime(invitationToAccept: string | null, onSignedOut: () => void) {
  const restored = useRef(false);
  useLayoutEffect(() => {
    const endIfSignedOut = () => {
      if (sessionStore.get(sessionAtom).status === 'signed-out') onSignedOut();
    };
    const unsubscribe = sessionStore.sub(sessionAtom, endIfSignedOut);
    if (!restored.current) {
      restored.current = true;
      sessionStore.set(sessionAtom, { status: 'checking' });
      void restoreSession().then(() => {
        const signedIn = sessionStore.get(sessionAtom).status === 'signed-in';
        if (invitationToAccept && signedIn) return joinInvitedWorkspace(invitationToAccept);
      });
    }
    endIfSignedOut();
    return unsubscribe;
  }, [invitationToAccept, onSignedOut]);
}
