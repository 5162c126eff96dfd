import { describe, expect, it } from 'vitest';
import {
  adjective,
  agree,
  definite,
  demonstrative,
  indefinite,
  nounPhrase,
  ofDefinite,
  possessive,
  toDefinite,
} from './noun-phrase';

const masculine = nounPhrase('el precio del tratamiento');
const feminine = nounPhrase('la falta de tiempo');
const masculinePlural = nounPhrase('los honorarios del abogado');
const femininePlural = nounPhrase('las fotos editadas');

describe('nounPhrase', () => {
  it('reads gender and number from the article', () => {
    expect(femininePlural).toEqual({
      kind: 'noun-phrase',
      head: 'fotos editadas',
      gender: 'feminine',
      number: 'plural',
    });
  });

  it('puts every determiner in the form that agrees', () => {
    const phrases = [masculine, feminine, masculinePlural, femininePlural];
    expect(phrases.map(definite)).toEqual([
      'el precio del tratamiento',
      'la falta de tiempo',
      'los honorarios del abogado',
      'las fotos editadas',
    ]);
    expect(phrases.map(indefinite)).toEqual([
      'un precio del tratamiento',
      'una falta de tiempo',
      'unos honorarios del abogado',
      'unas fotos editadas',
    ]);
    expect(phrases.map(demonstrative).map((text) => text.split(' ')[0])).toEqual([
      'este',
      'esta',
      'estos',
      'estas',
    ]);
    expect(phrases.map(possessive).map((text) => text.split(' ')[0])).toEqual([
      'tu',
      'tu',
      'tus',
      'tus',
    ]);
  });

  it('contracts "de el" and "a el" and nothing else', () => {
    expect(ofDefinite(masculine)).toBe('del precio del tratamiento');
    expect(toDefinite(masculine)).toBe('al precio del tratamiento');
    expect(ofDefinite(feminine)).toBe('de la falta de tiempo');
    expect(toDefinite(masculinePlural)).toBe('a los honorarios del abogado');
    expect(ofDefinite(femininePlural)).toBe('de las fotos editadas');
  });

  it('makes verbs and adjectives agree', () => {
    expect(agree(masculine, 'es', 'son')).toBe('es');
    expect(agree(femininePlural, 'es', 'son')).toBe('son');
    expect(adjective(feminine, 'repetid')).toBe('repetida');
    expect(adjective(masculinePlural, 'repetid')).toBe('repetidos');
  });
});
