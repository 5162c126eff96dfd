import { ApiError, type TextLanguage, errorText, failureTexts } from '@replica/api-client';

/**
 * What the red banner says when a pack cannot be made, in the screen's language: the industry
 * has no analysed comments yet, the text of a refused request's code (a 4xx), or the spec's
 * 'Error al generar contenido', all a server that failed says.
 */
export function generateErrorText(
  error: unknown,
  noAnalysedData: string,
  language: TextLanguage,
): string {
  if (!(error instanceof ApiError)) return failureTexts.generateContent[language];
  if (error.code === 'no_analysed_comments') return noAnalysedData;
  return error.status < 500
    ? errorText(error, 'generateContent', language)
    : failureTexts.generateContent[language];
}
