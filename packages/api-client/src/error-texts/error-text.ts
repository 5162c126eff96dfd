import { ApiError, type TextLanguage, serverText } from '../api-error';
import { isValidationCode } from '../schemas/refusal';
import { validationErrorTexts } from '../schemas/validation-texts';
import { type FailureKey, failureTexts } from './failures';

/**
 * The text of a failed call's code in `language`: the server's own when it said it in that
 * language, else the catalogue's for a shared schema's refusal. Nothing when the failure has no
 * code, or when only the server knows its text in another language.
 *
 * @example <ErrorPanel title={t.failed} message={codeText(error, language)} />
 */
export function codeText(error: unknown, language: TextLanguage): string | undefined {
  const said = serverText(error, language);
  if (said !== undefined || !(error instanceof ApiError)) return said;
  return isValidationCode(error.code) ? validationErrorTexts[error.code][language] : undefined;
}

/**
 * What a screen in `language` says about a failed call: the text of its code (`codeText`), else
 * the catalogue's text for what failed.
 *
 * @example fail(errorText(error, 'delete', language)); // 'No autenticado', or 'Error al borrar'
 */
export function errorText(error: unknown, failure: FailureKey, language: TextLanguage): string {
  return codeText(error, language) ?? failureTexts[failure][language];
}
