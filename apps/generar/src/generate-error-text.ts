import { ApiError, errorMessages } from '@replica/api-client';

type ErrorTexts = { generateError: string; noAnalysedData: string };

/**
 * What the red banner says when a pack cannot be made: the industry has no analysed comments
 * yet (422), the server's own reason for a bad request, or the spec's 'Error al generar
 * contenido' — each in the screen's language.
 */
export function generateErrorText(error: unknown, t: ErrorTexts): string {
  if (!(error instanceof ApiError)) return t.generateError;
  if (error.status === 422) return t.noAnalysedData;
  const isServerReason =
    error.status >= 400 && error.status < 500 && error.message !== errorMessages.generateContent;
  return isServerReason ? error.message : t.generateError;
}
