import { and, eq, gt } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industryPainClusters } from '../../db/schema';
import { labelsOf } from '../rules-engine/pain-cluster';
import { clusterIndustryPains } from '../rules-engine/pain-clusters';
import { inWorkspace } from '../in-workspace';
import type { AnalysedComment } from './store-analyses';

/**
 * Puts freshly analysed comments of an industry into the clusters it already has: each pain is
 * clustered together with the industry's live clusters (read from the tallies, weighed by their
 * size), so a new price comment joins 'precio alto del tratamiento' instead of opening a cluster
 * of one. 'Recalcular' re-clusters every comment of the industry from scratch (`recalc-real.ts`).
 */
export async function fitToIndustryClusters(
  db: WorkspaceDb,
  industry: string,
  analysed: readonly AnalysedComment[],
): Promise<AnalysedComment[]> {
  if (analysed.length === 0) return [];
  const known = labelsOf(industry);
  const existing = await db
    .select({ label: industryPainClusters.label, comments: industryPainClusters.comments })
    .from(industryPainClusters)
    .where(
      and(
        inWorkspace(db.workspaceId, industryPainClusters),
        eq(industryPainClusters.industry, industry),
        gt(industryPainClusters.comments, 0),
      ),
    );
  // Only the catalogue's labels say which objection they belong to; others stay as they are.
  const clusters = existing.flatMap(({ label, comments }) => {
    const tag = known.get(label);
    return tag === undefined ? [] : [{ tag, label, weight: comments }];
  });
  const labels = clusterIndustryPains(industry, [
    ...clusters,
    ...analysed.map(({ analysis }) => ({
      tag: analysis.objection_tag,
      label: analysis.pain_cluster_label,
    })),
  ]).slice(clusters.length);
  return analysed.map((row, index) => ({
    ...row,
    analysis: {
      ...row.analysis,
      pain_cluster_label: labels[index] ?? row.analysis.pain_cluster_label,
    },
  }));
}
