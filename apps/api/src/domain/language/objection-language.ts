import type { ObjectionLanguage } from '@replica/api-client/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { frequentTerms } from './frequent-terms';

/**
 * How many of an industry's most recent objection comments the Lenguaje tab reads: enough for
 * the frequent words to settle, few enough that the answer stays well under a second at
 * 1,000,000 comments (tokenising is linear in what is read).
 */
export const LANGUAGE_SAMPLE = 5_000;

/**
 * The words and phrases of the industry's most recent objection comments: analysed live comments
 * whose tag is an objection (not 'otro', the taxonomy's "no objection", nor blank).
 *
 * Each live source gives at most `limit` of its newest such comments through the comments' (source,
 * created_at desc) index, and the newest `limit` of those are read: the work is bounded by the
 * sample, not by the industry's size.
 *
 * @example const language = await objectionLanguage(db, 'Credit Restoration');
 */
export async function objectionLanguage(
  db: Db,
  industry: string,
  limit = LANGUAGE_SAMPLE,
): Promise<ObjectionLanguage> {
  const { rows } = await db.execute<{ text: string }>(sql`
    select recent.text
    from sources
    cross join lateral (
      select comments.text, comments.created_at, comments.comment_id
      from comments
      join comment_analysis on comment_analysis.comment_id = comments.comment_id
      where comments.source_id = sources.source_id
        and comments.deleted_at is null
        and coalesce(nullif(btrim(comment_analysis.objection_tag), ''), 'otro') <> 'otro'
      order by comments.created_at desc, comments.comment_id desc
      limit ${limit}
    ) recent
    where sources.industry = ${industry} and sources.deleted_at is null
    order by recent.created_at desc, recent.comment_id desc
    limit ${limit}
  `);
  const { words, phrases } = frequentTerms(rows.map((row) => row.text));
  return { industry, sampled: rows.length, limit, words, phrases };
}
