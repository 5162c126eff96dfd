import { linkTokenFromHash } from '../link-token';

/**
 * The hash route of the link an alert recipient who is no member of the workspace is mailed:
 * `#/confirmar-alertas?token=…`. Alerts reach that address only once it is opened.
 */
export const ALERT_CONFIRMATION_PATH = '/confirmar-alertas';

/**
 * The token of an alert-confirmation link from `location.hash`; null on any other route or
 * without a token.
 *
 * @example alertConfirmationTokenFromHash('#/confirmar-alertas?token=abc') // 'abc'
 */
export function alertConfirmationTokenFromHash(hash: string): string | null {
  return linkTokenFromHash(hash, ALERT_CONFIRMATION_PATH);
}
