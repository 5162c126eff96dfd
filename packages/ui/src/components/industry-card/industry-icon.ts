/** The glyphs an industry card can show; `office` is the generic one. */
export type IndustryIconName =
  | 'scale'
  | 'credit-card'
  | 'flask'
  | 'sparkles'
  | 'calculator'
  | 'house'
  | 'person'
  | 'inbox'
  | 'office';

/**
 * The icon of each named industry: the seven fixed industries plus sin_clasificar.
 * Names are compared without accents or letter case, so 'Clinica estetica' finds its icon too.
 */
const iconsByIndustry: Record<string, IndustryIconName> = {
  'abogados (immigration)': 'scale',
  'credit restoration': 'credit-card',
  'clinical research': 'flask',
  'clinica estetica': 'sparkles',
  'accounting / tax': 'calculator',
  'public adjusters': 'house',
  'marca personal': 'person',
  sin_clasificar: 'inbox',
};

/** The generic office icon of any other industry. */
export const GENERIC_INDUSTRY_ICON: IndustryIconName = 'office';

function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/**
 * The icon that stands for an industry on its card.
 *
 * @example
 * industryIcon('Clínica Estética'); // 'sparkles'
 * industryIcon('Dentistas'); // 'office'
 */
export function industryIcon(name: string): IndustryIconName {
  return iconsByIndustry[normalise(name)] ?? GENERIC_INDUSTRY_ICON;
}
