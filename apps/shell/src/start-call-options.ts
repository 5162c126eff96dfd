/**
 * Where the start's zod-free calls (`@replica/api-client/sign-in`) go: this origin, in the
 * interface language. The start never loads the full client: through Module Federation, even a
 * lazy import of it made the signed-out first load fetch its shared chunks.
 */
export function startCallOptions() {
  return { baseUrl: window.location.origin, language: document.documentElement.lang || null };
}
