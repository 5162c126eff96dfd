import type { ConfirmedAlertRecipient } from '@replica/api-client';
import { useEffect, useRef, useState } from 'react';
import { confirmRecipient } from './confirm-recipient';

export type AlertConfirmation =
  | { status: 'confirming' }
  | { status: 'confirmed'; recipient: ConfirmedAlertRecipient }
  | { status: 'failed'; error: unknown };

/**
 * Confirms the address of the link with `token` once, as the page opens, and says how it went.
 * StrictMode runs the effect twice in development: the second run sends nothing. For another
 * token, mount afresh (`key={token}`).
 */
export function useAlertConfirmation(token: string): AlertConfirmation {
  const [confirmation, setConfirmation] = useState<AlertConfirmation>({ status: 'confirming' });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmRecipient(token).then(
      (recipient) => setConfirmation({ status: 'confirmed', recipient }),
      (error: unknown) => setConfirmation({ status: 'failed', error }),
    );
  }, [token]);
  return confirmation;
}
