import { and, desc, eq, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { painClusters } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import type { PainCluster } from '../rules-engine/cluster-pains';
import { isObjectionTag } from '../rules-engine/taxonomy';

// The strongest terms a stored cluster keeps: enough to recognise its pain, few enough that a
// cluster of thousands of varied comments stays a small row.
const PROFILE_TERMS = 40;

/** The pain clusters an industry has, for new comments to join. */
export async function knownPainClusters(db: WorkspaceDb, industry: string): Promise<PainCluster[]> {
  const rows = await db
    .select()
    .from(painClusters)
    .where(and(inWorkspace(db.workspaceId, painClusters), eq(painClusters.industry, industry)));
  return rows.flatMap((row) =>
    isObjectionTag(row.objectionTag)
      ? [
          {
            tag: row.objectionTag,
            label: row.label,
            centroid: new Map(Object.entries(row.centroid)),
            size: row.size,
          },
        ]
      : [],
  );
}

// The pains a model is offered to choose from: the most voiced, enough for any industry a
// marketer reads, few enough to keep the prompt short.
const OFFERED_PAINS = 60;

/** The labels of an industry's objection pains, most voiced first. */
export async function painLabels(db: WorkspaceDb, industry: string): Promise<string[]> {
  const rows = await db
    .select({ label: painClusters.label })
    .from(painClusters)
    .where(and(inWorkspace(db.workspaceId, painClusters), eq(painClusters.industry, industry)))
    .orderBy(desc(painClusters.size), painClusters.label)
    .limit(OFFERED_PAINS);
  return rows.map((row) => row.label);
}

function profileOf(cluster: PainCluster): Record<string, number> {
  const strongest = [...cluster.centroid]
    .filter(([, weight]) => weight > 0)
    .sort(([termA, a], [termB, b]) => b - a || termA.localeCompare(termB))
    .slice(0, PROFILE_TERMS)
    // Three decimals are plenty for a cosine and keep the JSON short.
    .map(([term, weight]) => [term, Math.round(weight * 1000) / 1000] as const);
  return Object.fromEntries(strongest);
}

/**
 * Stores clusters as they are now (their sums already hold the comments that joined them).
 * `replaceAll` (a re-clustering) first forgets every cluster of the industry.
 */
export async function savePainClusters(
  db: WorkspaceDb,
  industry: string,
  clusters: readonly PainCluster[],
  { replaceAll = false } = {},
): Promise<void> {
  if (replaceAll) {
    await db
      .delete(painClusters)
      .where(and(inWorkspace(db.workspaceId, painClusters), eq(painClusters.industry, industry)));
  }
  if (clusters.length === 0) return;
  await db
    .insert(painClusters)
    .values(
      clusters.map((cluster) => ({
        workspaceId: db.workspaceId,
        industry,
        label: cluster.label,
        objectionTag: cluster.tag,
        centroid: profileOf(cluster),
        size: cluster.size,
      })),
    )
    .onConflictDoUpdate({
      target: [painClusters.workspaceId, painClusters.industry, painClusters.label],
      set: {
        objectionTag: sql`excluded.objection_tag`,
        centroid: sql`excluded.centroid`,
        size: sql`excluded.size`,
      },
    });
}

// The first key of the lock on an industry's pain clusters; the second names the industry.
const PAIN_CLUSTERS_LOCK_CLASS = 724_219_022;

/**
 * Holds an industry's pain clusters for the rest of the transaction: another analysis of the
 * same industry waits to read them until this one has stored its comments in them.
 */
export async function lockIndustryPainClusters(tx: WorkspaceDb, industry: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PAIN_CLUSTERS_LOCK_CLASS}, hashtext(${`${tx.workspaceId}\n${industry}`}))`,
  );
}
