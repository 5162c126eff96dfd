import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * `count` live comments in one new source of `industry`, written by one INSERT … SELECT from
 * generate_series, so a test can hold hundreds of thousands without inserting them one by one.
 * Texts are `<prefix> <n>`, n from 1; every third one gets a rules analysis.
 */
export async function seedManyComments(
  db: Db,
  sourceId: number,
  count: number,
  prefix: string,
): Promise<void> {
  await db.execute(sql`
    insert into comments (source_id, text, normalized_text, platform)
    select ${sourceId}, ${prefix} || ' ' || n, lower(${prefix}) || ' ' || n, 'YouTube'
    from generate_series(1, ${count}::int) as n`);
  await db.execute(sql`
    insert into comment_analysis (comment_id, objection_tag, emotion, sentiment,
      pain_cluster_label, real_score, method)
    select comment_id, 'precio', 'frustración', -0.5, 'precio alto', 0.75, 'reglas'
    from comments where source_id = ${sourceId} and comment_id % 3 = 0`);
}
