import { ALL_INDUSTRIES } from '@replica/api-client/schemas';
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { commentAnalysis, comments, sources } from '../../db/schema';
import { analysedComment, commentSource, isLiveComment } from '../insights/live-comments';
import { TOP_PAIN_POINTS } from '../insights/top-pain-points';
import type { ContentInsights } from './content-insights';

/** Enough phrases to quote across a pack's 80 items without reading the whole industry. */
const EXAMPLE_COMMENTS = 40;
const ROOT_CAUSES = 10;

/**
 * Reads the analysed live comments that feed idea and pack generation, ranked like the Reporte
 * page (spec §2). The report's own queries take one industry; these add 'todas' (every industry).
 */
export async function loadContentInsights(db: Db, industry: string): Promise<ContentInsights> {
  const scope = and(
    isLiveComment,
    industry === ALL_INDUSTRIES ? undefined : eq(sources.industry, industry),
  );
  const [painPoints, objections, rootCauses, examples] = await Promise.all([
    loadPainPoints(db, scope),
    loadObjections(db, scope),
    loadRootCauses(db, scope),
    loadExamples(db, scope),
  ]);
  return { industry, painPoints, objections, rootCauses, examples };
}

async function loadPainPoints(db: Db, scope: SQL | undefined) {
  const label = sql<string>`btrim(${commentAnalysis.painClusterLabel})`;
  const frequency = sql<number>`count(*)::int`;
  const avgRealScore = sql<number>`coalesce(avg(${commentAnalysis.realScore}), 0)`;
  return db
    .select({ label, frequency })
    .from(commentAnalysis)
    .innerJoin(comments, analysedComment)
    .innerJoin(sources, commentSource)
    .where(and(scope, sql`${label} <> ''`))
    .groupBy(label)
    .orderBy(desc(avgRealScore), desc(frequency), sql`${label} collate "C"`)
    .limit(TOP_PAIN_POINTS);
}

async function loadObjections(db: Db, scope: SQL | undefined) {
  const tag = sql<string>`coalesce(nullif(btrim(${commentAnalysis.objectionTag}), ''), 'otro')`;
  const count = sql<number>`count(*)::int`;
  return db
    .select({ tag, count })
    .from(commentAnalysis)
    .innerJoin(comments, analysedComment)
    .innerJoin(sources, commentSource)
    .where(scope)
    .groupBy(tag)
    .orderBy(desc(count), sql`${tag} collate "C"`);
}

async function loadRootCauses(db: Db, scope: SQL | undefined) {
  const rootCause = sql<string>`btrim(${commentAnalysis.rootCause})`;
  const rows = await db
    .select({ rootCause })
    .from(commentAnalysis)
    .innerJoin(comments, analysedComment)
    .innerJoin(sources, commentSource)
    .where(and(scope, sql`${rootCause} <> ''`))
    .groupBy(rootCause)
    .orderBy(desc(sql`count(*)`), sql`${rootCause} collate "C"`)
    .limit(ROOT_CAUSES);
  return rows.map((row) => row.rootCause);
}

async function loadExamples(db: Db, scope: SQL | undefined) {
  return db
    .select({
      text: comments.text,
      painCluster: sql<string>`coalesce(btrim(${commentAnalysis.painClusterLabel}), '')`,
      objectionTag: commentAnalysis.objectionTag,
      rootCause: sql<string>`coalesce(btrim(${commentAnalysis.rootCause}), '')`,
    })
    .from(commentAnalysis)
    .innerJoin(comments, analysedComment)
    .innerJoin(sources, commentSource)
    .where(scope)
    .orderBy(sql`${commentAnalysis.realScore} desc nulls last`, desc(comments.commentId))
    .limit(EXAMPLE_COMMENTS);
}
