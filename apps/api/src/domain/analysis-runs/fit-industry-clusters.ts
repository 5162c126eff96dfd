import type { WorkspaceDb } from '../../db/database';
import { candidateOf } from '../rules-engine/pain-candidate';
import { clusterIndustryPains } from '../rules-engine/pain-clusters';
import { knownPainClusters, savePainClusters } from './pain-cluster-store';
import type { AnalysedComment } from './store-analyses';

/**
 * Puts freshly analysed comments of an industry into the pain clusters it already has: each
 * joins the stored cluster closest to what it says, or opens a new one with others that say
 * the same, and the clusters are stored with them in. 'Recalcular' re-clusters every comment
 * of the industry from scratch (`recalc-real.ts`).
 */
export async function fitToIndustryClusters(
  db: WorkspaceDb,
  industry: string,
  analysed: readonly AnalysedComment[],
  textOf: ReadonlyMap<number, string>,
): Promise<AnalysedComment[]> {
  if (analysed.length === 0) return [];
  const { labels, clusters } = clusterIndustryPains(
    industry,
    analysed.map(({ commentId, analysis }) =>
      candidateOf(textOf.get(commentId) ?? '', industry, analysis),
    ),
    await knownPainClusters(db, industry),
  );
  await savePainClusters(db, industry, clusters);
  return analysed.map((row, index) => ({
    ...row,
    analysis: {
      ...row.analysis,
      pain_cluster_label: labels[index] ?? row.analysis.pain_cluster_label,
    },
  }));
}
