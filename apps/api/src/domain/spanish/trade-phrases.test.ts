import { describe, expect, it } from 'vitest';
import { definite, indefinite } from './noun-phrase';
import { tradePhrases } from './trade-phrases';

const offersOf = (industry: string) => tradePhrases(industry)?.offers.map(definite);

describe('tradePhrases', () => {
  it('says what a common trade sells, as its customers would', () => {
    expect(offersOf('Gimnasio')?.[0]).toBe('el entrenamiento');
    expect(offersOf('Crossfit Box')?.[0]).toBe('el entrenamiento');
    expect(offersOf('Clínica dental')?.[0]).toBe('el tratamiento dental');
    expect(offersOf('Academia de idiomas')?.[0]).toBe('el curso');
    expect(offersOf('Psicólogos')?.[0]).toBe('la terapia');
    expect(offersOf('Taller mecánico')?.[0]).toBe('la reparación');
  });

  it('names the business only where the trade’s own name cannot', () => {
    const business = (industry: string) => {
      const phrase = tradePhrases(industry)?.business;
      return phrase === undefined ? undefined : indefinite(phrase);
    };
    expect(business('Cursos Online')).toBe('un curso en línea');
    expect(business('Bienes raíces')).toBe('una inmobiliaria');
    expect(business('Academia de idiomas')).toBeUndefined();
    expect(business('Gimnasio')).toBeUndefined();
  });

  it('knows nothing of a trade it has no words for', () => {
    for (const industry of [
      'Funeraria',
      'Lunas de miel',
      'Seguridad privada',
      'Salón de eventos',
    ]) {
      expect(tradePhrases(industry), industry).toBeUndefined();
    }
  });
});
