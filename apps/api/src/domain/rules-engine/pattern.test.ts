import { describe, expect, it } from 'vitest';
import { CueIndex, longestFirst } from './cue-index';
import { compilePattern, matchAt } from './pattern';
import { tokenise } from './tokenise';

const matches = (pattern: string, text: string) =>
  matchAt(compilePattern(pattern), tokenise(text), 0) > 0;

describe('cue patterns', () => {
  it('match words in sequence, alternatives and prefixes', () => {
    expect(matches('no tengo tiempo', 'No tengo tiempo')).toBe(true);
    expect(matches('cobran|cobra', 'cobra mucho')).toBe(true);
    expect(matches('estaf*', 'estafadores')).toBe(true);
    expect(matches('no tengo tiempo', 'no tengo dinero')).toBe(false);
  });

  it('match through accents and typos, as the text is normalised the same way', () => {
    expect(matches('no necesito', 'no nesecito')).toBe(true);
    expect(matches('no necesito', 'no nesesito')).toBe(true);
    expect(matches('dificil', 'DIFÍCIL')).toBe(true);
  });

  it('support optional slots, quantities and short gaps', () => {
    expect(matches('no lo|la? necesito', 'no necesito')).toBe(true);
    expect(matches('no lo|la? necesito', 'no lo necesito')).toBe(true);
    expect(matches('# dolares', 'mil dólares')).toBe(true);
    expect(matches('llevo .. esperando', 'llevo 4 años esperando')).toBe(true);
    expect(matches('llevo .. esperando', 'llevo muchos muchos largos años esperando')).toBe(false);
  });

  it('never match across punctuation', () => {
    expect(matches('no tengo tiempo', 'no tengo, tiempo')).toBe(false);
  });

  it('reject a pattern that cannot start a match', () => {
    expect(() => compilePattern('lo? necesito')).toThrow(/required word/);
    expect(() => compilePattern('.. caro')).toThrow(/required word/);
  });
});

describe('CueIndex', () => {
  it('finds every cue and keeps the longest of overlapping ones', () => {
    const index = new CueIndex<string>([
      ['tengo tiempo', 'urgencia'],
      ['no tengo tiempo', 'tiempo'],
      ['precio', 'precio'],
    ]);
    const tokens = tokenise('no tengo tiempo y el precio');
    const kept = longestFirst(index.findAll(tokens), () => 1);
    expect(kept.map((match) => match.payload)).toEqual(['tiempo', 'precio']);
  });
});
