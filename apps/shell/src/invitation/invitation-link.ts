import { linkTokenFromHash } from '../link-token';

/** The hash route an invitation link opens: `#/invitacion?token=…` (the API writes the links). */
export const INVITATION_PATH = '/invitacion';

/**
 * The token of an invitation link from `location.hash`, for the login screen (signed out there
 * is no router yet); null on any other route or without a token.
 *
 * @example invitationTokenFromHash('#/invitacion?token=abc') // 'abc'
 */
export function invitationTokenFromHash(hash: string): string | null {
  return linkTokenFromHash(hash, INVITATION_PATH);
}
