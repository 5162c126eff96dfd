import type { Bilingual } from '../api-error';
import { type ValidationCode, validationErrorTexts } from '../schemas/validation-texts';
import { serverErrorTexts } from './server-codes';

export { answerLanguage, type TextLanguage } from '../api-error';

export type ApiErrorCode = keyof typeof serverErrorTexts | ValidationCode;

/**
 * `@replica/api-client/error-texts`: every code an error body can carry, with its text in
 * Spanish and English, the API's own refusals and then the shared schemas'. The API answers
 * with it. Screens do not import it: the API already answers in their language, so they carry
 * only the schemas' texts and the failures' (`errorText`), and the API's own (2.6 KB gzip) stay
 * out of their first load.
 */
export const apiErrorTexts: Record<ApiErrorCode, Bilingual> = {
  ...serverErrorTexts,
  ...validationErrorTexts,
};

/** Every code an error body can carry, for the API's documentation and its tests. */
export const API_ERROR_CODES = Object.keys(apiErrorTexts) as ApiErrorCode[];
