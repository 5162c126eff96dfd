/**
 * The 1,000,000-comment seed (see seed-million.ts): realistic rows made by a few set-based
 * INSERT … SELECT FROM generate_series, 250,000 at a time, through the real schema and its
 * triggers.
 *
 * What it makes: the seeded industries in uneven shares; 1,960 imports (file, bulk and scraped
 * from four platforms, with likes, replies and publication dates) of ~500 comments each and one
 * manual source per 50th comment; texts composed from Spanish, English and Spanglish fragments,
 * all different; arrival dates spread over 180 days up to now, so the last ones arrived today;
 * 2% of comments and 1% of sources soft-deleted; the newest 12% and 2.5% of the rest pending,
 * the others analysed (rules, an AI model, a few corrected by hand) with tags, emotions, pain
 * clusters, five whys (6% incomplete), root causes and real scores.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { OBJECTION_TAGS } from '../src/domain/rules-engine/taxonomy';
import {
  ASIDES,
  AUTHORS,
  CLOSERS,
  DETAILS,
  EMOTIONS,
  OBJECTIONS,
  OPENERS,
  industrySlots,
} from './million-texts';

const TAGS = [...OBJECTION_TAGS];

/** The local server the benchmarks use when DATABASE_URL is not set. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const IMPORTS = 1_960;
const CHUNK = 250_000;
const DAYS = 180;

// A well-mixed non-negative integer from (value, salt): the seed's only source of variety, so
// every run makes the same rows.
const hash = (value: string, salt: number) =>
  `(hashint8((${value}) * 1000003 + ${salt}) & 2147483647)`;

/**
 * Seeds `count` comments into workspace `workspaceId` of the migrated database at `url` and
 * answers the seconds it took (inserts, then VACUUM ANALYZE as autovacuum would after such a
 * load).
 */
