import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments } from '../../db/schema';
import { NEUTRAL_CLUSTER_SHARE, negativityIntensity, realScore } from '../rules-engine/real-score';
import { readDetails, specificityScore } from '../rules-engine/specificity';
import { MANUAL_METHOD } from '@replica/api-client/schemas';
import { candidateOf } from '../rules-engine/pain-candidate';
import { clusterIndustryPains } from '../rules-engine/cluster-pains';
import { rulesFiveWhys } from '../rules-engine/rules-analyser';
import { EMOTIONS, type Emotion, RULES_METHOD, isObjectionTag } from '../rules-engine/taxonomy';
import { tokenise } from '../rules-engine/tokenise';
import { analysedComments } from '../comment-query';
import { savePainClusters } from './pain-cluster-store';
import {
  type Reading,
  type Relabelled,
  type StoredWhys,
  WHY_FIELDS,
  readingAs,
  writeRelabelled,
} from './relabel-analyses';

const isEmotion = (value: string | null): value is Emotion =>
  (EMOTIONS as readonly (string | null)[]).includes(value);

interface StoredAnalysis {
  readonly text: string;
  readonly objectionTag: string | null;
  readonly method: string | null;
  readonly painClusterLabel: string | null;
}

/**
 * The pain cluster of every analysed comment of an industry, discovered afresh from what each
 * comment says (so older labels upgrade in place), and the clusters found; a hand-corrected
 * label is kept as the person wrote it. A rules analysis whose words join a pain of the
 * objection the rules nearly read it as is read as that one, as a fresh analysis would be.
 */
function reclusterPains(industry: string, rows: readonly StoredAnalysis[]) {
  const candidates = rows.flatMap((row, index) =>
    row.objectionTag === null || row.method === MANUAL_METHOD
      ? []
      : [
          {
            index,
            candidate: candidateOf(
              row.text,
              industry,
              {
                objection_tag: row.objectionTag,
                pain_cluster_label: row.painClusterLabel ?? '',
                method: row.method ?? RULES_METHOD,
              },
              { mayRetag: true },
            ),
          },
        ],
  );
  const labels = rows.map((row) => row.painClusterLabel);
  const awaiting = rows.map(() => false);
  const readings = rows.map((): Reading | undefined => undefined);
  const clustering = clusterIndustryPains(
    industry,
    candidates.map(({ candidate }) => candidate),
  );
  candidates.forEach(({ index }, position) => {
    labels[index] = clustering.labels[position] ?? null;
    awaiting[index] = clustering.awaiting[position] ?? false;
    const tag = clustering.tags[position];
    if (tag !== undefined && tag !== rows[index]!.objectionTag && isObjectionTag(tag)) {
      readings[index] = readingAs(rows[index]!.text, industry, tag);
    }
  });
  return { labels, awaiting, readings, clusters: clustering.clusters };
}

/**
 * 'Recalcular': re-clusters the pains of every analysed live comment of an industry, then
 * recomputes its real_score with the real share of its pain cluster among them (the analyser
 * only knows one comment, so it assumes a neutral share), and rewrites the five whys the rules
 * wrote in today's wording; it marks the comments left in the usual pain as awaiting a partner,
 * and reads a rules analysis as the objection it nearly was where its words join a pain of that
 * one (objection, emotion and sentiment, as a fresh analysis is stored). Returns how many
 * analyses changed (reading, cluster, score, whys or that mark); unchanged ones are not written.
 */
export async function recomputeRealScores(db: WorkspaceDb, industry: string): Promise<number> {
  const rows = await analysedComments(
    db,
    {
      commentId: comments.commentId,
      text: comments.text,
      likes: comments.likes,
      replies: comments.replies,
      sentiment: commentAnalysis.sentiment,
      emotion: commentAnalysis.emotion,
      painClusterLabel: commentAnalysis.painClusterLabel,
      awaitsPartner: commentAnalysis.awaitsPartner,
      objectionTag: commentAnalysis.objectionTag,
      method: commentAnalysis.method,
      realScore: commentAnalysis.realScore,
      why1: commentAnalysis.why1,
      why2: commentAnalysis.why2,
      why3: commentAnalysis.why3,
      why4: commentAnalysis.why4,
      why5: commentAnalysis.why5,
      root_cause: commentAnalysis.rootCause,
    },
    { industry },
  );

  const { labels, awaiting, readings, clusters } = reclusterPains(industry, rows);
  await savePainClusters(db, industry, clusters, { replaceAll: true });
  const clusterSizes = new Map<string, number>();
  for (const label of labels) {
    if (label === null) continue;
    clusterSizes.set(label, (clusterSizes.get(label) ?? 0) + 1);
  }

  const changed: Relabelled[] = [];
  rows.forEach((stored, index) => {
    const label = labels[index] ?? null;
    const reading = readings[index];
    const row = reading
      ? {
          ...stored,
          objectionTag: reading.tag,
          emotion: reading.emotion,
          sentiment: reading.sentiment,
        }
      : stored;
    // The rules' chain is rewritten as the rules word it today; a model's or a person's is kept.
    const whys: StoredWhys =
      row.method === RULES_METHOD && isObjectionTag(row.objectionTag) && label !== null
        ? rulesFiveWhys(row.text, industry, row.objectionTag, label)
        : row;
    const size = label === null ? undefined : clusterSizes.get(label);
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
    const storedScore = row.realScore === null ? null : Math.round(row.realScore * 100) / 100;
    const rewritten = WHY_FIELDS.some((field) => whys[field] !== row[field]);
    const awaitsPartner = awaiting[index] ?? false;
    if (
      reading !== undefined ||
      storedScore !== score ||
      label !== row.painClusterLabel ||
      rewritten ||
      awaitsPartner !== row.awaitsPartner
    ) {
      changed.push({ commentId: row.commentId, score, label, awaitsPartner, whys, reading });
    }
  });
  await writeRelabelled(db, changed);
  return changed.length;
}
