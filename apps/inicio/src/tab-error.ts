import { ApiError } from '@replica/api-client';

/**
 * What the server said about a failed tab load when it is specific (e.g. 'No autenticado'),
 * to show under the tab's own translated title; nothing when it is the catalogue's generic text.
 */
export function specificServerMessage(error: unknown, catalogueFallback: string) {
  if (error instanceof ApiError && error.message && error.message !== catalogueFallback) {
    return error.message;
  }
  return undefined;
}
