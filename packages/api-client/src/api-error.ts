/** The languages the API says its error texts in. */
export type TextLanguage = 'es' | 'en';

/** One text in each language the API speaks. */
export type Bilingual = Record<TextLanguage, string>;

/**
 * The language the API answers in when the language tag a request prefers most is `tag`:
 * English for `en` and `en-…`, Spanish (the spec's language) for any other tag or none.
 *
 * @example answerLanguage('en-GB') // 'en'
 */
export function answerLanguage(tag: string | null | undefined): TextLanguage {
  const lowered = tag?.trim().toLowerCase() ?? '';
  return lowered === 'en' || lowered.startsWith('en-') ? 'en' : 'es';
}

/**
 * A failed call: its message, the HTTP status (0 when unreachable), the API's stable error code
 * when it sent one and the language the API said the message in. Screens choose what to show by
 * the code (`errorText`), never by the message.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
    readonly code?: string,
    readonly language?: TextLanguage,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ServerErrorBody {
  error: string;
  reason?: string;
  code?: string;
}

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** The API's error body (`errorBodySchema`), checked by hand: the sign-in calls load no zod. */
function serverErrorBody(body: unknown): ServerErrorBody | undefined {
  const candidate = body as Partial<Record<keyof ServerErrorBody, unknown>> | null;
  const isErrorBody =
    typeof candidate?.error === 'string' &&
    isOptionalString(candidate.reason) &&
    isOptionalString(candidate.code);
  return isErrorBody ? (candidate as ServerErrorBody) : undefined;
}

/**
 * The error of a call the server refused: with the server's text, reason and code, said in
 * `language` (the one the call asked for), or the catalogue's `fallback` when the answer is not
 * an error body.
 */
export function refusedCallError(
  status: number,
  body: unknown,
  fallback: string,
  language: TextLanguage,
): ApiError {
  const server = serverErrorBody(body);
  return server
    ? new ApiError(server.error, status, server.reason, server.code, language)
    : new ApiError(fallback, status);
}

/**
 * What the server said about a refused call when it gave a code and said it in `language`: the
 * catalogue's text of that code, with any detail the server added. Nothing otherwise. The
 * sign-in start, which must stay small, shows this before its own fallback; screens use
 * `errorText`, which also knows the schemas' codes and the failures' texts.
 *
 * @example setError(serverText(failure, language) ?? texts.failed);
 */
export function serverText(error: unknown, language: TextLanguage): string | undefined {
  return error instanceof ApiError && error.code !== undefined && error.language === language
    ? error.message
    : undefined;
}
