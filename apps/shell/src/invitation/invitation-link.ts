import { hashPathname } from '../pages';

/** The hash route an invitation link opens: `#/invitacion?token=…` (the API writes the links). */
export const INVITATION_PATH = '/invitacion';

/**
 * The token of an invitation link from `location.hash`, for the login screen (signed out there
 * is no router yet); null on any other route or without a token.
 *
 * @example invitationTokenFromHash('#/invitacion?token=abc') // 'abc'
 */
export function invitationTokenFromHash(hash: string): string | null {
  if (hashPathname(hash) !== INVITATION_PATH) return null;
  const route = hash.replace(/^#/, '');
  const queryStart = route.indexOf('?');
  const token = new URLSearchParams(queryStart === -1 ? '' : route.slice(queryStart + 1))
    .get('token')
    ?.trim();
  return token || null;
}
