import { describe, expect, it } from 'vitest';
import { escapeLike, foldForSearch } from './search-text';

describe('foldForSearch', () => {
  it('lower-cases, removes accents and collapses whitespace', () => {
    expect(foldForSearch('  ÁRBOL   Niño  Crème ')).toBe('arbol nino creme');
  });

  it('keeps punctuation and letters it has no plain form for', () => {
    expect(foldForSearch('Straße 100%!')).toBe('straße 100%!');
  });
});

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
