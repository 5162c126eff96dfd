import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';

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

// Objections of several kinds, so the rules that analyse them do their real work.
const PENDING_TEXTS = [
  'Es demasiado caro, no me alcanza el presupuesto este mes',
  'No confío en que funcione, ya probé algo parecido y no sirvió',
  'No tengo tiempo para dedicarle todos los días',
  'Me da miedo que sea una estafa, no conozco a nadie que lo use',
  'Lo voy a pensar y le comento más adelante',
  'Mi esposo no está de acuerdo con gastar en esto',
];

/** `count` live, unanalysed comments in one source, written by one INSERT … SELECT. */
export async function seedPendingComments(db: Db, sourceId: number, count: number): Promise<void> {
  await db.execute(sql`
    insert into comments (source_id, text, normalized_text, platform)
    select ${sourceId}, texts[1 + n % ${PENDING_TEXTS.length}] || ' (' || n || ')',
      lower(texts[1 + n % ${PENDING_TEXTS.length}]) || ' (' || n || ')', 'YouTube'
    from generate_series(1, ${count}::int) as n,
      (select array[${sql.join(
        PENDING_TEXTS.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[] as texts) as t`);
}

/** Live, unanalysed comments with these texts in one source, written by one INSERT … SELECT. */
export async function seedCommentTexts(
  db: Db,
  sourceId: number,
  texts: readonly string[],
): Promise<void> {
  await db.execute(sql`
    insert into comments (source_id, text, normalized_text, platform)
    select ${sourceId}, text, lower(text), 'YouTube'
    from unnest(${sql.param([...texts])}::text[]) as text`);
}
