import { readStoredSessionId } from '@replica/api-client/sign-in';
import { ReplicaThemeProvider } from '@replica/ui/core';
import { useCallback, useState } from 'react';
import { ALERT_CONFIRMATION_PATH } from './alert-confirmation/alert-confirmation-link';
import { AlertConfirmationPage } from './alert-confirmation/alert-confirmation-page';
import { useIsHashRoute } from './location-hash';
import { LoginScreen } from './login/login-screen';
import { PASSWORD_RESET_PATH } from './password-reset/password-reset-link';
import { PasswordResetPage } from './password-reset/password-reset-page';
import { loadScreen, loadSignedInShell } from './remotes/remote-registry';
import { SignedInShellSlot } from './remotes/signed-in-shell-slot';

type Start = { status: 'signed-out' } | { status: 'signed-in'; invitationToAccept: string | null };

export interface AppProps {
  /** How the signed-in shell arrives: the shell's second build through federation, by default. */
  loadSignedIn?: typeof loadSignedInShell;
}

/**
 * The shell's start, all a signed-out visitor loads: the login form, or (a session stored in
 * this browser, or just opened) the signed-in shell, loaded on demand. A session ending there
 * brings the login form back. An alert recipient's confirmation link and a password reset link
 * show their pages instead, signed in or not: they need no session. A reset ends every session of
 * the account, so the start is signed out after it.
 */
export function App({ loadSignedIn = loadSignedInShell }: AppProps) {
  const [start, setStart] = useState<Start>(() =>
    readStoredSessionId()
      ? { status: 'signed-in', invitationToAccept: null }
      : { status: 'signed-out' },
  );
  const signedOut = useCallback(() => setStart({ status: 'signed-out' }), []);
  const confirmingAlertRecipient = useIsHashRoute(ALERT_CONFIRMATION_PATH);
  const resettingPassword = useIsHashRoute(PASSWORD_RESET_PATH);

  return (
    <ReplicaThemeProvider>
      {confirmingAlertRecipient ? (
        <AlertConfirmationPage />
      ) : resettingPassword ? (
        <PasswordResetPage onPasswordReset={signedOut} />
      ) : start.status === 'signed-out' ? (
        <LoginScreen
          onStartSigningIn={() => void loadSignedIn().catch(() => undefined)}
          onSignedIn={(invitationToAccept) => setStart({ status: 'signed-in', invitationToAccept })}
        />
      ) : (
        <SignedInShellSlot
          load={loadSignedIn}
          loadScreen={loadScreen}
          onSignedOut={signedOut}
          invitationToAccept={start.invitationToAccept}
        />
      )}
    </ReplicaThemeProvider>
  );
}
