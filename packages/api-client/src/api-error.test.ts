import { describe, expect, it } from 'vitest';
import { ApiError, answerLanguage, refusedCallError, serverText } from './api-error';

describe('answerLanguage', () => {
  it('answers English for en and en-…, Spanish for any other tag or none', () => {
    expect(answerLanguage('en')).toBe('en');
    expect(answerLanguage('EN-gb')).toBe('en');
    expect(answerLanguage('es')).toBe('es');
    expect(answerLanguage('eng')).toBe('es');
    expect(answerLanguage(null)).toBe('es');
  });
});

describe('refusedCallError', () => {
  it("keeps the server's text, reason and code, said in the language asked", () => {
    const body = { error: 'Job not found', code: 'job_not_found', reason: 'gone' };
    expect(refusedCallError(404, body, 'Error al cargar', 'en')).toMatchObject({
      message: 'Job not found',
      status: 404,
      reason: 'gone',
      code: 'job_not_found',
      language: 'en',
    });
  });

  it('carries the catalogue text, with no code or language, when the answer is no error body', () => {
    const error = refusedCallError(502, '<html>proxy</html>', 'Error al cargar', 'en');
    expect(error).toMatchObject({ message: 'Error al cargar', status: 502 });
    expect(error.code).toBeUndefined();
    expect(error.language).toBeUndefined();
  });
});

describe('serverText', () => {
  it("gives the server's text of a code said in the screen's language", () => {
    const error = new ApiError('No autenticado', 401, undefined, 'not_signed_in', 'es');
    expect(serverText(error, 'es')).toBe('No autenticado');
  });

  it('gives nothing in another language, without a code, or for anything but an API error', () => {
    expect(
      serverText(new ApiError('No autenticado', 401, undefined, 'not_signed_in', 'es'), 'en'),
    ).toBeUndefined();
    expect(serverText(new ApiError('Error al cargar', 0), 'es')).toBeUndefined();
    expect(serverText(new TypeError('boom'), 'es')).toBeUndefined();
  });
});
