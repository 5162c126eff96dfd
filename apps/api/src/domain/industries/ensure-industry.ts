import type { WorkspaceDb } from '../../db/database';
import { industries } from '../../db/schema';

/**
 * Makes sure an industry row exists before something refers to it: a name typed for the first
 * time creates its industry with the default status 'NUEVO'.
 */
export async function ensureIndustry(db: WorkspaceDb, name: string): Promise<void> {
  await db
    .insert(industries)
    .values({ workspaceId: db.workspaceId, name })
    .onConflictDoNothing({ target: [industries.workspaceId, industries.name] })
    .execute();
}
