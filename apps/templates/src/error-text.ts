import {
  ApiError,
  type FailureKey,
  type TextLanguage,
  errorText,
  failureTexts,
} from '@replica/api-client';

/**
 * What the red banner says for a failed call, in the screen's language: `noData` when the
 * industry has no analysed comments yet, the text of a refused request's code (a 4xx), or the
 * catalogue's text for what failed, all a server that failed says.
 */
export function bannerErrorText(
  error: unknown,
  failure: FailureKey,
  language: TextLanguage,
  noData?: string,
): string {
  if (!(error instanceof ApiError)) return failureTexts[failure][language];
  if (error.code === 'no_analysed_comments' && noData) return noData;
  return error.status < 500 ? errorText(error, failure, language) : failureTexts[failure][language];
}
