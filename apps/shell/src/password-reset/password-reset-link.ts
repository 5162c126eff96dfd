import { linkTokenFromHash } from '../link-token';

/**
 * The hash route of a password reset link, mailed to the account's address or made in Equipo by
 * an admin: `#/restablecer?token=…`.
 */
export const PASSWORD_RESET_PATH = '/restablecer';

/**
 * The token of a password reset link from `location.hash`; null on any other route or without
 * a token.
 *
 * @example passwordResetTokenFromHash('#/restablecer?token=abc') // 'abc'
 */
export function passwordResetTokenFromHash(hash: string): string | null {
  return linkTokenFromHash(hash, PASSWORD_RESET_PATH);
}
