import { FIXED_INDUSTRIES } from '@replica/api-client/schemas';

const fixedRank = new Map<string, number>(FIXED_INDUSTRIES.map((name, rank) => [name, rank]));

// Sorted here rather than by the database: PGlite and a PostgreSQL server may have different
// collations, and the selectors must list industries the same way on both.
const spanish = new Intl.Collator('es');

/**
 * The order of every industry list: the fixed industries first, in FIXED_INDUSTRIES' order, then
 * the created ones alphabetically (Spanish collation, so 'Ópticas' sits among the O's).
 *
 * @example names.sort(compareIndustries);
 */
export function compareIndustries(a: string, b: string): number {
  const rankA = fixedRank.get(a) ?? Infinity;
  const rankB = fixedRank.get(b) ?? Infinity;
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  return spanish.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
