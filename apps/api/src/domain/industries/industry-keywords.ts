/**
 * Keyword rules of `reclassify-industries`: the words that place a
 * comment in one of the named industries, in Spanish and English. Matching folds case and
 * accents and needs whole words, so 'visa' matches 'VISA' but not 'visado', and 'credito'
 * matches 'crédito'. List singular and plural forms separately; phrases match as phrases.
 *
 * | industry               | what its comments talk about                              |
 * |------------------------|-----------------------------------------------------------|
 * | Abogados (Immigration) | immigration status, visas, green cards, deportation, asylum |
 * | Credit Restoration     | credit scores, bureaus, debts, credit repair                |
 * | Clinical Research      | clinical trials and studies, volunteering for them          |
 * | Clínica Estética       | botox, laser, fillers, facials, aesthetics                  |
 * | Accounting / Tax       | taxes, the IRS, accountants, tax returns                    |
 * | Public Adjusters       | insurance, claims, insurers, damages, adjusters             |
 * | Marca Personal         | personal brand, followers, content, Instagram               |
 */
export const INDUSTRY_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  'Abogados (Immigration)': [
    'inmigracion',
    'inmigrante',
    'inmigrantes',
    'migratorio',
    'visa',
    'visas',
    'green card',
    'residencia',
    'ciudadania',
    'deportacion',
    'deportar',
    'deportado',
    'asilo',
    'immigration',
    'immigrant',
    'deportation',
    'asylum',
    'citizenship',
  ],
  'Credit Restoration': [
    'credito',
    'creditos',
    'score',
    'buro',
    'deuda',
    'deudas',
    'credit',
    'credit repair',
    'credit score',
    'debt',
    'debts',
    'bureau',
  ],
  'Clinical Research': [
    'ensayo clinico',
    'ensayos clinicos',
    'estudio clinico',
    'estudios clinicos',
    'voluntario',
    'voluntarios',
    'voluntaria',
    'clinical trial',
    'clinical trials',
    'clinical study',
    'volunteer',
    'volunteers',
  ],
  'Clínica Estética': [
    'botox',
    'laser',
    'estetica',
    'estetico',
    'relleno',
    'rellenos',
    'facial',
    'faciales',
    'aesthetic',
    'aesthetics',
    'filler',
    'fillers',
  ],
  'Accounting / Tax': [
    'impuesto',
    'impuestos',
    'taxes',
    'tax',
    'irs',
    'contador',
    'contadora',
    'contabilidad',
    'declaracion',
    'accountant',
    'tax return',
  ],
  'Public Adjusters': [
    'seguro',
    'seguros',
    'reclamo',
    'reclamos',
    'aseguradora',
    'aseguradoras',
    'danos',
    'adjuster',
    'adjusters',
    'claim',
    'claims',
    'insurance',
  ],
  'Marca Personal': [
    'marca personal',
    'personal brand',
    'personal branding',
    'seguidores',
    'contenido',
    'instagram',
    'followers',
    'content',
  ],
};

/** Lower case without accents or punctuation, words separated by single spaces. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const foldedKeywords = Object.entries(INDUSTRY_KEYWORDS).map(
  ([industry, keywords]) => [industry, keywords.map(fold)] as const,
);

/**
 * How many distinct keywords of each industry a text mentions; industries it does not mention
 * are left out.
 *
 * @example industryKeywordHits('Necesito ayuda con mi visa y el asilo')
 * // → Map { 'Abogados (Immigration)' => 2 }
 */
export function industryKeywordHits(text: string): Map<string, number> {
  // Padded with spaces so ' visa ' finds whole words at either end.
  const padded = ` ${fold(text)} `;
  const hits = new Map<string, number>();
  for (const [industry, keywords] of foldedKeywords) {
    const found = keywords.filter((keyword) => padded.includes(` ${keyword} `)).length;
    if (found > 0) hits.set(industry, found);
  }
  return hits;
}

/**
 * The industry a set of comments belongs to, or null when none stands out: the industry with
 * the most keyword hits wins only with at least twice the hits of the runner-up, so a source
 * that talks about two industries about equally stays where it is.
 *
 * @example pickIndustry(['Mi crédito está mal', 'Tengo deudas']) // → 'Credit Restoration'
 */
export function pickIndustry(texts: readonly string[]): string | null {
  const totals = new Map<string, number>();
  for (const text of texts) {
    for (const [industry, found] of industryKeywordHits(text)) {
      totals.set(industry, (totals.get(industry) ?? 0) + found);
    }
  }
  const ranked = [...totals].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first) return null;
  if (second && first[1] < 2 * second[1]) return null;
  return first[0];
}
