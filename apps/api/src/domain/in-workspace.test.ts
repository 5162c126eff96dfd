import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db, WorkspaceDb } from '../db/database';
import { scraperRuns } from '../db/schema';
import { describeOnEachDatabase } from '../../test-support/databases';
import { seedAnalysis, seedComment, seedIdea, seedSource } from '../../test-support/seed-rows';
import { createTestWorkspace } from '../../test-support/workspaces';
import { analyseComment } from './analysis/analyse-comment';
import { rulesAnalyser } from './analysis/analyser';
import { deleteComments } from './comments/delete-comments';
import { inboxPage } from './comments/inbox';
import { loadContentInsights } from './content/load-content-insights';
import { correctComment } from './corrections/correct-comment';
import { inboxExportBatches } from './export/inbox-export';
import { deleteIdea } from './ideas/delete-idea';
import { liveIdeas } from './ideas/live-ideas';
import { industryNames } from './industries/industry-names';
import { industrySummaries } from './industries/industry-summaries';
import { dashboardMetrics } from './insights/dashboard-metrics';
import { industryReport } from './insights/industry-report';
import { localDay } from './insights/local-day';
import { objectionTrends } from './insights/trends';
import { objectionLanguage } from './wording/objection-language';
import { objectionsOverview } from './wording/objections-overview';
import { recentScraperRuns } from './scraping/list-runs';
import { claimImport } from './scraping/scraper-run-store';

// The second layer of workspace scoping on its own: each query names its workspace, so it answers
// the workspace's rows even where row-level security is not in force. The root connection (a
// superuser on PGlite and on CI's PostgreSQL) bypasses the policies; posing as a workspace's db, it
// runs the domain's own code with nothing but the queries' filters between workspaces.

/** An industry both workspaces create under the same name, with different comments. */
const SHARED = 'Compartida';
/** A word every text of a workspace carries, and no answer to the other may. */
const MARKERS = { a: 'albaricoque', b: 'berenjena' } as const;

interface Seeded {
  id: number;
  db: WorkspaceDb;
  commentIds: number[];
  ideaId: number;
  runId: number;
}

/** `analysed` analysed comments of SHARED, one pending more, an idea and a scraper run. */
async function seedWorkspace(workspace: { id: number; db: WorkspaceDb }, marker: string) {
  const { db } = workspace;
  const analysed = marker === MARKERS.a ? 2 : 3;
  const sourceId = await seedSource(db, SHARED);
  const commentIds: number[] = [];
  for (let index = 0; index < analysed; index += 1) {
    const commentId = await seedComment(db, sourceId, {
      text: `Es demasiado caro, ${marker} ${index}`,
    });
    const why = `Porque ${marker}`;
    await seedAnalysis(db, commentId, {
      objectionTag: 'precio',
      painClusterLabel: `precio ${marker}`,
      realScore: 0.5 + index / 10,
      sentiment: -0.5,
      why1: why,
      why2: why,
      why3: why,
      why4: why,
      why5: why,
      rootCause: `Sin ${marker}`,
    });
    commentIds.push(commentId);
  }
  commentIds.push(await seedComment(db, sourceId, { text: `Todavía sin analizar ${marker}` }));
  const ideaId = await seedIdea(db, SHARED, { hook: `¿Caro? ${marker}` });
  const [run] = await db
    .insert(scraperRuns)
    .values({ apifyRunId: `run-${marker}`, industry: SHARED, status: 'SUCCEEDED', urlHint: marker })
    .returning({ id: scraperRuns.id });
  return { ...workspace, commentIds, ideaId, runId: run!.id };
}

describe('queries that name their workspace', () => {
  describeOnEachDatabase((database) => {
    let a: Seeded;
    let b: Seeded;
    const now = new Date();

    beforeAll(async () => {
      a = await seedWorkspace(await createTestWorkspace(database()), MARKERS.a);
      b = await seedWorkspace(await createTestWorkspace(database()), MARKERS.b);
    });

    /** The root connection, which row-level security does not hold, posing as `id`'s db. */
    function unguarded(id: number): WorkspaceDb {
      return Object.assign(Object.create(database().db) as Db, { workspaceId: id });
    }

    /** Each read of the domain, as a route makes it. */
    const reads: Record<string, (db: WorkspaceDb) => Promise<unknown>> = {
      inbox: (db) => inboxPage(db, { industry: SHARED, limit: 50 }),
      inboxPending: (db) => inboxPage(db, { industry: SHARED, limit: 50, pending: true }),
      inboxSearch: (db) => inboxPage(db, { industry: SHARED, limit: 50, q: 'caro' }),
      industrySummaries,
      industryNames,
      report: (db) => industryReport(db, SHARED),
      trends: (db) => objectionTrends(db, SHARED, now),
      ideas: (db) => liveIdeas(db, SHARED),
      dashboard: (db) => dashboardMetrics(db, localDay(now)),
      objectionsOverview,
      language: (db) => objectionLanguage(db, SHARED),
      contentInsights: (db) => loadContentInsights(db, SHARED),
      inboxExport: async (db) => {
        const batches = [];
        for await (const batch of inboxExportBatches(db, { industry: SHARED })) batches.push(batch);
        return batches;
      },
      scraperRuns: recentScraperRuns,
    };

    it('reads from a connection that row-level security does not hold', async () => {
      const { rows } = await unguarded(a.id).execute<{ workspaces: number }>(
        sql`select count(distinct workspace_id)::int as workspaces from comments
          where workspace_id in (${a.id}, ${b.id})`,
      );
      expect(rows).toEqual([{ workspaces: 2 }]);
    });

    it('answers every read with its own workspace’s rows alone, as row-level security does', async () => {
      for (const [name, read] of Object.entries(reads)) {
        for (const [own, other] of [
          [a, MARKERS.b],
          [b, MARKERS.a],
        ] as const) {
          const answer = await read(unguarded(own.id));
          expect(JSON.stringify(answer), name).not.toContain(other);
          expect(answer, name).toEqual(await read(database().forWorkspace(own.id)));
        }
      }
      // Not an empty answer that passes for a right one.
      expect(JSON.stringify(await reads.inbox!(unguarded(a.id)))).toContain(MARKERS.a);
    });

    it('changes none of another workspace’s rows named by id', async () => {
      const inA = unguarded(a.id);
      const snapshot = () =>
        database().db.execute(sql`
          select (select json_agg(c order by comment_id) from comments c
                   where workspace_id = ${b.id}) as comments,
                 (select json_agg(x order by comment_id) from comment_analysis x
                   where workspace_id = ${b.id}) as analyses,
                 (select json_agg(i) from ideas i where workspace_id = ${b.id}) as ideas,
                 (select json_agg(r) from scraper_runs r where workspace_id = ${b.id}) as runs`);
      const before = await snapshot();

      expect(await deleteComments(inA, b.commentIds, 1, now)).toBe(0);
      expect(await deleteIdea(inA, b.ideaId, 1, now)).toBe(false);
      const [analysedOfB, pendingOfB] = [b.commentIds[0]!, b.commentIds.at(-1)!];
      expect(
        await correctComment(inA, { comment_id: analysedOfB, objection_tag: 'tiempo' }, 1, now),
      ).toBeNull();
      expect(
        await analyseComment(inA, {
          commentId: pendingOfB,
          forceReanalyze: true,
          force: true,
          now,
          analyser: rulesAnalyser,
        }),
      ).toBeNull();
      expect(await claimImport(inA, b.runId, now)).toBeNull();

      expect((await snapshot()).rows).toEqual(before.rows);
    });
  });
});
