import { ACTIVE_JOB_STATES } from '@replica/api-client/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industries, jobs } from '../../db/schema';
import { inWorkspace } from '../in-workspace';

/** Why an industry was not merged or deleted. */
export type IndustryRemovalRefusal = 'industry_not_found' | 'industry_busy';

/**
 * Locks the named industries' rows for the rest of the transaction and says why they may not be
 * merged or deleted: one of them does not exist, or background work (an analysis, an Apify
 * import) is queued or running on one of them and would write to rows about to move or vanish.
 * Null when they may.
 */
export async function lockIndustriesForRemoval(
  tx: WorkspaceDb,
  names: readonly string[],
): Promise<IndustryRemovalRefusal | null> {
  const found = await tx
    .select({ name: industries.name })
    .from(industries)
    .where(and(inWorkspace(tx.workspaceId, industries), inArray(industries.name, [...names])))
    .for('update');
  if (found.length < new Set(names).size) return 'industry_not_found';
  const [active] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inWorkspace(tx.workspaceId, jobs),
        inArray(jobs.industry, [...names]),
        inArray(jobs.state, [...ACTIVE_JOB_STATES]),
      ),
    )
    .limit(1);
  return active ? 'industry_busy' : null;
}

/** The industry row of `name`, as a condition. */
export const industryNamed = (tx: WorkspaceDb, name: string) =>
  and(inWorkspace(tx.workspaceId, industries), eq(industries.name, name));
