import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { commentAnalysis, comments, sources } from '../../db/schema';
import { NEUTRAL_CLUSTER_SHARE, negativityIntensity, realScore } from '../analysis/real-score';
import { readDetails, specificityScore } from '../analysis/specificity';
import { EMOTIONS, type Emotion } from '../analysis/taxonomy';
import { tokenise } from '../analysis/tokenise';
import { analysedComment, commentSource, isLiveComment } from '../insights/live-comments';

// Rows per UPDATE ... FROM (VALUES ...): two parameters each, well under the drivers' limits.
const CHUNK_SIZE = 500;

const isEmotion = (value: string | null): value is Emotion =>
  (EMOTIONS as readonly (string | null)[]).includes(value);

/**
 * Recomputes real_score of every analysed live comment of an industry with the real share of
 * its pain cluster among them (the analyser only knows one comment, so it assumes a neutral
 * share). Returns how many scores changed; unchanged ones are not written.
 */
export async function recalcReal(db: Db, industry: string): Promise<number> {
  const rows = await db
    .select({
      commentId: comments.commentId,
      text: comments.text,
      likes: comments.likes,
      replies: comments.replies,
      sentiment: commentAnalysis.sentiment,
      emotion: commentAnalysis.emotion,
      painClusterLabel: commentAnalysis.painClusterLabel,
      realScore: commentAnalysis.realScore,
    })
    .from(comments)
    .innerJoin(sources, commentSource)
    .innerJoin(commentAnalysis, analysedComment)
    .where(and(eq(sources.industry, industry), isLiveComment));

  const clusterSizes = new Map<string, number>();
  for (const row of rows) {
    if (row.painClusterLabel === null) continue;
    clusterSizes.set(row.painClusterLabel, (clusterSizes.get(row.painClusterLabel) ?? 0) + 1);
  }

  const changed: Array<{ commentId: number; score: number }> = [];
  for (const row of rows) {
    const size = row.painClusterLabel === null ? undefined : clusterSizes.get(row.painClusterLabel);
    const tokens = tokenise(row.text);
    const score = realScore({
      // A stored emotion outside the taxonomy (an AI model's own word) adds no intensity.
      negativity: negativityIntensity(
        row.sentiment ?? 0,
        isEmotion(row.emotion) ? row.emotion : 'neutral',
      ),
      specificity: specificityScore(readDetails(row.text, tokens), tokens),
      clusterFrequency: size === undefined ? NEUTRAL_CLUSTER_SHARE : size / rows.length,
      engagement: { likes: row.likes, replies: row.replies },
    });
    // real_score is a float4: compare at the formula's two decimals, not bit for bit.
    const stored = row.realScore === null ? null : Math.round(row.realScore * 100) / 100;
    if (stored !== score) changed.push({ commentId: row.commentId, score });
  }

  for (let start = 0; start < changed.length; start += CHUNK_SIZE) {
    const values = changed
      .slice(start, start + CHUNK_SIZE)
      .map(({ commentId, score }) => sql`(${commentId}::bigint, ${score}::real)`);
    await db.execute(sql`
      update ${commentAnalysis} set real_score = recalculated.score
      from (values ${sql.join(values, sql`, `)}) as recalculated (comment_id, score)
      where ${commentAnalysis.commentId} = recalculated.comment_id`);
  }
  return changed.length;
}
