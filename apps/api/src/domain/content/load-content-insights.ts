import { ALL_INDUSTRIES } from '@replica/api-client/schemas';
import { and, desc, inArray, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments } from '../../db/schema';
import { OBJECTION_TAGS, type ObjectionTag } from '../rules-engine/taxonomy';
import { analysedComments } from '../comment-query';
import { readIndustryAnswers } from '../industries/industry-answers';
import { TOP_PAIN_POINTS, painPointSupport } from '../insights/top-pain-points';
import type { ContentInsights } from './content-insights';
import type { ContentFacts } from './facts';

/** Enough comments per pain to quote across a pack's 80 items, each quote once. */
const EXAMPLES_PER_PAIN = 8;
const ROOT_CAUSES = 10;
/** Pains a model's answer may name with a count; far more than copy ever mentions. */
const COUNTED_PAINS = 50;

const label = sql<string>`btrim(${commentAnalysis.painClusterLabel})`;
const tag = sql<string>`coalesce(nullif(btrim(${commentAnalysis.objectionTag}), ''), 'otro')`;
// The objection most comments of a cluster voice: what the cluster is about.
const clusterTag = sql<string>`mode() within group (order by ${tag})`;
const howMany = sql<number>`count(*)::int`;

/**
 * Reads the analysed live comments that feed idea and pack generation, ranked like the Reporte
 * page, and counts the facts the generated text may state, with what the business answers to
 * the industry's objections. The report's own queries take one industry; these add 'todas'
 * (every industry).
 */
export async function loadContentInsights(
  db: WorkspaceDb,
  industry: string,
): Promise<ContentInsights> {
  const oneIndustry = industry === ALL_INDUSTRIES ? undefined : industry;
  const objections = await loadObjections(db, oneIndustry);
  const analysed = objections.reduce((sum, objection) => sum + objection.count, 0);
  const [painPoints, facts] = await Promise.all([
    loadPainPoints(db, oneIndustry, analysed),
    loadFacts(db, oneIndustry),
  ]);
  const labels = painPoints.map((point) => point.label);
  const [rootCauses, examples] = await Promise.all([
    loadRootCauses(db, oneIndustry, labels),
    loadExamples(db, oneIndustry, labels),
  ]);
  const answers = oneIndustry ? ((await readIndustryAnswers(db, oneIndustry))?.answers ?? {}) : {};
  return {
    industry,
    painPoints,
    objections,
    rootCauses,
    examples,
    facts: { ...facts, answers },
  };
}

function objectionTag(value: string): ObjectionTag {
  return OBJECTION_TAGS.find((known) => known === value) ?? 'otro';
}

/**
 * The pain points ideas and packs are written from: the report's (`top-pain-points.ts`), voiced
 * by enough objection comments, ranked by average real score; while fewer than ten have that
 * support (an industry of a few dozen comments), the other pains voiced by an objection follow
 * them, so a first pack still has pains to answer. Non-objections never.
 */
async function loadPainPoints(db: WorkspaceDb, industry: string | undefined, analysed: number) {
  const avgRealScore = sql<number>`coalesce(avg(${commentAnalysis.realScore}), 0)`;
  const objections = sql<number>`(count(*) filter (where ${tag} <> 'otro'))::int`;
  const rows = await analysedComments(
    db,
    { label, tag: clusterTag, frequency: howMany, objections },
    { industry, where: sql`${label} <> ''` },
  )
    .groupBy(label)
    .having(sql`${objections} > 0`)
    .orderBy(desc(avgRealScore), desc(howMany), sql`${label} collate "C"`);
  const support = await painPointSupport(
    analysed,
    (share) => rows.filter((row) => row.objections >= share).length,
  );
  const supported = rows.filter((row) => row.objections >= support);
  const unsupported = rows.filter((row) => row.objections < support);
  return [...supported, ...unsupported]
    .slice(0, TOP_PAIN_POINTS)
    .map(({ label: pain, tag: painTag, frequency }) => ({
      label: pain,
      tag: objectionTag(painTag),
      frequency,
    }));
}

async function loadObjections(db: WorkspaceDb, industry: string | undefined) {
  return analysedComments(db, { tag, count: howMany }, { industry })
    .groupBy(tag)
    .orderBy(desc(howMany), sql`${tag} collate "C"`);
}

/**
 * The root causes most comments of the pain points share: those of the pains the content answers,
 * never a non-objection's ('Es un elogio, no una objeción').
 */
async function loadRootCauses(
  db: WorkspaceDb,
  industry: string | undefined,
  labels: readonly string[],
) {
  if (labels.length === 0) return [];
  const rootCause = sql<string>`btrim(${commentAnalysis.rootCause})`;
  const rows = await analysedComments(
    db,
    { rootCause },
    {
      industry,
      where: and(sql`${rootCause} <> ''`, sql`${tag} <> 'otro'`, inArray(label, [...labels])),
    },
  )
    .groupBy(rootCause)
    .orderBy(desc(sql`count(*)`), sql`${rootCause} collate "C"`)
    .limit(ROOT_CAUSES);
  return rows.map((row) => row.rootCause);
}

/** The best-scored comments of each top pain point, highest real score first. */
async function loadExamples(
  db: WorkspaceDb,
  industry: string | undefined,
  labels: readonly string[],
) {
  if (labels.length === 0) return [];
  const rank = sql<number>`row_number() over (partition by ${label} order by ${commentAnalysis.realScore} desc nulls last, ${comments.commentId} desc)`;
  const ranked = analysedComments(
    db,
    {
      text: sql<string>`${comments.text}`.as('text'),
      painCluster: sql<string>`${label}`.as('pain_cluster'),
      objectionTag: sql<string>`${commentAnalysis.objectionTag}`.as('objection_tag'),
      rootCause: sql<string>`coalesce(btrim(${commentAnalysis.rootCause}), '')`.as('root_cause'),
      realScore: sql<number | null>`${commentAnalysis.realScore}`.as('real_score'),
      commentId: sql<number>`${comments.commentId}`.as('comment_id'),
      rank: rank.as('rank'),
    },
    { industry, where: inArray(label, [...labels]) },
  ).as('ranked');
  return db
    .select({
      text: ranked.text,
      painCluster: ranked.painCluster,
      objectionTag: ranked.objectionTag,
      rootCause: ranked.rootCause,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${EXAMPLES_PER_PAIN}`)
    .orderBy(sql`${ranked.realScore} desc nulls last`, desc(ranked.commentId));
}

/** The counts generated text may state, read in the same request as the text is written. */
async function loadFacts(db: WorkspaceDb, industry: string | undefined): Promise<ContentFacts> {
  const [total, tags, pains] = await Promise.all([
    analysedComments(db, { comments: howMany }, { industry }),
    analysedComments(db, { tag, comments: howMany }, { industry, where: sql`${tag} <> 'otro'` })
      .groupBy(tag)
      .orderBy(desc(howMany), sql`${tag} collate "C"`),
    analysedComments(
      db,
      { label, tag: clusterTag, comments: howMany },
      { industry, where: sql`${label} <> ''` },
    )
      .groupBy(label)
      .having(sql`${clusterTag} <> 'otro'`)
      .orderBy(desc(howMany), sql`${label} collate "C"`)
      .limit(COUNTED_PAINS),
  ]);
  return {
    analysedComments: total[0]?.comments ?? 0,
    objections: tags.map((row) => ({ tag: objectionTag(row.tag), comments: row.comments })),
    pains: pains.map((row) => ({ ...row, tag: objectionTag(row.tag) })),
  };
}
