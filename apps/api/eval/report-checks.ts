import { MIN_PAIN_COMMENTS, TOP_PAIN_POINTS } from '../src/domain/insights/top-pain-points';
import type { ScoredComment } from './score-set';

/** What the eval checks of each industry's top-10 pain points. */
export interface ReportChecks {
  readonly industries: number;
  /** Entries shown over all industries. */
  readonly entries: number;
  /** Entries voiced by fewer than 3 comments (the report never shows one). */
  readonly underSupported: number;
  /** Entries most of whose comments are, by the gold labels, no objection at all. */
  readonly nonObjections: number;
  /** Entries at least 60% of whose comments share one gold pain. */
  readonly pure: number;
}

const PURE_SHARE = 0.6;

/**
 * The report's top pain points of each industry of a scored set, ranked as the product ranks
 * them (clusters of at least 3 objection comments, by average real score), and how many of
 * them are noise by the gold labels.
 */
export function reportChecks(results: readonly ScoredComment[]): ReportChecks {
  const byCluster = new Map<string, ScoredComment[]>();
  for (const result of results) {
    if (result.analysis.tag === 'otro') continue;
    const key = `${result.row.industry}\u0000${result.analysis.pain}`;
    byCluster.set(key, [...(byCluster.get(key) ?? []), result]);
  }
  const byIndustry = new Map<string, ScoredComment[][]>();
  for (const [key, members] of byCluster) {
    if (members.length < MIN_PAIN_COMMENTS) continue;
    const industry = key.split('\u0000')[0]!;
    byIndustry.set(industry, [...(byIndustry.get(industry) ?? []), members]);
  }
  const mean = (members: readonly ScoredComment[]) =>
    members.reduce((sum, { analysis }) => sum + analysis.realScore, 0) / members.length;
  const shown = [...byIndustry.values()].flatMap((clusters) =>
    [...clusters]
      .sort((a, b) => mean(b) - mean(a) || b.length - a.length)
      .slice(0, TOP_PAIN_POINTS),
  );
  const mostCommonShare = (
    members: readonly ScoredComment[],
    key: (r: ScoredComment) => string,
  ) => {
    const counts = new Map<string, number>();
    for (const member of members) counts.set(key(member), (counts.get(key(member)) ?? 0) + 1);
    return Math.max(...counts.values()) / members.length;
  };
  return {
    industries: byIndustry.size,
    entries: shown.length,
    underSupported: shown.filter((members) => members.length < MIN_PAIN_COMMENTS).length,
    nonObjections: shown.filter(
      (members) =>
        members.filter(({ row }) => row.objection_tag === 'otro').length * 2 > members.length,
    ).length,
    pure: shown.filter(
      (members) => mostCommonShare(members, ({ row }) => row.pain ?? '') >= PURE_SHARE,
    ).length,
  };
}
