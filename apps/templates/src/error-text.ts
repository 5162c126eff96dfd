import { ApiError } from '@replica/api-client';

/**
 * What the red banner says for a failed call: the industry has no analysed comments yet (422,
 * `noData`), the server's own reason for a bad request, or the screen's catalogue text for it
 * (`shown`, in the screen's language) when the client gave its Spanish fallback (`catalogueText`)
 * or the server failed.
 */
export function errorText(
  error: unknown,
  catalogueText: string,
  shown: string,
  noData?: string,
): string {
  if (!(error instanceof ApiError)) return shown;
  if (error.status === 422 && noData) return noData;
  const isServerReason =
    error.status >= 400 && error.status < 500 && error.message !== catalogueText;
  return isServerReason ? error.message : shown;
}
