import { describe, expect, it } from 'vitest';
import { frequentTerms } from './frequent-terms';
import { STOP_WORDS } from '../spanish/stop-words';

describe('frequentTerms', () => {
  it('counts each word once per comment and drops Spanish and English stop words', () => {
    const { words } = frequentTerms([
      'Es muy caro, caro de verdad',
      'Demasiado caro para mí',
      'It is too expensive for me',
    ]);
    expect(words.slice(0, 1)).toEqual([{ term: 'caro', comments: 2 }]);
    const terms = words.map((word) => word.term);
    for (const stopWord of ['es', 'muy', 'de', 'para', 'it', 'is', 'too', 'for', 'me']) {
      expect(terms).not.toContain(stopWord);
    }
    expect(terms).toContain('expensive');
  });

  it('shows a word as most people wrote it, matched regardless of case, accents and stretching', () => {
    const { words } = frequentTerms(['No hay garantía', 'Sin GARANTÍA no compro', 'qué garantia?']);
    expect(words[0]).toEqual({ term: 'garantía', comments: 3 });
  });

  it('keeps objection words that generic stop-word lists drop', () => {
    expect(STOP_WORDS.has('tiempo')).toBe(false);
    expect(STOP_WORDS.has('que')).toBe(true);
    const { words } = frequentTerms(['No tengo tiempo', 'Nunca tengo tiempo para eso']);
    expect(words[0]).toEqual({ term: 'tiempo', comments: 2 });
  });

  it('finds two- and three-word phrases said in at least two comments, negations included', () => {
    const { phrases } = frequentTerms([
      'No tengo tiempo para esto',
      'La verdad no tengo tiempo',
      'Es muy caro el tratamiento',
      'Me parece muy caro el tratamiento',
      'No funciona',
    ]);
    expect(phrases).toContainEqual({ term: 'no tengo tiempo', comments: 2 });
    expect(phrases).toContainEqual({ term: 'caro el tratamiento', comments: 2 });
    // Said once, or opening or closing on a stop word: no phrase.
    const terms = phrases.map((phrase) => phrase.term);
    expect(terms).not.toContain('no funciona');
    expect(terms).not.toContain('muy caro');
    expect(terms).not.toContain('tengo tiempo');
  });

  it('does not join words across punctuation', () => {
    const { phrases } = frequentTerms(['Precio alto. Tiempo largo', 'Precio alto, tiempo corto']);
    expect(phrases.map((phrase) => phrase.term)).toEqual(['precio alto']);
  });

  it('leaves numbers, links, mentions and laughter out', () => {
    const { words } = frequentTerms(['3500 dólares jajaja https://x.co @ana', '3500 dólares jaja']);
    expect(words.map((word) => word.term)).toEqual(['dólares']);
  });

  it('answers empty lists for no comments', () => {
    expect(frequentTerms([])).toEqual({ words: [], phrases: [] });
  });
});
