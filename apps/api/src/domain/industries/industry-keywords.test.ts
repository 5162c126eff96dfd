import { describe, expect, it } from 'vitest';
import { industryKeywordHits, pickIndustry } from './industry-keywords';

describe('industry keywords', () => {
  it.each([
    ['¿Cuánto tarda la GREEN CARD?', 'Abogados (Immigration)'],
    ['Mi score de crédito bajó', 'Credit Restoration'],
    ['Quiero ser voluntario en un ensayo clínico', 'Clinical Research'],
    ['El bótox me dejó la cara rara', 'Clínica Estética'],
    ['El IRS me cobra impuestos atrasados', 'Accounting / Tax'],
    ['La aseguradora negó mi reclamo', 'Public Adjusters'],
    ['Quiero más seguidores en Instagram', 'Marca Personal'],
  ])('places "%s" in %s', (text, industry) => {
    expect(pickIndustry([text])).toBe(industry);
  });

  it('folds accents and case and needs whole words', () => {
    expect(industryKeywordHits('INMIGRACIÓN')).toEqual(new Map([['Abogados (Immigration)', 1]]));
    expect(industryKeywordHits('visado y creditos')).toEqual(new Map([['Credit Restoration', 1]]));
    expect(industryKeywordHits('televisa')).toEqual(new Map());
  });

  it('counts keywords across comments and leaves ties and close calls alone', () => {
    expect(pickIndustry(['Tengo deudas', 'Mi visa y mi crédito'])).toBe('Credit Restoration');
    expect(pickIndustry(['Mi visa y mi crédito'])).toBeNull();
    expect(pickIndustry(['Mi visa', 'asilo', 'mi crédito'])).toBe('Abogados (Immigration)');
    expect(pickIndustry(['Mi visa', 'asilo', 'mi crédito', 'deudas'])).toBeNull();
    expect(pickIndustry(['Me encanta', 'Muy bueno'])).toBeNull();
    expect(pickIndustry([])).toBeNull();
  });
});
