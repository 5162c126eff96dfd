import type { IndustryPatch, IndustrySummary } from '@replica/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industries } from '../../db/schema';
import { recordAudit } from '../audit';
import { inWorkspace, workspaceTransaction } from '../in-workspace';
import { industrySummary } from './industry-summaries';

/**
 * Changes an industry's card details (status, cities, clients, years) and records who did it.
 * Returns the updated card, or null when there is no industry of that name.
 *
 * @example await updateIndustry(db, 'Accounting / Tax', { clients: 12 }, user.id);
 */
export async function updateIndustry(
  db: WorkspaceDb,
  name: string,
  patch: IndustryPatch,
  userId: number,
): Promise<IndustrySummary | null> {
  return workspaceTransaction(db, async (tx) => {
    const updated = await tx
      .update(industries)
      .set(patch)
      .where(and(inWorkspace(tx.workspaceId, industries), eq(industries.name, name)))
      .returning({ name: industries.name });
    if (updated.length === 0) return null;
    await recordAudit(tx, {
      userId,
      action: 'industries.update',
      entity: 'industry',
      entityIds: [name],
      details: { changes: patch },
    });
    return industrySummary(tx, name);
  });
}
