import { describe, expect, it } from 'vitest';
import { indefinite } from './noun-phrase';
import { tradeName } from './trade-name';

const named = (industry: string) => {
  const trade = tradeName(industry);
  return trade === undefined ? undefined : indefinite(trade);
};

describe('tradeName', () => {
  it('names a user’s industry as the trade it is, with its gender', () => {
    expect(named('Gimnasio')).toBe('un gimnasio');
    expect(named('Dentista')).toBe('un dentista');
    expect(named('Academia de idiomas')).toBe('una academia de idiomas');
    expect(named('Peluquería')).toBe('una peluquería');
    expect(named('Taller mecánico')).toBe('un taller mecánico');
  });

  it('names none for plural fields or names that are not plain words', () => {
    for (const industry of ['Cursos Online', 'Bienes raíces', 'Mi negocio (2024)', 'A/B']) {
      expect(named(industry), industry).toBeUndefined();
    }
  });
});
