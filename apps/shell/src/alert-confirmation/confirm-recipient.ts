import type { ConfirmedAlertRecipient } from '@replica/api-client';

/**
 * Confirms the address of an alert-confirmation link; needs no session. The API client (with zod
 * and ky) is imported only now: the start's first load, the login form's, goes without it.
 */
export async function confirmRecipient(token: string): Promise<ConfirmedAlertRecipient> {
  const { api } = await import('@replica/api-client');
  return api.confirmAlertRecipient(token);
}
