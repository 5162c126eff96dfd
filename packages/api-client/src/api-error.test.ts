import { describe, expect, it } from 'vitest';
import { ApiError, actionError, specificServerMessage } from './api-error';

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

describe('specificServerMessage', () => {
  it("gives the server's specific message and nothing for the catalogue fallback or other errors", () => {
    expect(specificServerMessage(new ApiError('No autenticado', 401), 'Error al cargar')).toBe(
      'No autenticado',
    );
    expect(specificServerMessage(new ApiError('Error al cargar', 500), 'Error al cargar')).toBe(
      undefined,
    );
    expect(specificServerMessage(new ApiError('', 0), 'Error al cargar')).toBe(undefined);
    expect(specificServerMessage(new TypeError('boom'), 'Error al cargar')).toBe(undefined);
  });
});
