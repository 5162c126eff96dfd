import { type ApiErrorCode, apiErrorTexts } from '@replica/api-client/error-texts';
import { refusalCodeOf } from '@replica/api-client/schemas';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ResponseLanguage } from './request-language';

// The codes and their texts live in the api-client's catalogue, beside the schemas' refusals.
export { type ApiErrorCode, API_ERROR_CODES, apiErrorTexts } from '@replica/api-client/error-texts';

export interface FailureOptions {
  /** Said after the catalogue's text, as it is (`Error al ejecutar Apify: 402 …`). */
  detail?: string;
  /** Said instead of the catalogue's text: one made for this request in its language already. */
  text?: string;
}

/**
 * A refusal with its HTTP status and stable code, thrown anywhere in a request and answered by
 * the error handler as `{error, code}` in the request's language.
 *
 * @example throw new ApiFailure(404, 'industry_not_found');
 */
export class ApiFailure extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    readonly options: FailureOptions = {},
  ) {
    super(status, { message: errorBody(code, 'es', options).error });
  }
}

/** The body of an error answer: the text in `language`, then the code. */
export function errorBody(
  code: ApiErrorCode,
  language: ResponseLanguage,
  { detail, text }: FailureOptions = {},
): { error: string; code: ApiErrorCode } {
  const said = text ?? apiErrorTexts[code][language];
  return { error: detail ? `${said}: ${detail}` : said, code };
}

/**
 * The 400 for input a schema refused, by its first issue: a schema's own refusal answers with the
 * code its issue carries (in the request's language); zod's generic ones, already in that
 * language and naming the field, as `invalid_input`.
 */
export function validationFailure(error: z.ZodError): ApiFailure {
  const issue = error.issues[0];
  const code = issue && refusalCodeOf(issue);
  if (code) return new ApiFailure(400, code);
  return new ApiFailure(400, 'invalid_input', issue?.message ? { text: issue.message } : {});
}
