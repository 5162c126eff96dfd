import type { IndustrySummary } from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import { industries } from '../../db/schema';
import { recordAudit } from '../audit';
import { workspaceTransaction } from '../in-workspace';
import { industrySummary } from './industry-summaries';

/**
 * Adds an industry to the workspace (status 'NUEVO', no comments yet) and records who did it.
 * Returns its card, or null when the workspace already has an industry of that name.
 *
 * @example await createIndustry(db, 'Gimnasios de barrio', user.id);
 */
export async function createIndustry(
  db: WorkspaceDb,
  name: string,
  userId: number,
): Promise<IndustrySummary | null> {
  return workspaceTransaction(db, async (tx) => {
    const created = await tx
      .insert(industries)
      .values({ workspaceId: tx.workspaceId, name })
      .onConflictDoNothing({ target: [industries.workspaceId, industries.name] })
      .returning({ name: industries.name });
    if (created.length === 0) return null;
    await recordAudit(tx, {
      userId,
      action: 'industries.create',
      entity: 'industry',
      entityIds: [name],
    });
    return industrySummary(tx, name);
  });
}
