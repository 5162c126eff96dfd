import type { WorkspaceDb } from '../../db/database';
import { industries } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import { compareIndustries } from './industry-order';

/**
 * Every industry name, for the industry selectors: the fixed ones first, then the created ones
 * alphabetically.
 */
export async function industryNames(db: WorkspaceDb): Promise<string[]> {
  const rows = await db
    .select({ name: industries.name })
    .from(industries)
    .where(inWorkspace(db.workspaceId, industries));
  return rows.map((row) => row.name).sort(compareIndustries);
}
