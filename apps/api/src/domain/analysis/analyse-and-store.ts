import type { WorkspaceDb } from '../../db/database';
import { workspaceTransaction } from '../in-workspace';
import { candidateOf } from '../rules-engine/pain-candidate';
import { clusterIndustryPains } from '../rules-engine/cluster-pains';
import { consolidateRootCauses } from '../rules-engine/root-causes';
import type { FiveWhys } from '../rules-engine/five-whys';
import { analyseWithRules, rulesFiveWhys } from '../rules-engine/rules-analyser';
import { isObjectionTag } from '../rules-engine/taxonomy';
import type { CommentToAnalyse } from './analyse-rows';
import {
  knownPainClusters,
  lockIndustryPainClusters,
  painLabels,
  savePainClusters,
} from './pain-cluster-store';
import { knownRootCauses } from './root-cause-store';
import { commentsAwaitingPartner, storeFoundPartners } from './awaiting-partners';
import type { AnalysedComment } from './store-analyses';

export interface AnalysisPass<Stored> {
  industry: string;
  rows: readonly CommentToAnalyse[];
  /**
   * Analyses a chunk of the rows, told the industry's pains now (for a model to name alike); it
   * may return fewer (a job stopping keeps what it made).
   */
  analyse: (
    rows: readonly CommentToAnalyse[],
    knownPains: readonly string[],
  ) => Promise<AnalysedComment[]>;
  /** Stores a chunk's analyses, already in their pain clusters, inside its transaction. */
  store: (tx: WorkspaceDb, analysed: readonly AnalysedComment[]) => Promise<Stored>;
  /** Rows analysed and stored together, so a failure loses at most one chunk's work. */
  chunkSize?: number;
}

export interface PassChunk<Stored> {
  /** The chunk's analyses, with their pain clusters. */
  analysed: AnalysedComment[];
  stored: Stored;
}

// An AI analyser limits its own concurrent calls; one chunk is stored before the next starts.
const CHUNK_SIZE = 200;

/**
 * The one analysis path (every caller: a single comment, a batch, a job's slice, a scraping
 * import): analyses comments of one industry, puts each into the pain cluster closest to what it
 * says (a stored one, or a new one with others that say the same), words a model's root causes
 * as the industry already does where they say the same, and stores analyses and clusters in one
 * transaction, chunk by chunk. The industry's clusters are locked from their
 * read to that commit, so two passes at once never overwrite each other's comments. 'Recalcular'
 * re-clusters every comment from scratch (`recompute-real-scores.ts`).
 */
export async function analyseAndStore<Stored>(
  db: WorkspaceDb,
  { industry, rows, analyse, store, chunkSize = CHUNK_SIZE }: AnalysisPass<Stored>,
): Promise<PassChunk<Stored>[]> {
  const passed: PassChunk<Stored>[] = [];
  // No rows is still one (empty) chunk: a caller's bookkeeping in `store` runs all the same.
  for (let start = 0; start === 0 || start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const rowOf = new Map(chunk.map((row) => [row.commentId, row] as const));
    const made = await analyse(chunk, await painLabels(db, industry));
    passed.push(
      await workspaceTransaction(db, async (tx) => {
        const analysed = await fitIntoIndustry(tx, industry, made, rowOf);
        return { analysed, stored: await store(tx, analysed) };
      }),
    );
  }
  return passed;
}

/**
 * The analyses in the industry's pain clusters, and a model's root causes in the wording the
 * industry already gives a cause that says the same.
 */
async function fitIntoIndustry(
  tx: WorkspaceDb,
  industry: string,
  fresh: readonly AnalysedComment[],
  rowOf: ReadonlyMap<number, CommentToAnalyse>,
): Promise<AnalysedComment[]> {
  const textOf = (row: AnalysedComment) => rowOf.get(row.commentId)?.text ?? '';
  if (fresh.length === 0) return [];
  await lockIndustryPainClusters(tx, industry);
  // Comments left in the usual pain for want of a partner are clustered again with the new
  // ones: the second voice of a pain surfaces it, however the comments arrive.
  const awaiting = await commentsAwaitingPartner(
    tx,
    industry,
    fresh.map((row) => ({ commentId: row.commentId, tag: row.analysis.objection_tag })),
  );
  const {
    labels,
    awaiting: stillAwaiting,
    clusters,
    tags,
  } = clusterIndustryPains(
    industry,
    [
      ...fresh.map((row) =>
        candidateOf(textOf(row), industry, row.analysis, {
          chosenPain: row.chosenPain,
          mayRetag: true,
        }),
      ),
      ...awaiting.map((row) => row.candidate),
    ],
    await knownPainClusters(tx, industry),
  );
  await savePainClusters(tx, industry, clusters);
  const analysed = fresh.map((row, index) => retagged(row, industry, tags[index], rowOf));
  await storeFoundPartners(
    tx,
    industry,
    awaiting,
    awaiting.map((_, index) => ({
      label: labels[analysed.length + index]!,
      awaitsPartner: stillAwaiting[analysed.length + index]!,
      tag: tags[analysed.length + index]!,
    })),
  );
  const byModel = analysed.some((row) => row.model !== null);
  const rootCauses = byModel
    ? consolidateRootCauses(
        analysed.map(({ analysis, model }) => ({
          tag: analysis.objection_tag,
          rootCause: analysis.root_cause,
          byModel: model !== null,
        })),
        await knownRootCauses(tx, industry),
      )
    : [];
  return analysed.map((row, index) => {
    const label = labels[index] ?? row.analysis.pain_cluster_label;
    const tag = row.analysis.objection_tag;
    // The rules' chain names the comment's pain: once it joins a cluster of another name, the
    // chain is written for that cluster, as 'Recalcular' would.
    const rulesChain: Partial<FiveWhys> =
      row.model === null && label !== row.analysis.pain_cluster_label && isObjectionTag(tag)
        ? rulesFiveWhys(textOf(row), industry, tag, label)
        : {};
    return {
      ...row,
      awaitsPartner: stillAwaiting[index] ?? false,
      analysis: {
        ...row.analysis,
        ...rulesChain,
        pain_cluster_label: label,
        root_cause: rulesChain.root_cause ?? rootCauses[index] ?? row.analysis.root_cause,
      },
    };
  });
}

/**
 * A rules analysis read again as objection `tag` when clustering found its words voice a pain of
 * that one, the objection the rules nearly chose (`secondReading`); otherwise `row` itself.
 */
function retagged(
  row: AnalysedComment,
  industry: string,
  tag: string | undefined,
  rowOf: ReadonlyMap<number, CommentToAnalyse>,
): AnalysedComment {
  const comment = rowOf.get(row.commentId);
  if (tag === undefined || tag === row.analysis.objection_tag || !isObjectionTag(tag) || !comment) {
    return row;
  }
  const { text, platform, likes, replies } = comment;
  const analysis = analyseWithRules({
    text,
    industry,
    platform,
    engagement: { likes, replies },
    objection: tag,
  });
  return { ...row, analysis };
}
