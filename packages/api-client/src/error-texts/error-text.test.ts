import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { codeText, errorText } from './error-text';

const notSignedIn = new ApiError('No autenticado', 401, undefined, 'not_signed_in', 'es');

describe('errorText', () => {
  it("says the server's text of a code in the language the server said it in", () => {
    expect(errorText(notSignedIn, 'recalc', 'es')).toBe('No autenticado');
    const detailed = new ApiError(
      'Apify run failed: 402 Payment Required',
      502,
      undefined,
      'apify_failed',
      'en',
    );
    expect(errorText(detailed, 'scraper', 'en')).toBe('Apify run failed: 402 Payment Required');
  });

  it("says a schema's refusal in the screen's language, whoever made it", () => {
    const refusedHere = new ApiError('El texto es requerido', 400, undefined, 'text_required');
    expect(errorText(refusedHere, 'addComment', 'en')).toBe('The text is required');
    expect(errorText(refusedHere, 'addComment', 'es')).toBe('El texto es requerido');
  });

  it("says what failed in the screen's language when there is no code to go by", () => {
    expect(errorText(new ApiError('Error al recalcular', 0), 'recalc', 'en')).toBe(
      'Error recalculating',
    );
    expect(errorText(new ApiError('Error al recalcular', 500), 'recalc', 'es')).toBe(
      'Error al recalcular',
    );
    expect(errorText(new TypeError('boom'), 'recalc', 'es')).toBe('Error al recalcular');
  });

  it("falls back to what failed for a server text in another language than the screen's", () => {
    expect(errorText(notSignedIn, 'templates', 'en')).toBe('Error loading templates');
  });
});

describe('codeText', () => {
  it('gives the text of the code, and nothing without one', () => {
    expect(codeText(notSignedIn, 'es')).toBe('No autenticado');
    expect(codeText(new ApiError('Error al cargar las tendencias', 0), 'es')).toBeUndefined();
    expect(codeText(new TypeError('boom'), 'en')).toBeUndefined();
  });
});
