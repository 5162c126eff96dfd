import { draftOf, parseCities, parseIndustryEdit } from './industry-edit-form';

const CURRENT = 'Gimnasios';
const valid = { name: CURRENT, clients: '12', years: '5.5', cities: 'Miami, Orlando' };

describe('parseIndustryEdit', () => {
  it('reads whole clients, decimal years and comma-separated cities', () => {
    expect(parseIndustryEdit(valid, CURRENT)).toEqual({
      ok: true,
      patch: { clients: 12, years: 5.5, cities: ['Miami', 'Orlando'] },
    });
  });

  it('takes thousands separators in clients and a decimal comma in years', () => {
    expect(
      parseIndustryEdit({ name: CURRENT, clients: ' 1,200 ', years: '2,5', cities: '' }, CURRENT),
    ).toEqual({
      ok: true,
      patch: { clients: 1200, years: 2.5, cities: [] },
    });
  });

  it.each([
    ['', 'empty'],
    ['-3', 'negative'],
    ['2.5', 'not whole'],
    ['doce', 'not a number'],
    ['1000000001', 'over the limit'],
    ['12,00', 'a misplaced separator'],
  ])('refuses clients "%s" (%s)', (clients) => {
    expect(parseIndustryEdit({ ...valid, clients }, CURRENT)).toEqual({
      ok: false,
      invalid: ['clients'],
    });
  });

  it.each([[''], ['-1'], ['cinco'], ['1001'], ['2.5.1']])('refuses years "%s"', (years) => {
    expect(parseIndustryEdit({ ...valid, years }, CURRENT)).toEqual({
      ok: false,
      invalid: ['years'],
    });
  });

  it('refuses a city over 80 characters and more than 50 cities', () => {
    expect(parseIndustryEdit({ ...valid, cities: 'x'.repeat(81) }, CURRENT)).toEqual({
      ok: false,
      invalid: ['cities'],
    });
    const many = Array.from({ length: 51 }, (_, index) => `Ciudad ${index}`).join(', ');
    expect(parseIndustryEdit({ ...valid, cities: many }, CURRENT)).toEqual({
      ok: false,
      invalid: ['cities'],
    });
  });

  it('sends a new name, trimmed, and leaves out one that did not change', () => {
    expect(parseIndustryEdit({ ...valid, name: '  Gimnasios de barrio ' }, CURRENT)).toEqual({
      ok: true,
      patch: { name: 'Gimnasios de barrio', clients: 12, years: 5.5, cities: ['Miami', 'Orlando'] },
    });
    expect(parseIndustryEdit({ ...valid, name: ` ${CURRENT} ` }, CURRENT)).toMatchObject({
      ok: true,
      patch: { clients: 12 },
    });
  });

  it('refuses a blank name and one over 80 characters', () => {
    for (const name of ['   ', 'x'.repeat(81)]) {
      expect(parseIndustryEdit({ ...valid, name }, CURRENT)).toEqual({
        ok: false,
        invalid: ['name'],
      });
    }
  });

  it('names every wrong field at once', () => {
    expect(
      parseIndustryEdit({ name: ' ', clients: 'x', years: 'y', cities: 'z'.repeat(81) }, CURRENT),
    ).toEqual({
      ok: false,
      invalid: ['name', 'clients', 'years', 'cities'],
    });
  });
});

describe('parseCities', () => {
  it('splits on commas or the card’s bullets and drops blanks and repeats', () => {
    expect(parseCities(' Miami • Orlando,, miami ,Houston ')).toEqual([
      'Miami',
      'Orlando',
      'Houston',
    ]);
  });
});

describe('draftOf', () => {
  it('fills the fields with what the card shows', () => {
    expect(
      draftOf({
        industry: 'Marca Personal',
        status: 'ACTIVO',
        cities: ['Miami', 'Orlando'],
        clients: 12,
        opinions: 3,
        years: 5.5,
      }),
    ).toEqual({ name: 'Marca Personal', clients: '12', years: '5.5', cities: 'Miami, Orlando' });
  });
});
