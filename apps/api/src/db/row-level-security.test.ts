import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../domain/audit';
import { describeOnEachDatabase } from '../../test-support/databases';
import { seedAnalysis, seedComment, seedIdea, seedSource } from '../../test-support/seed-rows';
import { createTestWorkspace } from '../../test-support/workspaces';
import type { WorkspaceDb } from './database';
import {
  actorFieldMaps,
  alerts,
  apifyAccounts,
  comments,
  ideas,
  importBatches,
  industries,
  jobChunks,
  jobs,
  painClusters,
  scraperRuns,
  sources,
  watchRuns,
  watches,
} from './schema';

// The policies of sql/row-level-security.sql on their own: every statement here forgets to
// filter by workspace on purpose, and must still see and change only its own workspace's rows.

/** Every table whose rows belong to a workspace. */
const WORKSPACE_TABLES = [
  'actor_field_maps',
  'alerts',
  'apify_accounts',
  'audit_log',
  'comment_analysis',
  'comments',
  'ideas',
  'import_batches',
  'industries',
  'industry_comment_counts',
  'industry_objection_counts',
  'industry_pain_clusters',
  'industry_root_causes',
  'job_chunks',
  'jobs',
  'pain_clusters',
  'scraper_runs',
  'sources',
  'watch_runs',
  'watches',
];

/** Account tables that name a workspace but are read outside any (sign-in, membership). */
const ACCOUNT_TABLES = ['alert_recipients', 'api_tokens', 'invitations', 'memberships', 'sessions'];

/** An industry both workspaces create under the same name. */
const SHARED = 'Compartida';

interface Seeded {
  id: number;
  db: WorkspaceDb;
  sourceId: number;
  commentIds: number[];
}

/** A row in every workspace table: `analysed` analysed comments of SHARED, one pending more. */
async function seedWorkspace(workspace: { id: number; db: WorkspaceDb }, analysed: number) {
  const { db } = workspace;
  const sourceId = await seedSource(db, SHARED);
  const commentIds: number[] = [];
  for (let index = 0; index < analysed; index += 1) {
    const commentId = await seedComment(db, sourceId, { text: `Es caro ${index}` });
    await seedAnalysis(db, commentId, {
      objectionTag: 'precio',
      painClusterLabel: 'precio alto',
      realScore: 0.5,
      rootCause: 'Sin presupuesto',
    });
    commentIds.push(commentId);
  }
  commentIds.push(await seedComment(db, sourceId, { text: 'Todavía sin analizar' }));
  await seedIdea(db, SHARED);
  // The same batch id in both: batches are keyed per workspace.
  await db.insert(importBatches).values({ batchId: 'lote-1', sourceId });
  await db.insert(scraperRuns).values({ industry: SHARED, status: 'SUCCEEDED', sourceId });
  // The same actor in both: field maps are keyed per workspace.
  await db.insert(actorFieldMaps).values({ actor: 'acme/reviews', textField: 'content.text' });
  await db
    .insert(apifyAccounts)
    .values({ tokenSealed: 'v1:sellado', username: 'agencia', connectedAt: new Date() });
  await db.insert(painClusters).values({
    industry: SHARED,
    label: 'costo de la cuota',
    objectionTag: 'precio',
    centroid: { cuota: 1 },
    size: 1,
  });
  await recordAudit(db, { userId: null, action: 'workspace.settings', entity: 'workspace' });
  const [job] = await db
    .insert(jobs)
    .values({ kind: 'recalc-real', industry: SHARED })
    .returning({ id: jobs.id });
  await db.insert(jobChunks).values({ jobId: job!.id, seq: 0, fromId: 0, toId: 0 });
  const [watch] = await db
    .insert(watches)
    .values({
      name: 'Vídeo',
      actorId: 'a~b',
      platform: 'youtube',
      industry: SHARED,
      frequency: 'daily',
      hour: 9,
    })
    .returning({ id: watches.id });
  await db.insert(watchRuns).values({ watchId: watch!.id, scheduledFor: new Date() });
  await db.insert(alerts).values({
    kind: 'rising',
    industry: SHARED,
    objectionTag: 'precio',
    week: '2030-01-14',
    subject: 'Subida',
  });
  return { ...workspace, sourceId, commentIds };
}

