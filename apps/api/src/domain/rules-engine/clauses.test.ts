import { describe, expect, it } from 'vitest';
import { isNegated, mapClauses } from './clauses';
import { tokenise } from './tokenise';

const at = (text: string, word: string) => tokenise(text).findIndex((token) => token.word === word);

describe('mapClauses', () => {
  it('weighs the clause after a contrast above the one before it', () => {
    const text = 'es caro pero no confio';
    const { focus } = mapClauses(tokenise(text));
    expect(focus[at(text, 'confio')]).toBeGreaterThan(focus[at(text, 'caro')] ?? 0);
  });

  it('treats "el problema es" and "the thing is" as contrasts', () => {
    for (const text of ['es caro, el problema es el tiempo', 'pricey, the thing is time']) {
      const clauses = mapClauses(tokenise(text));
      expect(clauses.isMarker.some(Boolean)).toBe(true);
      expect(Math.max(...clauses.focus)).toBeGreaterThan(1);
    }
  });

  it('lowers a concession', () => {
    const text = 'aunque es caro me da miedo';
    const { focus } = mapClauses(tokenise(text));
    expect(focus[at(text, 'caro')]).toBeLessThan(1);
  });
});

describe('isNegated', () => {
  const negated = (text: string, word: string) => {
    const tokens = tokenise(text);
    return isNegated(tokens, mapClauses(tokens), at(text, word));
  };

  it('sees a negator up to three words before, in the same clause', () => {
    expect(negated('no es tan caro', 'caro')).toBe(true);
    expect(negated("it isn't expensive", 'expensive')).toBe(true);
    expect(negated('no, es caro', 'caro')).toBe(false);
  });

  it('does not treat "no sé si", "no solo" or "no quiero" as denying the cue', () => {
    expect(negated('no sé si funciona', 'funciona')).toBe(false);
    expect(negated('no solo es caro', 'caro')).toBe(false);
    expect(negated('no quiero arriesgar mi casa', 'arriesgar')).toBe(false);
  });

  it('reads "ni" as a negation only right before the word', () => {
    expect(negated('ni caro ni barato', 'caro')).toBe(true);
    expect(negated('no cubre ni el transporte', 'transporte')).toBe(false);
  });
});
