import { describe, expect, it } from 'vitest';
import { isFeminineNoun } from './noun-gender';

describe('isFeminineNoun', () => {
  it.each([
    'piel',
    'pieles',
    'noche',
    'mano',
    'manos',
    'inscripción',
    'inscripciones',
    'crisis',
    'cicatrices',
    'raíces',
    'salud',
  ])('%s is feminine', (word) => expect(isFeminineNoun(word)).toBe(true));

  it.each(['problema', 'problemas', 'día', 'pie', 'tratamiento', 'láser', 'análisis', 'papeleo'])(
    '%s is masculine',
    (word) => expect(isFeminineNoun(word)).toBe(false),
  );

  it('reads the ending of a word it does not list', () => {
    expect(isFeminineNoun('mensualidad')).toBe(true);
    expect(isFeminineNoun('agujas')).toBe(true);
    expect(isFeminineNoun('costumbre')).toBe(true);
    expect(isFeminineNoun('formularios')).toBe(false);
  });
});
