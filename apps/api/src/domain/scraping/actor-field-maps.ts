import type { ActorFieldMap } from '@replica/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { actorFieldMaps } from '../../db/schema';
import { recordAudit } from '../audit';
import { inWorkspace, workspaceTransaction } from '../in-workspace';
import type { ScraperRunRow } from './scraper-run-store';

/**
 * An actor's name as its field map is saved under: Apify takes `user~name` in its URLs and shows
 * `user/name`, and both name the same actor.
 */
export function actorKey(name: string): string {
  return name.trim().replace('~', '/');
}

/**
 * The actor whose items a run holds: its actor, else its task (a run started from a task names
 * only the task); null when the run names neither.
 */
export function runActor(run: Pick<ScraperRunRow, 'actorId' | 'taskId'>): string | null {
  const name = run.actorId ?? run.taskId;
  return name ? actorKey(name) : null;
}

/** The fields saved for `actor` in the workspace, or null. */
export async function savedFieldMap(db: WorkspaceDb, actor: string): Promise<ActorFieldMap | null> {
  const [row] = await db
    .select()
    .from(actorFieldMaps)
    .where(
      and(inWorkspace(db.workspaceId, actorFieldMaps), eq(actorFieldMaps.actor, actorKey(actor))),
    );
  return row
    ? { text: row.textField, author: row.authorField, date: row.dateField, id: row.idField }
    : null;
}

/** Saves (or replaces) the fields of `actor`'s items for the workspace; answers them. */
export async function saveFieldMap(
  db: WorkspaceDb,
  actor: string,
  fields: ActorFieldMap,
  userId: number,
): Promise<{ actor: string; fields: ActorFieldMap }> {
  const key = actorKey(actor);
  const columns = {
    textField: fields.text,
    authorField: fields.author,
    dateField: fields.date,
    idField: fields.id,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await workspaceTransaction(db, async (tx) => {
    await tx
      .insert(actorFieldMaps)
      .values({ workspaceId: tx.workspaceId, actor: key, ...columns })
      .onConflictDoUpdate({
        target: [actorFieldMaps.workspaceId, actorFieldMaps.actor],
        set: columns,
      });
    await recordAudit(tx, {
      userId,
      action: 'scraper.fields',
      entity: 'actor_field_map',
      entityIds: [key],
      details: fields,
    });
  });
  return { actor: key, fields };
}
