/** A failed call, carrying the message a screen shows and the HTTP status (0 when unreachable). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
