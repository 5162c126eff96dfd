import { describe, expect, it } from 'vitest';
import { looksLikeVerb } from './verb-form';

describe('looksLikeVerb', () => {
  it('reads infinitives, clitic forms, gerunds and stressed endings as verbs', () => {
    expect(looksLikeVerb('comprar', 'el')).toBe(true);
    expect(looksLikeVerb('meterme', 'al')).toBe(true);
    expect(looksLikeVerb('pensándolo', 'en')).toBe(true);
    expect(looksLikeVerb('haré', 'los')).toBe(true);
    expect(looksLikeVerb('compré', 'lo')).toBe(true);
    expect(looksLikeVerb('caer', 'a')).toBe(true);
  });

  it('reads a singular word after los or las as a verb after a pronoun', () => {
    expect(looksLikeVerb('toma', 'los')).toBe(true);
    expect(looksLikeVerb('tomas', 'los')).toBe(false);
  });

  it('reads the word after two pronouns as a verb', () => {
    expect(looksLikeVerb('juego', 'la', 'me')).toBe(true);
    expect(looksLikeVerb('juega', 'la', 'por')).toBe(false);
  });

  it("reads a word in -as after 'la' or 'lo' as a verb said to 'tú'", () => {
    expect(looksLikeVerb('recomiendas', 'la', 'si')).toBe(true);
    expect(looksLikeVerb('pagas', 'lo')).toBe(true);
    expect(looksLikeVerb('cuentas', 'las')).toBe(false);
  });

  it("reads a word in -o after 'la' as a verb said by 'yo', but for the feminine nouns in -o", () => {
    expect(looksLikeVerb('pido', 'la', 'si')).toBe(true);
    expect(looksLikeVerb('mano', 'la')).toBe(false);
    expect(looksLikeVerb('foto', 'la')).toBe(false);
    expect(looksLikeVerb('trámite', 'el')).toBe(false);
  });

  it("reads a word in -an, -en, -os or an unaccented future after 'la' or 'lo' as a verb", () => {
    expect(looksLikeVerb('ponen', 'la', 'me')).toBe(true);
    expect(looksLikeVerb('sacan', 'la')).toBe(true);
    expect(looksLikeVerb('prueben', 'la')).toBe(true);
    expect(looksLikeVerb('renovamos', 'la')).toBe(true);
    expect(looksLikeVerb('dejare', 'la')).toBe(true);
    expect(looksLikeVerb('imagen', 'la')).toBe(false);
    expect(looksLikeVerb('orden', 'la')).toBe(false);
    expect(looksLikeVerb('examen', 'el')).toBe(false);
  });

  it('reads an adverb in -mente as no noun', () => {
    expect(looksLikeVerb('exactamente', 'el')).toBe(true);
    expect(looksLikeVerb('mente', 'la')).toBe(false);
  });

  it("reads the word after 'no la', 'ya lo' or 'quién la' as a verb", () => {
    expect(looksLikeVerb('traduce', 'la', 'quién')).toBe(true);
    expect(looksLikeVerb('necesito', 'la', 'no')).toBe(true);
    expect(looksLikeVerb('cita', 'la', 'de')).toBe(false);
  });

  it('keeps nouns that end like verbs', () => {
    for (const noun of ['lugar', 'taller', 'mujer', 'dólar', 'café', 'mamá', 'inscripción']) {
      expect(looksLikeVerb(noun, 'el')).toBe(false);
    }
    expect(looksLikeVerb('agujas', 'las')).toBe(false);
  });
});
