/**
 * Asks for a link to reset the password of the account with `email`; the server answers the
 * same whether there is one or not. The API client (with zod and ky) is imported only now: the
 * start's first load, the login form's, goes without it.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { api } = await import('@replica/api-client');
  await api.requestPasswordReset(email);
}
