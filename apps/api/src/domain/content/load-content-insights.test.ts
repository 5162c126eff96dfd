import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { WorkspaceDb } from '../../db/database';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { unknownWords } from '../../../test-support/spanish-spelling';
import { createTestWorkspace } from '../../../test-support/workspaces';
import { generateContentPack } from './content-pack';
import { contradictedFacts, textsOf } from './fact-check';
import { generateIdeas } from './generate-ideas';
import { loadContentInsights } from './load-content-insights';
import { seedClinic } from '../../../test-support/seed-clinic';

const INDUSTRY = 'Clínica Estética Hechos';

describeOnEachDatabase((database) => {
  let db: WorkspaceDb;
  beforeAll(async () => {
    ({ db } = await createTestWorkspace(database()));
    await seedClinic(db, INDUSTRY);
  });

  /** Counted straight in SQL, apart from the query under test. */
  async function counted() {
    const rows = await db.execute<{ tag: string; label: string; comments: number }>(sql`
      select coalesce(nullif(btrim(a.objection_tag), ''), 'otro') as tag,
             btrim(a.pain_cluster_label) as label, count(*)::int as comments
      from comment_analysis a
      join comments c on c.comment_id = a.comment_id and c.deleted_at is null
      join sources s on s.source_id = c.source_id and s.deleted_at is null
      where s.industry = ${INDUSTRY}
      group by 1, 2`);
    return rows.rows;
  }

  it('counts every fact the copy may state as the database holds it', async () => {
    const { facts } = await loadContentInsights(db, INDUSTRY);
    const rows = await counted();
    expect(facts.analysedComments).toBe(rows.reduce((sum, row) => sum + row.comments, 0));
    for (const { tag, comments } of facts.objections) {
      const inTag = rows.filter((row) => row.tag === tag).reduce((sum, r) => sum + r.comments, 0);
      expect(comments, tag).toBe(inTag);
    }
    expect(facts.objections.map(({ tag }) => tag)).not.toContain('otro');
    for (const { label, comments } of facts.pains) {
      const inLabel = rows
        .filter((row) => row.label === label)
        .reduce((sum, r) => sum + r.comments, 0);
      expect(comments, label).toBe(inLabel);
    }
    const objectionCounts = facts.objections.map(({ comments }) => comments);
    expect(objectionCounts).toEqual([...objectionCounts].sort((a, b) => b - a));
  });

  it("draws root causes from the pain points' objection comments only", async () => {
    const { painPoints, rootCauses } = await loadContentInsights(db, INDUSTRY);
    const rows = await db.execute<{ root_cause: string; tag: string; label: string }>(sql`
      select distinct btrim(a.root_cause) as root_cause,
             coalesce(nullif(btrim(a.objection_tag), ''), 'otro') as tag,
             btrim(a.pain_cluster_label) as label
      from comment_analysis a
      join comments c on c.comment_id = a.comment_id and c.deleted_at is null
      join sources s on s.source_id = c.source_id and s.deleted_at is null
      where s.industry = ${INDUSTRY} and btrim(a.root_cause) <> ''`);
    const painLabels = new Set(painPoints.map(({ label }) => label));
    const answerable = new Set(
      rows.rows
        .filter((row) => row.tag !== 'otro' && painLabels.has(row.label))
        .map((row) => row.root_cause),
    );
    // The fixtures hold praise and spam, whose 'root causes' say they are no objection.
    expect(rows.rows.some((row) => row.tag === 'otro')).toBe(true);
    expect(rootCauses.length).toBeGreaterThan(0);
    for (const cause of rootCauses) expect(answerable, cause).toContain(cause);
  });

  it('writes a pack and ideas for the clinic that state only true facts in correct Spanish', async () => {
    const insights = await loadContentInsights(db, INDUSTRY);
    const pack = generateContentPack(insights);
    const ideas = generateIdeas(insights);
    const texts = [...textsOf(pack), ...textsOf(ideas)];

    expect(contradictedFacts(texts, insights.facts)).toEqual([]);
    expect(unknownWords(texts)).toEqual([]);
    const all = texts.join('\n');
    // The most voiced objection of the fixtures (6 of 20 comments are about the price, in two
    // pains of three: what it costs, and having no money for it).
    expect(all).toContain('el que más nos comentan es el precio');
    expect(all).not.toContain('expensive');
    expect(all).not.toMatch(/\bEntiendo que (?!(el|la|los|las) )|\([^)]*\(|\b(de|a) el\b/u);
    expect(ideas.length).toBeGreaterThanOrEqual(4);
  });
});
