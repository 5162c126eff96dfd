import { desc, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis } from '../../db/schema';
import { analysedComments } from '../comment-query';
import type { KnownRootCause } from '../rules-engine/root-causes';

// The causes a new one is compared with: the most given of the industry, enough to hold every
// cause a marketer would read, few enough to compare in a blink.
const COMPARED_CAUSES = 300;

/** The root causes an industry's live comments give, by objection, the most given first. */
export async function knownRootCauses(
  db: WorkspaceDb,
  industry: string,
): Promise<KnownRootCause[]> {
  const rootCause = sql<string>`btrim(${commentAnalysis.rootCause})`;
  const howMany = sql<number>`count(*)::int`;
  const rows = await analysedComments(
    db,
    { tag: commentAnalysis.objectionTag, rootCause, comments: howMany },
    { industry, where: sql`${rootCause} <> ''` },
  )
    .groupBy(commentAnalysis.objectionTag, rootCause)
    .orderBy(desc(howMany), rootCause)
    .limit(COMPARED_CAUSES);
  return rows.flatMap((row) => (row.tag === null ? [] : [{ ...row, tag: row.tag }]));
}
