import { describe, expect, it } from 'vitest';
import { phoneticKey } from './normalise';
import { tokenise } from './tokenise';

const words = (text: string) => tokenise(text).map((token) => token.word);

describe('tokenise', () => {
  it('lower-cases, strips accents and collapses stretched letters', () => {
    expect(words('Está CARÍSIMOOO, nooo')).toEqual(['esta', 'carisimo', 'no']);
  });

  it('expands chat shorthands and drops apostrophes', () => {
    expect(words('xq no tmb? I don’t')).toEqual(['porque', 'no', 'tambien', 'i', 'dont']);
  });

  it('reads emoji, links, mentions, money and percentages as words', () => {
    expect(words('🙄 @carla https://x.co $300 15%')).toEqual([
      'emo_fastidio',
      'mencion_usuario',
      'enlace_web',
      'dolares',
      '300',
      '15',
      'por',
      'ciento',
    ]);
  });

  it('folds laughter into one token', () => {
    expect(words('jajajaja JSJS lol')).toEqual(['jaja', 'jaja', 'jaja']);
  });

  it('marks quantities, including number words', () => {
    expect(tokenise('tres sesiones 1,500').map((token) => token.isNumber)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('remembers where each word came from and where punctuation breaks the clause', () => {
    const text = 'Caro, pero bueno';
    const tokens = tokenise(text);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual([
      'Caro',
      'pero',
      'bueno',
    ]);
    expect(tokens.map((token) => token.breakBefore)).toEqual([false, true, false]);
  });
});

describe('phoneticKey', () => {
  it('matches common Spanish misspellings to the same key', () => {
    expect(phoneticKey('nesesito')).toBe(phoneticKey('necesito'));
    expect(phoneticKey('ase')).toBe(phoneticKey('hace'));
    expect(phoneticKey('bale')).toBe(phoneticKey('vale'));
    expect(phoneticKey('yamar')).toBe(phoneticKey('llamar'));
  });

  it('keeps words that differ in sound apart', () => {
    expect(phoneticKey('caro')).not.toBe(phoneticKey('carro'));
    expect(phoneticKey('mucho')).not.toBe(phoneticKey('muko'));
  });
});
