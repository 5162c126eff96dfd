import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test-support/databases';
import { seedAnalysis, seedComment, seedSource } from '../../test-support/seed-rows';
import { createTestWorkspace } from '../../test-support/workspaces';
import type { WorkspaceDb } from './database';

// The tallies must always equal a recount from the comments, their sources and analyses, so
// every case writes the way some path of the app (or a person with psql) does, then recounts.

const LIVE = sql`c.deleted_at is null and s.deleted_at is null`;

async function recounted(db: WorkspaceDb) {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute<Record<string, unknown>>(query)).rows.map((row) => JSON.stringify(row));
  return {
    counts: await rows(sql`
      select s.industry, count(*)::int as live,
        count(*) filter (where a.comment_id is null)::int as unanalysed,
        count(*) filter (where a.method = 'manual')::int as corrections,
        count(*) filter (where a.method = 'manual'
          and a.objection_tag is not distinct from a.rules_objection_tag)::int as same_tag,
        count(*) filter (where a.method = 'manual'
          and a.emotion is not distinct from a.rules_emotion)::int as same_emotion,
        count(*) filter (where a.method = 'manual'
          and a.pain_cluster_label is not distinct from a.rules_pain_cluster_label)::int as same_cluster
      from comments c join sources s on s.source_id = c.source_id
      left join comment_analysis a on a.comment_id = c.comment_id
      where ${LIVE} group by 1 order by 1`),
    tags: await rows(sql`
      select s.industry, coalesce(nullif(btrim(a.objection_tag), ''), 'otro') as tag, count(*)::int as n
      from comment_analysis a join comments c on c.comment_id = a.comment_id
      join sources s on s.source_id = c.source_id where ${LIVE} group by 1, 2 order by 1, 2`),
    clusters: await rows(sql`
      select s.industry, btrim(a.pain_cluster_label) as label, count(*)::int as n,
        round(coalesce(avg(a.real_score), 0)::numeric, 9)::text as score,
        round(avg(a.sentiment)::numeric, 9)::text as sentiment
      from comment_analysis a join comments c on c.comment_id = a.comment_id
      join sources s on s.source_id = c.source_id
      where ${LIVE} and btrim(a.pain_cluster_label) <> '' group by 1, 2 order by 1, 2`),
    causes: await rows(sql`
      select s.industry, btrim(a.root_cause) as cause, count(*)::int as n
      from comment_analysis a join comments c on c.comment_id = a.comment_id
      join sources s on s.source_id = c.source_id
      where ${LIVE} and btrim(a.root_cause) <> '' group by 1, 2 order by 1, 2`),
  };
}

async function tallied(db: WorkspaceDb) {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute<Record<string, unknown>>(query)).rows.map((row) => JSON.stringify(row));
  return {
    counts: await rows(sql`
      select industry, live, unanalysed, corrections, corrections_same_tag as same_tag,
        corrections_same_emotion as same_emotion, corrections_same_cluster as same_cluster
      from industry_comment_counts where live <> 0 or unanalysed <> 0 order by 1`),
    tags: await rows(sql`
      select industry, objection_tag as tag, comments as n from industry_objection_counts
      where comments <> 0 order by 1, 2`),
    clusters: await rows(sql`
      select industry, label, comments as n,
        round(coalesce(real_score_sum / nullif(real_scores, 0), 0), 9)::text as score,
        round(sentiment_sum / nullif(sentiments, 0), 9)::text as sentiment
      from industry_pain_clusters where comments <> 0 order by 1, 2`),
    causes: await rows(sql`
      select industry, root_cause as cause, comments as n from industry_root_causes
      where comments <> 0 order by 1, 2`),
  };
}

describe('industry tallies', () => {
  describeOnEachDatabase((database) => {
    let db: WorkspaceDb;
    let source: number;
    let other: number;
    const ids: number[] = [];

    async function expectExact() {
      expect(await tallied(db)).toEqual(await recounted(db));
    }

    beforeAll(async () => {
      ({ db } = await createTestWorkspace(database()));
      source = await seedSource(db, 'Tallies Uno');
      other = await seedSource(db, 'Tallies Dos');
      for (let index = 0; index < 6; index += 1) {
        ids.push(
          await seedComment(db, index < 4 ? source : other, { text: `Comentario ${index}` }),
        );
      }
    });

    it('counts new comments as live and pending', async () => {
      await expectExact();
      const [counts] = (
        await db.execute<{ live: number; unanalysed: number }>(
          sql`select live, unanalysed from industry_comment_counts where industry = 'Tallies Uno'`,
        )
      ).rows;
      expect(counts).toEqual({ live: 4, unanalysed: 4 });
    });

    it('follows analyses inserted, upserted, corrected and recalculated', async () => {
      await seedAnalysis(db, ids[0]!, {
        objectionTag: 'precio',
        painClusterLabel: ' precio alto ',
        realScore: 0.7,
        sentiment: -0.5,
        rootCause: 'Sin dinero',
      });
      await seedAnalysis(db, ids[1]!, { objectionTag: ' ', painClusterLabel: 'precio alto' });
      await seedAnalysis(db, ids[4]!, { objectionTag: 'miedo', rootCause: 'Sin dinero ' });
      await expectExact();
      await db.execute(sql`
        insert into comment_analysis (comment_id, objection_tag, pain_cluster_label, real_score, method)
        values (${ids[0]}, 'confianza', 'estafa', 0.3, 'reglas'), (${ids[2]}, 'tiempo', 'lento', 0.9, 'reglas')
        on conflict (comment_id) do update set objection_tag = excluded.objection_tag,
          pain_cluster_label = excluded.pain_cluster_label, real_score = excluded.real_score`);
      await expectExact();
      // A correction by hand keeps what the rules said; one of them agrees on the emotion.
      await db.execute(sql`
        update comment_analysis set objection_tag = 'precio', method = 'manual',
          rules_objection_tag = objection_tag, rules_emotion = emotion,
          rules_pain_cluster_label = pain_cluster_label
        where comment_id in (${ids[2]}, ${ids[4]})`);
      await expectExact();
      await db.execute(sql`
        update comment_analysis set real_score = 0.11 where comment_id in (${ids[0]}, ${ids[1]})`);
      await expectExact();
    });

    it('follows comments soft-deleted, restored and hard-deleted, analysed or not', async () => {
      await db.execute(
        sql`update comments set deleted_at = now() where comment_id in (${ids[0]}, ${ids[3]})`,
      );
      await expectExact();
      await db.execute(sql`update comments set deleted_at = null where comment_id = ${ids[0]}`);
      await expectExact();
      await db.execute(sql`delete from comments where comment_id in (${ids[1]}, ${ids[3]})`);
      await expectExact();
      await db.execute(sql`delete from comment_analysis where comment_id = ${ids[2]}`);
      await expectExact();
    });

    it('follows sources soft-deleted, restored and moved to another industry', async () => {
      await db.execute(sql`update sources set deleted_at = now() where source_id = ${other}`);
      await expectExact();
      await db.execute(sql`update sources set deleted_at = null where source_id = ${other}`);
      await db.execute(sql`update sources set industry = 'Tallies Uno' where source_id = ${other}`);
      await expectExact();
    });

    it('follows an industry renamed', async () => {
      await db.execute(sql`update industries set name = 'Tallies Tres' where name = 'Tallies Uno'`);
      await expectExact();
      const [renamed] = (
        await db.execute<{ live: number }>(
          sql`select live from industry_comment_counts where industry = 'Tallies Tres'`,
        )
      ).rows;
      expect(renamed?.live).toBeGreaterThan(0);
    });
  });
});
