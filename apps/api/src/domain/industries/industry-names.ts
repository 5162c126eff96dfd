import type { Db } from '../../db/database';
import { industries } from '../../db/schema';
import { compareIndustries } from './industry-order';

/**
 * Every industry name, for the industry selectors: the fixed ones first, then the created ones
 * alphabetically.
 */
export async function industryNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: industries.name }).from(industries);
  return rows.map((row) => row.name).sort(compareIndustries);
}
