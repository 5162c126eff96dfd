import type { CommentAnalysis } from '@replica/api-client/schemas';
import { analyseWithRules } from '../src/domain/rules-engine/rules-analyser';
import { candidateOf } from '../src/domain/rules-engine/pain-candidate';
import { clusterIndustryPains } from '../src/domain/rules-engine/cluster-pains';
import { OBJECTION_TAGS, isObjectionTag } from '../src/domain/rules-engine/taxonomy';
import type { LabelledComment } from './labelled-set';
import { type ClassificationReport, classificationReport } from './metrics';
import {
  type PairwiseScore,
  type SurfacedScore,
  pairwiseClusterScore,
  surfacedClusters,
} from './pairwise-clusters';

/** What the analyser said of one labelled comment, after the industry's clustering. */
export interface ScoredComment {
  readonly row: LabelledComment;
  readonly analysis: {
    readonly tag: string;
    readonly emotion: string;
    readonly sentiment: number;
    readonly pain: string;
    readonly realScore: number;
  };
}

export interface SetScore {
  readonly size: number;
  readonly results: readonly ScoredComment[];
  readonly tags: { readonly macroF1: number; readonly report: ClassificationReport };
  readonly otro: { readonly precision: number; readonly recall: number };
  readonly emotionAccuracy: number;
  readonly sentimentError: number;
  /** Pairwise F1 of the pain clusters within each industry; null when no pain is shared. */
  readonly clusters: PairwiseScore | null;
  /** Gold pains (of 3+ comments) surfaced as their own cluster. */
  readonly surfaced: SurfacedScore;
}

// Sets written before pains were cluster labels call every non-objection 'sin objeción' and
// label pains "for reading" only; a set counts as clustered when its pains repeat.
const NO_PAIN = 'sin objeción';

/**
 * Analyses every comment of a labelled set with the rules, clusters each industry's pains as the
 * product does, and scores tags (macro-F1, `otro` precision and recall), emotions, sentiment and
 * the pain clusters (pairwise, over the comments that voice an objection).
 */
export function scoreSet(rows: readonly LabelledComment[]): SetScore {
  return scoreAnalyses(
    rows,
    rows.map((row) =>
      analyseWithRules({ text: row.text, industry: row.industry, platform: row.platform }),
    ),
  );
}

/** Scores `analyses` of a labelled set (one per row, by any analyser) as {@link scoreSet} does. */
export function scoreAnalyses(
  rows: readonly LabelledComment[],
  analyses: readonly CommentAnalysis[],
): SetScore {
  const pains = new Array<string>(rows.length);
  const final = [...analyses];
  const industries = new Set(rows.map((row) => row.industry));
  for (const industry of industries) {
    const members = rows.flatMap((row, index) => (row.industry === industry ? [index] : []));
    const { labels, tags } = clusterIndustryPains(
      industry,
      members.map((index) =>
        candidateOf(rows[index]!.text, industry, analyses[index]!, { mayRetag: true }),
      ),
    );
    members.forEach((index, position) => {
      pains[index] = labels[position]!;
      const tag = tags[position]!;
      // Read as the objection it nearly was, as the product stores it.
      if (tag !== analyses[index]!.objection_tag && isObjectionTag(tag)) {
        const { text, platform } = rows[index]!;
        final[index] = analyseWithRules({ text, industry, platform, objection: tag });
      }
    });
  }
  const results: ScoredComment[] = rows.map((row, index) => ({
    row,
    analysis: {
      tag: final[index]!.objection_tag,
      emotion: final[index]!.emotion,
      sentiment: final[index]!.sentiment,
      pain: pains[index]!,
      realScore: final[index]!.real_score,
    },
  }));

  const report = classificationReport(
    results.map(({ row, analysis }) => ({ gold: row.objection_tag, predicted: analysis.tag })),
    OBJECTION_TAGS,
  );
  const otro = report.perLabel.find(({ label }) => label === 'otro');
  const withEmotion = results.filter(({ row }) => row.emotion !== undefined);
  const withSentiment = results.filter(({ row }) => row.sentiment !== undefined);
  const objections = results.filter(
    ({ row }) => row.objection_tag !== 'otro' && row.pain !== undefined && row.pain !== NO_PAIN,
  );
  const clustered = objections.map(({ row, analysis }) => ({
    group: row.industry,
    gold: row.pain ?? '',
    predicted: analysis.pain,
  }));
  const clusters = pairwiseClusterScore(clustered);
  return {
    size: rows.length,
    results,
    tags: { macroF1: report.macroF1, report },
    otro: { precision: otro?.precision ?? 0, recall: otro?.recall ?? 0 },
    emotionAccuracy:
      withEmotion.filter(({ row, analysis }) => row.emotion === analysis.emotion).length /
      Math.max(1, withEmotion.length),
    sentimentError:
      withSentiment.reduce(
        (sum, { row, analysis }) => sum + Math.abs((row.sentiment ?? 0) - analysis.sentiment),
        0,
      ) / Math.max(1, withSentiment.length),
    clusters: clusters.goldPairs === 0 ? null : clusters,
    surfaced: surfacedClusters(clustered),
  };
}
