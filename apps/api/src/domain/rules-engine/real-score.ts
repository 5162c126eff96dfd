import type { Emotion } from './taxonomy';

/**
 * real_score: how strong and genuine an objection is, in 0..1.
 *
 *   real = Σ wᵢ · partᵢ / Σ wᵢ   over the parts that are known
 *
 * - negativity (w 0.35): how intensely the objection is felt, from sentiment and emotion; an
 *   intense objection is the one that actually blocks a sale, so it weighs most.
 * - specificity (w 0.30): amounts, times, lived experiences and names mark a real case rather
 *   than a drive-by remark (concrete first-hand detail is the classic sign of a genuine review).
 * - cluster frequency (w 0.20): a pain many people in the industry share is a market fact, not
 *   one person's mood; it describes the cluster rather than this comment, so it weighs less.
 * - engagement (w 0.15): likes and replies are other people agreeing, but they depend on the
 *   platform and the post's reach and are often unknown, so they weigh least.
 *
 * Unknown engagement is left out and the other weights scale up, so it neither raises nor
 * lowers the score. Every part is exported so `recomputeRealScores` can recompute a stored analysis
 * with the industry's real cluster frequencies.
 */
export const REAL_SCORE_WEIGHTS = {
  negativity: 0.35,
  specificity: 0.3,
  clusterFrequency: 0.2,
  engagement: 0.15,
} as const;

/**
 * The cluster share at which its frequency part is 0.5, also the neutral default when the
 * share is unknown: an industry's objections spread over a dozen or two clusters, so a
 * cluster holding 1 comment in 20 is an ordinary one.
 */
export const NEUTRAL_CLUSTER_SHARE = 0.05;

// 200 weighted interactions (likes + 2 × replies) saturate engagement: a reply costs more effort
// than a like, and likes are heavy-tailed, hence the log scale.
const ENGAGEMENT_SATURATION = 200;
const REPLY_WEIGHT = 2;

/** How much each emotion adds to negativity: anger and fear push hardest, hope not at all. */
const EMOTION_INTENSITY: Readonly<Record<Emotion, number>> = {
  enojo: 1,
  miedo: 0.9,
  desconfianza: 0.8,
  frustración: 0.7,
  tristeza: 0.7,
  confusión: 0.4,
  indiferencia: 0.15,
  esperanza: 0,
  neutral: 0,
};

export interface Engagement {
  readonly likes?: number | null;
  readonly replies?: number | null;
}

export interface RealScoreParts {
  /** 0..1, see `negativityIntensity`. */
  readonly negativity: number;
  /** 0..1, see `specificityScore`. */
  readonly specificity: number;
  /** Share (0..1) of the industry's analysed comments in this comment's pain cluster. */
  readonly clusterFrequency: number;
  /** Likes and replies when the source reports them; null or absent when unknown. */
  readonly engagement?: Engagement | null;
}

const clamp01 = (value: number) => Math.max(0, Math.min(1, Number.isFinite(value) ? value : 0));

/** Negativity in 0..1: mostly how negative the sentiment is, partly how charged the emotion is. */
export function negativityIntensity(sentiment: number, emotion: Emotion): number {
  return clamp01(0.65 * Math.max(0, -sentiment) + 0.35 * EMOTION_INTENSITY[emotion]);
}

/** Cluster frequency in 0..1, saturating: share / (share + NEUTRAL_CLUSTER_SHARE). */
export function clusterFrequencyScore(share: number): number {
  const s = clamp01(share);
  return s / (s + NEUTRAL_CLUSTER_SHARE);
}

/** Engagement in 0..1 on a log scale, or null when neither likes nor replies are known. */
export function engagementScore(engagement: Engagement | null | undefined): number | null {
  const likes = engagement?.likes;
  const replies = engagement?.replies;
  if ((likes === null || likes === undefined) && (replies === null || replies === undefined)) {
    return null;
  }
  const weighted = Math.max(0, likes ?? 0) + REPLY_WEIGHT * Math.max(0, replies ?? 0);
  return clamp01(Math.log1p(weighted) / Math.log1p(ENGAGEMENT_SATURATION));
}

/** Combines the parts into real_score (0..1, two decimals) by the formula above. */
export function realScore(parts: RealScoreParts): number {
  const engagement = engagementScore(parts.engagement);
  const w = REAL_SCORE_WEIGHTS;
  let sum =
    w.negativity * clamp01(parts.negativity) +
    w.specificity * clamp01(parts.specificity) +
    w.clusterFrequency * clusterFrequencyScore(parts.clusterFrequency);
  let total = w.negativity + w.specificity + w.clusterFrequency;
  if (engagement !== null) {
    sum += w.engagement * engagement;
    total += w.engagement;
  }
  return Math.round((sum / total) * 100) / 100;
}
