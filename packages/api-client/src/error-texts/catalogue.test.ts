import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, apiErrorTexts } from './catalogue';
import { failureTexts } from './failures';

describe('the error catalogue', () => {
  it('has a Spanish and an English text for every code the API can answer', () => {
    const missing = API_ERROR_CODES.filter(
      (code) => !apiErrorTexts[code]?.es.trim() || !apiErrorTexts[code]?.en.trim(),
    );
    expect(missing).toEqual([]);
  });

  it('has a Spanish and an English text for every failure a screen can name', () => {
    const missing = Object.entries(failureTexts)
      .filter(([, texts]) => !texts.es.trim() || !texts.en.trim())
      .map(([failure]) => failure);
    expect(missing).toEqual([]);
  });
});
