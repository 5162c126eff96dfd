import { rememberSession, signIn, signUp } from '@replica/api-client/sign-in';
import { leaveForHome } from '../invitation/go-home';
import { startCallOptions } from '../start-call-options';
import type { LoginEntry, LoginMode } from './login-form';

/**
 * Sign-up is followed by a sign-in with the same credentials; the session is stored for
 * the signed-in shell to restore. A sign-up makes a workspace named `workspaceName` (the
 * server's default name without one). Opened from an invitation link (`invitation`, its token), a
 * sign-up joins the invitation's workspace instead of making one (a refused invitation creates no
 * account, and its error shows on the form), and a sign-in answers the invitation to accept once
 * the signed-in shell is up (the invitation page then shows the outcome).
 */
export async function authenticate(
  mode: LoginMode,
  { workspaceName, ...credentials }: LoginEntry,
  invitation: string | null = null,
): Promise<{ invitationToAccept: string | null }> {
  if (mode === 'signup') {
    const workspace = invitation ? { invitation } : workspaceName ? { workspaceName } : {};
    await signUp(startCallOptions(), { ...credentials, ...workspace });
  }
  const { session_id, user } = await signIn(startCallOptions(), credentials);
  // Joined with the sign-up: nothing left to accept, so the screens open at Inicio.
  if (invitation && mode === 'signup') leaveForHome();
  rememberSession(session_id, user);
  return { invitationToAccept: invitation && mode === 'signin' ? invitation : null };
}