/** The message of a refused statement: drizzle wraps the driver's error as its `cause`. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof Error)) throw new Error('the statement was not refused');
  return error.cause instanceof Error ? error.cause.message : error.message;
}

describe('row-level security', () => {
  describeOnEachDatabase((database) => {
    let a: Seeded;
    let b: Seeded;

    beforeAll(async () => {
      a = await seedWorkspace(await createTestWorkspace(database()), 2);
      b = await seedWorkspace(await createTestWorkspace(database()), 3);
    });

    /** Rows of `table` per workspace, counted by the root connection, which sees them all. */
    async function rootCounts(table: string): Promise<Map<number, number>> {
      const { rows } = await database().db.execute<{ workspace_id: number; rows: number }>(
        sql`select workspace_id, count(*) as rows from ${sql.identifier(table)}
          where workspace_id in (${a.id}, ${b.id}) group by workspace_id`,
      );
      return new Map(rows.map((row) => [row.workspace_id, row.rows]));
    }

    it('puts every table that names a workspace, but the account ones, under forced policies', async () => {
      const { rows } = await database().db.execute<{
        name: string;
        enabled: boolean;
        forced: boolean;
      }>(
        sql`select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'workspace_id'
          where n.nspname = 'public' and c.relkind = 'r' order by 1`,
      );
      const data = rows.filter((row) => !ACCOUNT_TABLES.includes(row.name));
      expect(data.map((row) => row.name)).toEqual(WORKSPACE_TABLES);
      for (const row of data) expect(row, row.name).toMatchObject({ enabled: true, forced: true });
    });

    it('shows a workspace only its own rows of every table, with no filter in the query', async () => {
      for (const table of WORKSPACE_TABLES) {
        const expected = await rootCounts(table);
        // Both workspaces hold rows of every table, or the comparison proves nothing.
        expect(expected.get(a.id), table).toBeGreaterThan(0);
        expect(expected.get(b.id), table).toBeGreaterThan(0);
        for (const { id } of [a, b]) {
          const scoped = database().forWorkspace(id);
          const count = sql`select count(*) as rows, array_agg(distinct workspace_id) as workspaces
            from ${sql.identifier(table)}`;
          const seen = { rows: expected.get(id), workspaces: [id] };
          // A lone statement and a transaction reach the server by different paths.
          expect((await scoped.execute(count)).rows, table).toEqual([seen]);
          const inTransaction = await scoped.transaction((tx) => tx.execute(count));
          expect(inTransaction.rows, table).toEqual([seen]);
        }
      }
    });

    it("refuses an insert that names another workspace's id", async () => {
      const inA = database().forWorkspace(a.id);
      const refused = /row-level security/;
      expect(
        await refusal(inA.insert(industries).values({ workspaceId: b.id, name: 'Intrusa' })),
      ).toMatch(refused);
      expect(
        await refusal(
          inA.insert(sources).values({ workspaceId: b.id, industry: SHARED, kind: 'manual' }),
        ),
      ).toMatch(refused);
      expect(
        await refusal(
          inA.transaction((tx) =>
            tx.execute(sql`insert into comments (workspace_id, source_id, text, normalized_text)
              values (${b.id}, ${b.sourceId}, 'intruso', 'intruso')`),
          ),
        ),
      ).toMatch(refused);
      expect(
        await refusal(
          inA.insert(ideas).values({
            workspaceId: b.id,
            industry: SHARED,
            ideaType: 'video',
            hook: 'intrusa',
            angle: 'intrusa',
            scriptOutline: 'intrusa',
          }),
        ),
      ).toMatch(refused);

      const stored = await database().db.execute<{ rows: number }>(sql`
        select (select count(*) from industries where name = 'Intrusa')
          + (select count(*) from comments where text = 'intruso')
          + (select count(*) from ideas where hook = 'intrusa') as rows`);
      expect(stored.rows).toEqual([{ rows: 0 }]);
    });

    it("changes nothing of another workspace's rows named by id", async () => {
      const inA = database().forWorkspace(a.id);
      const snapshot = () =>
        Promise.all([
          database().db.select().from(sources).where(eq(sources.sourceId, b.sourceId)),
          database().db.select().from(comments).where(inArray(comments.commentId, b.commentIds)),
          database().db.select().from(ideas).where(eq(ideas.workspaceId, b.id)),
        ]);
      const before = await snapshot();

      const moved = await inA
        .update(sources)
        .set({ industry: 'sin_clasificar' })
        .where(eq(sources.sourceId, b.sourceId))
        .returning();
      expect(moved).toEqual([]);
      const softDeleted = await inA
        .update(comments)
        .set({ deletedAt: new Date() })
        .where(inArray(comments.commentId, b.commentIds))
        .returning();
      expect(softDeleted).toEqual([]);
      const deleted = await inA.transaction((tx) =>
        tx.delete(comments).where(inArray(comments.commentId, b.commentIds)).returning(),
      );
      expect(deleted).toEqual([]);
      // Even naming the other workspace outright reaches none of its rows.
      const { rows } = await inA.execute<{ deleted: number }>(sql`
        with gone as (delete from ideas where workspace_id = ${b.id} returning 1)
        select count(*) as deleted from gone`);
      expect(rows).toEqual([{ deleted: 0 }]);

      expect(await snapshot()).toEqual(before);
    });

    it('leaves nothing of the workspace on the connection the root goes on with', async () => {
      // A pooled connection goes back to the root after each of these, committed or rolled
      // back; pg's pool hands out the connection released last, so the check reads that one.
      const inA = database().forWorkspace(a.id);
      const scopedWork = [
        () => inA.execute(sql`select count(*) from comments`),
        () => inA.transaction((tx) => tx.execute(sql`select count(*) from comments`)),
        () => inA.execute(sql`select 1 / 0`),
        () =>
          inA.transaction(async (tx) => {
            await tx.execute(sql`select count(*) from comments`);
            throw new Error('rolled back on purpose');
          }),
      ];
      for (const work of scopedWork) {
        await work().catch(() => undefined);
        const { rows } = await database().db.execute<{
          setting: string | null;
          role: string;
          login: string;
        }>(sql`select current_setting('app.workspace_id', true) as setting,
          current_user as role, session_user as login`);
        expect(rows[0]?.setting ?? '').toBe('');
        expect(rows[0]?.role).toBe(rows[0]?.login);
      }
    });

    it('keeps the tallies of an industry name apart in each workspace', async () => {
      const tallies = async (db: WorkspaceDb) => {
        const { rows } = await db.execute<Record<string, number>>(sql`
          select c.live, c.unanalysed,
            (select comments from industry_objection_counts
              where industry = ${SHARED} and objection_tag = 'precio') as precio,
            (select comments from industry_pain_clusters
              where industry = ${SHARED} and label = 'precio alto') as pain,
            (select comments from industry_root_causes
              where industry = ${SHARED} and root_cause = 'Sin presupuesto') as cause
          from industry_comment_counts c where c.industry = ${SHARED}`);
        return rows;
      };
      const counts = (analysed: number) => ({
        live: analysed + 1,
        unanalysed: 1,
        precio: analysed,
        pain: analysed,
        cause: analysed,
      });
      expect(await tallies(a.db)).toEqual([counts(2)]);
      expect(await tallies(b.db)).toEqual([counts(3)]);

      // A comment of B's taken out moves B's tallies only.
      await b.db.delete(comments).where(eq(comments.commentId, b.commentIds[0]!));
      expect(await tallies(b.db)).toEqual([counts(2)]);
      expect(await tallies(a.db)).toEqual([counts(2)]);
      const shared = await database().db.execute<{ workspaces: number }>(
        sql`select count(*) as workspaces from industry_comment_counts where industry = ${SHARED}`,
      );
      expect(shared.rows).toEqual([{ workspaces: 2 }]);
    });
  });
});
