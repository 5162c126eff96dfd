import { forgetStoredSession, resetPassword as setPassword } from '@replica/api-client/sign-in';
import { startCallOptions } from '../start-call-options';

/**
 * Sets the new password of a reset link's account; needs no session. The server ended every
 * session of that account, and the one stored in this browser, most likely one of them (whoever
 * opens the link owns the account), is forgotten too: the next step is signing in with the new
 * password.
 */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await setPassword(startCallOptions(), { token, newPassword });
  forgetStoredSession();
}
