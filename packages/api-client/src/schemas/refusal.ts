import type { z } from 'zod';
import { type ValidationCode, validationErrorTexts } from './validation-texts';

/**
 * A shared schema's own refusal: the issue carries `code` in `params.code` (where zod keeps a
 * custom issue's data), which the API answers with and screens translate by; its message stays
 * the code's Spanish text, for whoever reads the issue itself.
 *
 * @example z.string(refusal('text_required')).trim().min(1, refusal('text_required'))
 */
export function refusal(code: ValidationCode): { error: z.core.$ZodErrorMap } {
  return {
    error: (issue) => {
      // zod asks for the message before it copies the raw issue's own keys into the issue it
      // reports, so the code set here travels with the issue whatever its kind.
      Object.assign(issue, { params: { code } });
      return validationErrorTexts[code].es;
    },
  };
}

/** Whether `code` is one of the shared schemas' refusals. */
export function isValidationCode(code: unknown): code is ValidationCode {
  // Not `Object.hasOwn`: the screens' build targets browsers older than it.
  return (
    typeof code === 'string' && Object.prototype.hasOwnProperty.call(validationErrorTexts, code)
  );
}

/**
 * The code of a shared schema's own refusal, read from its issue; nothing for zod's generic
 * issues (a wrong type with no refusal of the schema's own, an unknown enum value…).
 *
 * @example refusalCodeOf(parsed.error.issues[0]) // 'text_required'
 */
export function refusalCodeOf(issue: object): ValidationCode | undefined {
  const code: unknown = (issue as { params?: { code?: unknown } }).params?.code;
  return isValidationCode(code) ? code : undefined;
}
