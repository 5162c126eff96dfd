import { requestPasswordReset as askForLink } from '@replica/api-client/sign-in';
import { startCallOptions } from '../start-call-options';

/**
 * Asks for a link to reset the password of the account with `email`; the server answers the
 * same whether there is one or not.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await askForLink(startCallOptions(), email);
}
