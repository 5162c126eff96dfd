/**
 * The icon of each named industry (spec §2): the seven fixed industries plus sin_clasificar.
 * Names are compared without accents or letter case, so 'Clinica estetica' finds its icon too.
 */
const iconsByIndustry: Record<string, string> = {
  'abogados (immigration)': '⚖️',
  'credit restoration': '💳',
  'clinical research': '🔬',
  'clinica estetica': '💆',
  'accounting / tax': '🧾',
  'public adjusters': '🏠',
  'marca personal': '🌟',
  sin_clasificar: '📥',
};

/** The generic office icon of any other industry. */
export const GENERIC_INDUSTRY_ICON = '🏢';

function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/**
 * The emoji that stands for an industry on its card.
 *
 * @example
 * industryIcon('Clínica Estética'); // '💆'
 * industryIcon('Dentistas'); // '🏢'
 */
export function industryIcon(name: string): string {
  return iconsByIndustry[normalise(name)] ?? GENERIC_INDUSTRY_ICON;
}
