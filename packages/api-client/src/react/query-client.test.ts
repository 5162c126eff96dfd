import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { READ_RETRIES, createQueryClient, shouldRetryRead } from './query-client';

describe('shouldRetryRead', () => {
  it.each([400, 401, 403, 404, 409, 422])('never asks again after a %i refusal', (status) => {
    expect(shouldRetryRead(0, new ApiError('No', status))).toBe(false);
  });

  it('asks again after a lost connection or a server error, up to READ_RETRIES times', () => {
    for (const cause of [new ApiError('Sin conexión', 0), new ApiError('Error', 503)]) {
      expect(shouldRetryRead(0, cause)).toBe(true);
      expect(shouldRetryRead(READ_RETRIES - 1, cause)).toBe(true);
      expect(shouldRetryRead(READ_RETRIES, cause)).toBe(false);
    }
  });
});

describe('createQueryClient', () => {
  it("uses Réplica's defaults, which a caller may override one by one", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryRead);
    expect(defaults.queries?.staleTime).toBe(0);
    expect(defaults.mutations?.retry).toBe(false);

    const forTests = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(forTests.getDefaultOptions().queries?.retry).toBe(false);
    expect(forTests.getDefaultOptions().queries?.networkMode).toBe('always');
  });
});
