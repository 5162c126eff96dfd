/**
 * A failed call, carrying the message a screen shows, the HTTP status (0 when unreachable) and
 * the API's stable error code when it sent one.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
    readonly code?: string,
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
 * The error of a call the server refused: the text `byStatus` gives for its status, else the
 * server's own, else the catalogue's `fallback`, with the server's reason and code.
 */
export function refusedCallError(
  status: number,
  body: unknown,
  fallback: string,
  byStatus: Record<number, string> = {},
): ApiError {
  const server = serverErrorBody(body);
  return new ApiError(
    byStatus[status] ?? server?.error ?? fallback,
    status,
    server?.reason,
    server?.code,
  );
}

/**
 * What the server said about a failed call when it is specific (e.g. 'No autenticado'); nothing
 * when it is the catalogue's generic text, which the screen shows in its own language instead.
 *
 * @example <ErrorPanel title={t.failed} message={specificServerMessage(error, errorMessages.trends)} />
 */
export function specificServerMessage(error: unknown, catalogueFallback: string) {
  if (error instanceof ApiError && error.message && error.message !== catalogueFallback) {
    return error.message;
  }
  return undefined;
}

/**
 * The text of a failed action in the current language: the server's specific message, else the
 * screen's translation of the catalogue fallback (e.g. 'Error al recalcular').
 *
 * @example fail(actionError(error, errorMessages.delete, t.deleteError));
 */
export function actionError(error: unknown, catalogueFallback: string, translated: string) {
  return specificServerMessage(error, catalogueFallback) ?? translated;
}
