import { GENERIC_INDUSTRY_ICON, industryIcon } from './industry-icon';

const namedIndustries = [
  'Abogados (Immigration)',
  'Credit Restoration',
  'Clinical Research',
  'Clínica Estética',
  'Accounting / Tax',
  'Public Adjusters',
  'Marca Personal',
  'sin_clasificar',
];

describe('industryIcon', () => {
  it('gives each of the eight named industries its own icon', () => {
    const icons = namedIndustries.map(industryIcon);

    expect(new Set(icons).size).toBe(namedIndustries.length);
    expect(icons).not.toContain(GENERIC_INDUSTRY_ICON);
  });

  it('ignores accents, letter case and surrounding spaces', () => {
    expect(industryIcon(' clinica estetica ')).toBe(industryIcon('Clínica Estética'));
    expect(industryIcon('MARCA PERSONAL')).toBe(industryIcon('Marca Personal'));
  });

  it('gives any other industry the generic office icon', () => {
    expect(industryIcon('Dentistas')).toBe('office');
    expect(industryIcon('')).toBe('office');
  });
});