export async function seedComments(
  url: string,
  count: number,
  workspaceId: number,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // For the whole connection: every row the inserts below make takes it as its workspace.
    await client.query(`select set_config('app.workspace_id', $1, false)`, [String(workspaceId)]);
    const started = performance.now();
    let phaseStarted = started;
    // Where the time goes, on stderr (stdout is for figures).
    const phase = (name: string) => {
      const now = performance.now();
      console.error(`seed: ${name} ${((now - phaseStarted) / 1000).toFixed(1)} s`);
      phaseStarted = now;
    };
    await client.query('set synchronous_commit = off');
    const end = new Date(Date.now() - 60_000);
    const manual = Math.ceil(count / 50);
    // The arrival time of comment i: evenly over DAYS days, ids growing with time.
    const at = (i: string) =>
      `($1::timestamptz - interval '${DAYS} days' + (${i})::float8 / ${count} * interval '${DAYS} days')`;

    const sources = await client.query<{ first: number; last: number }>(
      `with inserted as (
        insert into sources (industry, kind, platform, external_ref, created_at, deleted_at)
        select ($2::text[])[1 + ${hash('k', 1)} % 100], kind, platform, ref, created,
          case when ${hash('k', 2)} % 100 = 0 then least($1::timestamptz, created + interval '2 days') end
        from generate_series(0::bigint, ${IMPORTS + manual - 1}) k,
          lateral (select
            case when k >= ${IMPORTS} then 'manual' when k % 4 = 0 then 'file'
              when k % 4 = 1 then 'bulk' else 'scraper' end as kind,
            case when k < ${IMPORTS} and k % 4 >= 2
              then (array['youtube', 'instagram', 'tiktok', 'facebook'])[1 + (k / 4) % 4] end as platform,
            case when k < ${IMPORTS} then substr(md5(k::text), 1, 17) end as ref,
            case when k < ${IMPORTS} then ${at(`k * ${count} / ${IMPORTS}`)}
              else ${at(`(k - ${IMPORTS}) * 50 + 7`)} end as created) made
        order by k
        returning source_id)
      select min(source_id)::int as first, max(source_id)::int as last from inserted`,
      [end, industrySlots()],
    );
    const firstSource = sources.rows[0]!.first;
    if (sources.rows[0]!.last - firstSource !== IMPORTS + manual - 1) {
      throw new Error('the seeded sources did not get consecutive ids');
    }

    let firstComment: number | undefined;
    phase('sources');
    for (let lo = 0; lo < count; lo += CHUNK) {
      const hi = Math.min(count, lo + CHUNK) - 1;
      const inserted = await client.query<{ first: number; last: number }>(
        `with inserted as (
          insert into comments (source_id, author, text, normalized_text, platform, published_at,
            external_id, likes, replies, created_at, deleted_at)
          select ${firstSource} + k, ($2::text[])[1 + ${hash('i', 3)} % ${AUTHORS.length}], text,
            lower(text), case when scraped then platform end,
            case when scraped or ${hash('i', 4)} % 2 = 0
              then created - ${hash('i', 5)} % 20 * interval '1 day' end,
            case when scraped then 'c' || i end, case when scraped then ${hash('i', 6)} % 120 end,
            case when scraped then ${hash('i', 7)} % 15 end, created,
            case when i % 50 = 13 then least($1::timestamptz, created + interval '1 day') end
          from generate_series(${lo}::bigint, ${hi}) i,
            lateral (select
              case when i % 50 = 7 then ${IMPORTS} + i / 50 else i * ${IMPORTS} / ${count} end as k,
              ${at('i')} as created,
              ($3::text[])[1 + i % ${OPENERS.length}] || ($4::text[])[1 + i % ${OBJECTIONS.length}]
                || ($5::text[])[1 + i % ${DETAILS.length}] || ($6::text[])[1 + i % ${ASIDES.length}]
                || ($7::text[])[1 + i % ${CLOSERS.length}] as text) made,
            lateral (select k < ${IMPORTS} and k % 4 >= 2 as scraped,
              (array['youtube', 'instagram', 'tiktok', 'facebook'])[1 + (k / 4) % 4] as platform) kind
          order by i
          returning comment_id)
        select min(comment_id)::int as first, max(comment_id)::int as last from inserted`,
        [end, AUTHORS, OPENERS, OBJECTIONS.map(([text]) => text), DETAILS, ASIDES, CLOSERS],
      );
      const { first, last } = inserted.rows[0]!;
      firstComment ??= first;
      if (first !== firstComment + lo || last !== firstComment + hi) {
        throw new Error('the seeded comments did not get consecutive ids');
      }
    }

    phase('comments');
    // What autovacuum would have done by now: without statistics the planner joins the analyses
    // to fresh comments and sources as if they were empty tables, by the minute.
    await client.query('analyze comments, sources');
    phase('analyze');
    for (let lo = 0; lo < count; lo += CHUNK) {
      const hi = Math.min(count, lo + CHUNK) - 1;
      await client.query(
        `insert into comment_analysis (comment_id, objection_tag, emotion, sentiment,
          pain_cluster_label, why1, why2, why3, why4, why5, root_cause, real_score, method, model,
          analysed_at, corrected_at, rules_objection_tag, rules_emotion, rules_pain_cluster_label)
        select c.comment_id, tag, emotion,
          case when tag = 'otro' then 0.4 else -0.15 - ${hash('i', 11)} % 80 / 100.0 end,
          label, 'Rechaza la oferta: «' || said || '».',
          'Para esta persona, ' || label || ' pesa más que lo que gana.',
          'No ve cómo ' || s.industry || ' resuelve ' || label || '.',
          ($5::text[])[1 + ${hash('i', 12)} % 4],
          case when ${hash('i', 13)} % 100 < 6 then ''
            else 'La oferta no responde a su situación (' || emotion || ').' end,
          case when ${hash('i', 14)} % 100 < 3 then ''
            else 'La raíz: ' || label || ' en ' || s.industry end,
          round(0.05 + ${hash('i', 15)} % 94 / 100.0, 2), method,
          case when method <> 'reglas' and method <> 'manual' then method end, analysed,
          case when method = 'manual' then analysed end,
          case when method = 'manual' then first_tag end,
          case when method = 'manual' then emotion end,
          case when method = 'manual' then first_label end
        from comments c
        join sources s on s.source_id = c.source_id,
          lateral (select c.comment_id - ${firstComment} as i) seeded,
          lateral (select ($2::text[])[1 + i % ${OBJECTIONS.length}] as first_tag,
            ($3::text[])[1 + i % ${OBJECTIONS.length}] as first_label,
            ($4::text[])[1 + i % ${OBJECTIONS.length}] as said,
            case when ${hash('i', 16)} % 100 < 78 then 'reglas'
              when ${hash('i', 16)} % 100 < 98 then 'gpt-4o-mini' else 'manual' end as method,
            least($1::timestamptz, c.created_at + (1 + ${hash('i', 17)} % 48) * interval '1 hour')
              as analysed) analyser,
          lateral (select
            case when ${hash('i', 18)} % 10 = 0 then ($6::text[])[1 + ${hash('i', 19)} % ${TAGS.length}]
              else first_tag end as tag) tagged,
          lateral (select
            case when tag = first_tag then first_label else 'duda sobre ' || tag end as label,
            case when tag = 'otro' then 'neutral'
              else ($7::text[])[1 + ${hash('i', 20)} % ${EMOTIONS.length}] end as emotion) read
        where c.comment_id between ${firstComment! + lo} and ${firstComment! + hi}
          and i < ${Math.floor(count * 0.88)} and ${hash('i', 21)} % 40 <> 0`,
        [
          end,
          OBJECTIONS.map(([, tag]) => tag),
          OBJECTIONS.map(([, , label]) => label),
          OBJECTIONS.map(([text]) => text),
          [
            'Nadie le explicó el valor concreto antes de hablar de dinero.',
            'Lo que vio en redes no le dio pruebas de que funcione para alguien como él.',
            'Ya tuvo una mala experiencia y nada en el mensaje la desmiente.',
            'Cree que puede resolverlo por su cuenta o más adelante.',
          ],
          TAGS,
          EMOTIONS,
        ],
      );
    }
    phase('analyses');
    await client.query('vacuum analyze');
    phase('vacuum analyze');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

/** `1m` for 1,000,000, `100k` for 100,000: how figure names say a count. */
export function countLabel(count: number): string {
  return count % 1_000_000 === 0 ? `${count / 1_000_000}m` : `${Math.round(count / 1000)}k`;
}

/** A new, empty database on the server of `serverUrl`: its URL and how to drop it. */
export async function createDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
