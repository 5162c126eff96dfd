import { hashPathname } from './pages';

/**
 * The `token` of a link the API mails, opened at the hash route `path` (the invitation's
 * `#/invitacion?token=…`, an alert recipient's `#/confirmar-alertas?token=…`), decoded; null on
 * any other route or without a token.
 *
 * @example linkTokenFromHash('#/invitacion?token=abc', '/invitacion') // 'abc'
 */
export function linkTokenFromHash(hash: string, path: string): string | null {
  if (hashPathname(hash) !== path) return null;
  const route = hash.replace(/^#/, '');
  const queryStart = route.indexOf('?');
  const token = new URLSearchParams(queryStart === -1 ? '' : route.slice(queryStart + 1))
    .get('token')
    ?.trim();
  return token || null;
}
