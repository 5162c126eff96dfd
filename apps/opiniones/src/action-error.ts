import { ApiError } from '@replica/api-client';

/**
 * The text of a failed action in the current language: the server's own message when it says
 * something specific (e.g. 'No autenticado'), else the screen's translation of the catalogue
 * fallback (e.g. 'Error al borrar').
 */
export function actionError(error: unknown, catalogueFallback: string, translated: string): string {
  if (error instanceof ApiError && error.message && error.message !== catalogueFallback) {
    return error.message;
  }
  return translated;
}
