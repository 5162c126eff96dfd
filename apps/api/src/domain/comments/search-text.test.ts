import { describe, expect, it } from 'vitest';
import { escapeLike, foldForSearch, matchExcerpt } from './search-text';

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

describe('matchExcerpt', () => {
  it('splits the text around its first match, kept as written', () => {
    expect(matchExcerpt('Es demasiado CARO, caro de verdad', 'caro')).toEqual({
      before: 'Es demasiado ',
      match: 'CARO',
      after: ', caro de verdad',
    });
  });

  it('finds the match ignoring accents, in the text and in the query', () => {
    expect(matchExcerpt('El niño dice que está CARÍSIMO', 'nino')).toMatchObject({
      match: 'niño',
    });
    expect(matchExcerpt('Está carisimo', 'carísimo')).toMatchObject({ match: 'carisimo' });
    // Decomposed accents are composed first, as the stored search text is.
    expect(matchExcerpt('Cafe\u0301 caro', 'cafe caro')).toEqual({
      before: '',
      match: 'Café caro',
      after: '',
    });
  });

  it('matches across runs of whitespace and shows them as one space', () => {
    expect(matchExcerpt('Muy\n\n   caro  y  lento', 'muy caro')).toEqual({
      before: '',
      match: 'Muy caro',
      after: ' y lento',
    });
  });

  it('cuts long context at a word with an ellipsis, never inside an emoji', () => {
    const before = 'palabra '.repeat(20);
    const after = ' 😀'.repeat(100);
    const {
      before: shownBefore,
      match,
      after: shownAfter,
    } = matchExcerpt(`${before}CARO${after}`, 'caro');
    expect(match).toBe('CARO');
    expect(shownBefore).toMatch(/^…palabra /);
    expect(shownBefore.length).toBeLessThanOrEqual(61);
    expect(shownAfter).toMatch(/^ 😀.* 😀…$/u);
    expect(shownAfter).not.toMatch(/\uD83D…/);
  });

  it('gives the beginning of the text when the match cannot be placed', () => {
    // SQL lower-cases the whole text (a final sigma becomes ς), this letter by letter (σ).
    expect(matchExcerpt('ΟΔΟΣ larga', 'οδος')).toEqual({
      before: '',
      match: '',
      after: 'ΟΔΟΣ larga',
    });
  });
});
