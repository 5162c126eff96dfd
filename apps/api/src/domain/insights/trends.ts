import { type ReportTrends, TREND_WEEKS } from '@replica/api-client/schemas';
import { and, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments } from '../../db/schema';
import { analysedComments } from '../comment-query';
import { localDay } from './local-day';

/** Weeks before the last one that make its baseline. */
const BASELINE_WEEKS = 4;
/** The last week must reach this multiple of the baseline… */
const RISE_FACTOR = 2;
/** …and exceed it by at least this many comments, so 1 → 2 is not news. */
const RISE_MIN_EXTRA = 5;

/**
 * The local days that bound `count` weeks, Monday to Monday, the last week holding `now`:
 * `count + 1` instants. Built on the calendar, as `localDay` is, so a week with a daylight-saving
 * change keeps its true bounds.
 *
 * @example weekBounds(new Date(2030, 0, 16), 2); // [Mon 6 Jan, Mon 13 Jan, Mon 20 Jan] 00:00
 */
export function weekBounds(now: Date, count: number): Date[] {
  const today = localDay(now).start;
  const sinceMonday = (today.getDay() + 6) % 7;
  const [year, month, day] = [today.getFullYear(), today.getMonth(), today.getDate()];
  return Array.from(
    { length: count + 1 },
    (_, index) => new Date(year, month, day - sinceMonday - 7 * (count - 1 - index)),
  );
}

/**
 * A sharp rise: the last week has at least twice the mean of the four weeks before it and at
 * least 5 comments more. The last week is the one in progress, so a tag flagged on a Tuesday has
 * already doubled and can only rise further; a partial week never makes a false alarm, it may
 * only flag late. The extra 5 keep small numbers (0 → 2) quiet.
 */
export function risingSharply(last: number, baseline: number): boolean {
  return last >= RISE_FACTOR * baseline && last - baseline >= RISE_MIN_EXTRA;
}

/** Mean of the `BASELINE_WEEKS` weeks before the last one, to two decimals. */
export function baselineOf(counts: readonly number[]): number {
  const before = counts.slice(-1 - BASELINE_WEEKS, -1);
  const mean = before.reduce((sum, count) => sum + count, 0) / BASELINE_WEEKS;
  return Math.round(mean * 100) / 100;
}

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * How many of the industry's analysed live comments of each objection tag were said in each of
 * the last 12 weeks (the current one last), and which tags rose sharply (`risingSharply`). A
 * comment's day is the platform's publication date when the source gave one, else the day it
 * arrived. One grouped query: the comments index on (source, that day) bounds it to the window.
 *
 * @example const trends = await objectionTrends(db, 'Clínica Estética', new Date());
 */
export async function objectionTrends(
  db: WorkspaceDb,
  industry: string,
  now: Date,
): Promise<ReportTrends> {
  const bounds = weekBounds(now, TREND_WEEKS);
  const saidAt = sql`coalesce(${comments.publishedAt}, ${comments.createdAt})`;
  // width_bucket numbers the weeks 1..12 against the bounds computed here in local time.
  const boundsArray = sql`array[${sql.join(
    bounds.map((bound) => sql`${bound.toISOString()}`),
    sql`, `,
  )}]::timestamptz[]`;
  const week = sql<number>`width_bucket(${saidAt}, ${boundsArray})`;
  const tag = sql<string>`coalesce(nullif(btrim(${commentAnalysis.objectionTag}), ''), 'otro')`;
  const rows = await analysedComments(
    db,
    { tag, week, count: sql<number>`count(*)::int` },
    {
      industry,
      where: and(
        sql`${saidAt} >= ${bounds[0]!.toISOString()}::timestamptz`,
        sql`${saidAt} < ${bounds[TREND_WEEKS]!.toISOString()}::timestamptz`,
      ),
    },
  )
    // By position: the bounds are parameters, and a repeated expression would not match.
    .groupBy(sql`1`, sql`2`);

  const countsByTag = new Map<string, number[]>();
  for (const row of rows) {
    const counts = countsByTag.get(row.tag) ?? new Array<number>(TREND_WEEKS).fill(0);
    counts[Number(row.week) - 1] = row.count;
    countsByTag.set(row.tag, counts);
  }
  const series = [...countsByTag].map(([objectionTag, counts]) => {
    const baseline = baselineOf(counts);
    return {
      objection_tag: objectionTag,
      counts,
      total: counts.reduce((sum, count) => sum + count, 0),
      baseline,
      rising: risingSharply(counts.at(-1) ?? 0, baseline),
    };
  });
  series.sort(
    (a, b) =>
      b.total - a.total ||
      (a.objection_tag < b.objection_tag ? -1 : a.objection_tag > b.objection_tag ? 1 : 0),
  );
  return { weeks: bounds.slice(0, TREND_WEEKS).map(isoDay), series };
}
