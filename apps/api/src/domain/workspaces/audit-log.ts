import { AUDIT_ACTIONS, type AuditAction, actionsOfKind } from '@replica/api-client/audit-actions';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditKind,
  type AuditLogResponse,
} from '@replica/api-client/schemas';
import { and, asc, desc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { auditLog, sources, users } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import { RUN_ACTIONS, type RunAction, type RunLine, runLines } from './audit-runs';

export interface AuditLogFilter {
  cursor?: number | undefined;
  user?: number | undefined;
  kind?: AuditKind | undefined;
  action?: AuditAction | undefined;
}

/**
 * One page of a workspace's audit log, newest first, keyset-paged by id, optionally only one
 * person's lines, one kind of activity's or one action's; with every action the log holds, for
 * the filter. `db` is the workspace's: row-level security keeps other workspaces' lines out.
 *
 * One line per change: the rows one piece of work writes many of (the batches of a file import,
 * one row each) are joined into one line with their counts summed (`audit-runs.ts`). They are
 * joined when read rather than written as one row so the trail stays append-only (each batch's
 * row is what that request did, committed with it), logs written before this read the same, and
 * concurrent batches never contend for one row. A line is paged by its first row's id, which
 * never changes, so no page splits a line or repeats it.
 */
export async function auditLogPage(
  db: WorkspaceDb,
  filter: AuditLogFilter,
): Promise<AuditLogResponse> {
  const wanted = wantedActions(filter);
  const runActions = RUN_ACTIONS.filter((action) => wanted === null || wanted.includes(action));
  // One more of each than a page, so whether another page follows is known.
  const [singles, runs, actions] = await Promise.all([
    singleLines(db, filter, wanted),
    runLines(db, { actions: runActions, ...filter, limit: AUDIT_PAGE_SIZE + 1 }),
    db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .where(inWorkspace(db.workspaceId, auditLog))
      .orderBy(asc(auditLog.action)),
  ]);
  const newest = [...singles, ...(await runEntries(db, runs))].sort((a, b) => b.id - a.id);
  const items = newest.slice(0, AUDIT_PAGE_SIZE);
  return {
    items,
    nextCursor: newest.length > AUDIT_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
    actions: actions.map((row) => row.action),
  };
}

/** The actions the filter lets through; null for all, lines of actions no longer recorded too. */
function wantedActions({ kind, action }: AuditLogFilter): AuditAction[] | null {
  if (kind === undefined && action === undefined) return null;
  return AUDIT_ACTIONS.filter(
    (each) =>
      (kind === undefined || actionsOfKind(kind).includes(each)) &&
      (action === undefined || each === action),
  );
}

const lineColumns = {
  id: auditLog.id,
  at: auditLog.createdAt,
  user_id: auditLog.userId,
  email: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entity_ids: auditLog.entityIds,
  details: auditLog.details,
};

/** The newest lines of one row each, older than the cursor. */
async function singleLines(
  db: WorkspaceDb,
  filter: AuditLogFilter,
  wanted: AuditAction[] | null,
): Promise<AuditEntry[]> {
  const singleActions = wanted?.filter((action) => !RUN_ACTIONS.includes(action as RunAction));
  if (singleActions?.length === 0) return [];
  const rows = await db
    .select(lineColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        inWorkspace(db.workspaceId, auditLog),
        singleActions === undefined
          ? notInArray(auditLog.action, RUN_ACTIONS)
          : inArray(auditLog.action, singleActions),
        filter.cursor === undefined ? undefined : lt(auditLog.id, filter.cursor),
        filter.user === undefined ? undefined : eq(auditLog.userId, filter.user),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return rows.map(({ at, details, ...row }) => ({
    ...row,
    at: at.toISOString(),
    until: at.toISOString(),
    records: 1,
    details: (details as Record<string, unknown> | null) ?? null,
  }));
}

/**
 * Each run as its first row says it, with the run's count, last moment and ids. An import's line
 * says its summed counters, its origin and its industry as the batches recorded it, or as its
 * source says for batches recorded before they did (a source deleted since says nothing).
 */
async function runEntries(db: WorkspaceDb, runs: RunLine[]): Promise<AuditEntry[]> {
  if (runs.length === 0) return [];
  const firsts = await db
    .select(lineColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        inWorkspace(db.workspaceId, auditLog),
        inArray(
          auditLog.id,
          runs.map((run) => run.id),
        ),
      ),
    );
  const sourceIds = firsts
    .filter((row) => row.action === 'comments.import')
    .map((row) => Number(row.entity_ids[0]))
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  const importSources =
    sourceIds.length === 0
      ? []
      : await db
          .select({
            id: sources.sourceId,
            industry: sources.industry,
            platform: sources.platform,
          })
          .from(sources)
          .where(and(inWorkspace(db.workspaceId, sources), inArray(sources.sourceId, sourceIds)));
  const sourceById = new Map(importSources.map((source) => [String(source.id), source]));
  const firstById = new Map(firsts.map((row) => [row.id, row]));
  return runs.flatMap((run) => {
    const first = firstById.get(run.id);
    if (!first) return [];
    const recorded = (first.details as Record<string, unknown> | null) ?? null;
    let details = recorded;
    if (first.action === 'comments.import') {
      const source = sourceById.get(first.entity_ids[0] ?? '');
      details = {
        kind: recorded?.kind ?? null,
        industry: recorded?.industry ?? source?.industry ?? null,
        platform: source?.platform ?? null,
        ...run.counts,
      };
    }
    return [
      {
        ...first,
        at: first.at.toISOString(),
        until: run.until.toISOString(),
        records: run.records,
        entity_ids: run.entityIds.length > 0 ? run.entityIds : first.entity_ids,
        details,
      },
    ];
  });
}
