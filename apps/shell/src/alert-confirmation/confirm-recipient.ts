import { type ConfirmedAlertRecipient, confirmAlertRecipient } from '@replica/api-client/sign-in';
import { startCallOptions } from '../start-call-options';

/** Confirms the address of an alert-confirmation link; needs no session. */
export async function confirmRecipient(token: string): Promise<ConfirmedAlertRecipient> {
  return confirmAlertRecipient(startCallOptions(), token);
}
