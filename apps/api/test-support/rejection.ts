import { ApiError } from '@replica/api-client';

/**
 * The `ApiError` a client call fails with; any other outcome (success, another error) fails the
 * test.
 *
 * @example const error = await rejection(api().job({ params: { id: 999 } })); expect(error.status).toBe(404);
 */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}
