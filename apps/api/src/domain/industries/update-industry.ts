import type { IndustryPatch, IndustrySummary } from '@replica/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industries } from '../../db/schema';
import { recordAudit } from '../audit';
import { inWorkspace, workspaceTransaction } from '../in-workspace';
import { industrySummary } from './industry-summaries';

/** Why an industry was left as it was. */
export type IndustryRefusal = 'industry_not_found' | 'industry_exists';

/**
 * Changes an industry's card details (status, cities, clients, years) or its name, and records
 * who did it. A new name carries the industry's comments, ideas, watches, jobs and tallies with
 * it (their keys follow by ON UPDATE CASCADE). Answers the updated card, or why nothing changed:
 * no industry of that name, or another one already has the new name.
 *
 * @example await updateIndustry(db, 'Accounting / Tax', { clients: 12 }, user.id);
 */
export async function updateIndustry(
  db: WorkspaceDb,
  name: string,
  patch: Omit<IndustryPatch, 'mergeInto'>,
  userId: number,
): Promise<IndustrySummary | IndustryRefusal> {
  return workspaceTransaction(db, async (tx) => {
    if (patch.name !== undefined && patch.name !== name) {
      const [taken] = await tx
        .select({ name: industries.name })
        .from(industries)
        .where(and(inWorkspace(tx.workspaceId, industries), eq(industries.name, patch.name)));
      if (taken) return 'industry_exists';
    }
    const updated = await tx
      .update(industries)
      .set(patch)
      .where(and(inWorkspace(tx.workspaceId, industries), eq(industries.name, name)))
      .returning({ name: industries.name });
    if (updated.length === 0) return 'industry_not_found';
    await recordAudit(tx, {
      userId,
      action: 'industries.update',
      entity: 'industry',
      entityIds: [name],
      details: { changes: patch },
    });
    return (await industrySummary(tx, patch.name ?? name)) ?? 'industry_not_found';
  });
}
