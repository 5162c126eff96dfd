/**
 * Sets the new password of a reset link's account; needs no session. The server ended every
 * session of that account, and the one stored in this browser, most likely one of them (whoever
 * opens the link owns the account), is forgotten too: the next step is signing in with the new
 * password. The API client (with zod and ky) is imported only now: the start's first load, the
 * login form's, goes without it.
 */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const { api, clearSession } = await import('@replica/api-client');
  await api.resetPassword({ token, newPassword });
  clearSession();
}
