import { ApiError } from '@replica/api-client';
import { actionError } from './action-error';

describe('actionError', () => {
  it('translates the catalogue fallback', () => {
    const error = new ApiError('Error al recalcular', 500);
    expect(actionError(error, 'Error al recalcular', 'Error recalculating')).toBe(
      'Error recalculating',
    );
  });

  it("keeps the server's specific message", () => {
    const error = new ApiError('No autenticado', 401);
    expect(actionError(error, 'Error al recalcular', 'Error recalculating')).toBe('No autenticado');
  });

  it('uses the translation for anything that is not an API error', () => {
    expect(actionError(new TypeError('boom'), 'Error al recalcular', 'Error recalculating')).toBe(
      'Error recalculating',
    );
  });
});
