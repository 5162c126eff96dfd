import { sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis } from '../../db/schema';
import { analyseWithRules } from '../rules-engine/rules-analyser';
import type { ObjectionTag } from '../rules-engine/taxonomy';

export const WHY_FIELDS = ['why1', 'why2', 'why3', 'why4', 'why5', 'root_cause'] as const;

export type StoredWhys = Record<(typeof WHY_FIELDS)[number], string | null>;

/** How a stored rules analysis reads as the objection it nearly was, where clustering moved it. */
export interface Reading {
  readonly tag: ObjectionTag;
  readonly emotion: string;
  readonly sentiment: number;
}

/** `text` read by the rules as objection `tag`: what its stored analysis changes to. */
export function readingAs(text: string, industry: string, tag: ObjectionTag): Reading {
  const { emotion, sentiment } = analyseWithRules({ text, industry, objection: tag });
  return { tag, emotion, sentiment };
}

/** A stored analysis given a pain cluster again, with what changes alongside. */
export interface Relabelled {
  readonly commentId: number;
  readonly label: string | null;
  readonly awaitsPartner: boolean;
  /** The five whys written for the new cluster; left out (or a null field): kept as stored. */
  readonly whys?: StoredWhys | undefined;
  /** Its real score recomputed; left out: kept. */
  readonly score?: number | undefined;
  /** Its objection, emotion and sentiment read again; left out: kept. */
  readonly reading?: Reading | undefined;
}

// Rows per UPDATE ... FROM (VALUES ...): fourteen parameters each, well under the drivers' limits.
const CHUNK_SIZE = 500;

/**
 * Writes stored analyses' new clusters (and readings, whys and scores where given), chunk by chunk.
 */
export async function writeRelabelled(
  db: WorkspaceDb,
  changes: readonly Relabelled[],
): Promise<void> {
  for (let start = 0; start < changes.length; start += CHUNK_SIZE) {
    const values = changes.slice(start, start + CHUNK_SIZE).map(
      ({ commentId, label, awaitsPartner, whys, score, reading }) =>
        sql`(${commentId}::bigint, ${score ?? null}::real, ${label}::text, ${awaitsPartner}::boolean,
          ${reading?.tag ?? null}::text, ${reading?.emotion ?? null}::text, ${reading?.sentiment ?? null}::real, ${sql.join(
            WHY_FIELDS.map((field) => sql`${whys?.[field] ?? null}::text`),
            sql`, `,
          )})`,
    );
    await db.execute(sql`
      update ${commentAnalysis}
      set real_score = coalesce(relabelled.score, ${commentAnalysis.realScore}),
        pain_cluster_label = relabelled.label, awaits_partner = relabelled.awaits_partner,
        objection_tag = coalesce(relabelled.tag, ${commentAnalysis.objectionTag}),
        emotion = coalesce(relabelled.emotion, ${commentAnalysis.emotion}),
        sentiment = coalesce(relabelled.sentiment, ${commentAnalysis.sentiment}),
        why1 = coalesce(relabelled.why1, ${commentAnalysis.why1}),
        why2 = coalesce(relabelled.why2, ${commentAnalysis.why2}),
        why3 = coalesce(relabelled.why3, ${commentAnalysis.why3}),
        why4 = coalesce(relabelled.why4, ${commentAnalysis.why4}),
        why5 = coalesce(relabelled.why5, ${commentAnalysis.why5}),
        root_cause = coalesce(relabelled.root_cause, ${commentAnalysis.rootCause})
      from (values ${sql.join(values, sql`, `)})
        as relabelled (comment_id, score, label, awaits_partner, tag, emotion, sentiment, why1, why2, why3, why4, why5, root_cause)
      where ${commentAnalysis.commentId} = relabelled.comment_id
        and ${commentAnalysis.workspaceId} = ${db.workspaceId}`);
  }
}
