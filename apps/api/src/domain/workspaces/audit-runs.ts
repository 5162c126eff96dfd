import type { AuditAction } from '@replica/api-client/audit-actions';
import { bulkCommentsResponseSchema } from '@replica/api-client/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { auditLog } from '../../db/schema';

/**
 * The actions one piece of work records many rows of, and what the rows of one run share besides
 * their author and action.
 */
const RUN_KEYS = {
  // Each batch of a file import writes a row naming the import's source, which all its batches
  // share (one import id, one source); an import sent in one request is a source of its own.
  'comments.import': sql`entity_ids[1]`,
  // A reclassification writes a row per source it moves, in one transaction: one created_at.
  // One line per destination and method.
  'industries.reclassify': sql`concat_ws('|', created_at::text, details->>'to', details->>'method')`,
  // Each request made with a token writes a row: a script's calls to one route are one line.
  'api-token.use': sql`concat_ws('|', entity_ids[1], details->>'method', details->>'path')`,
} satisfies Partial<Record<AuditAction, SQL>>;

export type RunAction = keyof typeof RUN_KEYS;
export const RUN_ACTIONS = Object.keys(RUN_KEYS) as RunAction[];

/**
 * Two rows of one run key further apart than this start two lines: a file import resumed the
 * next day, a token used again in the afternoon.
 */
const RUN_GAP = sql`interval '15 minutes'`;

// The counters of a file import's batches, summed over its run.
const IMPORT_COUNTS = bulkCommentsResponseSchema.keyof().options;

/** One line of runs: its first row's id, how many rows it stands for, and their sums. */
export interface RunLine {
  id: number;
  records: number;
  until: Date;
  /** The distinct first ids of its rows (a reclassification's sources); empty if none. */
  entityIds: string[];
  /** The import counters summed (`inserted`, `duplicates`…); zero for other actions. */
  counts: Record<string, number>;
}

export interface RunFilter {
  actions: readonly RunAction[];
  user?: number | undefined;
  cursor?: number | undefined;
  limit: number;
}

/**
 * The newest `limit` runs of `actions` older than `cursor`, each as one line. A row starts a run
 * unless the row before it with the same action, author and run key is at most {@link RUN_GAP}
 * older; a run is keyed by its first row's id. Later rows only ever join the newest run of their
 * key or start one, so a run's first id never changes: paging by it never splits a run over two
 * pages nor shows one twice, and a run still growing keeps its place with bigger counts.
 * Telling runs apart reads every row of these actions in the workspace, since the rows before a
 * page decide where its runs begin; they are a row per batch or call, not per comment.
 */
export async function runLines(db: WorkspaceDb, filter: RunFilter): Promise<RunLine[]> {
  if (filter.actions.length === 0) return [];
  const runKey = sql.join(
    filter.actions.map((action) => sql`when ${action} then ${RUN_KEYS[action]}`),
    sql` `,
  );
  const counts = sql.join(
    IMPORT_COUNTS.map(
      (key) =>
        sql`${key}::text, coalesce(sum(case when jsonb_typeof(details -> ${key}::text) = 'number'
          then (details ->> ${key}::text)::numeric end), 0)`,
    ),
    sql`, `,
  );
  const { rows } = await db.execute<{
    id: string | number;
    records: number;
    until_ms: number;
    entity_ids: string[] | null;
    counts: Record<string, number | string>;
  }>(sql`
    with keyed as (
      select id, action, user_id, created_at, entity_ids, details,
        case action ${runKey} end as run_key
      from ${auditLog}
      where workspace_id = ${db.workspaceId}
        and action in (${sql.join(
          filter.actions.map((action) => sql`${action}`),
          sql`, `,
        )})
        ${filter.user === undefined ? sql`` : sql`and user_id = ${filter.user}`}
    ),
    marked as (
      select *, (created_at - lag(created_at) over same_key > ${RUN_GAP}) is not false as starts
      from keyed
      window same_key as (partition by action, user_id, run_key order by id)
    ),
    numbered as (
      select *,
        count(*) filter (where starts) over (partition by action, user_id, run_key order by id)
          as run_no
      from marked
    )
    select min(id) as id, count(*)::int as records,
      extract(epoch from max(created_at))::float8 * 1000 as until_ms,
      json_agg(distinct entity_ids[1]) filter (where cardinality(entity_ids) > 0) as entity_ids,
      jsonb_build_object(${counts}) as counts
    from numbered
    group by action, user_id, run_key, run_no
    ${filter.cursor === undefined ? sql`` : sql`having min(id) < ${filter.cursor}`}
    order by min(id) desc
    limit ${filter.limit}
  `);
  return rows.map((row) => ({
    id: Number(row.id),
    records: Number(row.records),
    until: new Date(Number(row.until_ms)),
    entityIds: row.entity_ids ?? [],
    counts: Object.fromEntries(
      Object.entries(row.counts).map(([key, value]) => [key, Number(value)]),
    ),
  }));
}
