import type { AnalyzeCommentsResult } from '@replica/api-client/schemas';
import { count, isNull, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, comments } from '../../db/schema';
import { liveComments } from '../comment-query';
import { analyseAndStore } from './analyse-and-store';
import { analyseRows, commentToAnalyseColumns } from './analyse-rows';
import type { Analyser } from './analyser';
import { storeAnalyses } from './store-analyses';

export interface AnalyseBatchOptions {
  industry: string;
  maxAnalyze: number;
  sampleEvery: number;
  minCommentLength: number;
  now: Date;
  analyser: Analyser;
}

/**
 * Analyses an industry's pending (live, unanalysed) comments with `options.analyser`: up to
 * `maxAnalyze` of them, oldest first, taking every `sampleEvery`-th; the sampled ones shorter
 * than `minCommentLength` once trimmed are counted but left pending. processed_claude counts
 * the analyses an AI model made, processed_rules the rest, fallbacks included.
 */
export async function analyseBatch(
  db: WorkspaceDb,
  options: AnalyseBatchOptions,
): Promise<AnalyzeCommentsResult> {
  const pending = { industry: options.industry, where: isNull(commentAnalysis.commentId) };
  const [counted] = await liveComments(db, { total: count() }, pending);

  const ranked = liveComments(
    db,
    {
      ...commentToAnalyseColumns,
      rank: sql<number>`row_number() over (order by ${comments.createdAt}, ${comments.commentId})`.as(
        'rank',
      ),
    },
    pending,
  ).as('ranked');
  const sampled = await db
    .select()
    .from(ranked)
    .where(sql`(${ranked.rank} - 1) % ${options.sampleEvery} = 0`)
    .orderBy(ranked.rank)
    .limit(options.maxAnalyze);

  const longEnough = sampled.filter((row) => row.text.trim().length >= options.minCommentLength);
  const passed = await analyseAndStore(db, {
    industry: options.industry,
    rows: longEnough,
    analyse: (rows, knownPains) =>
      analyseRows(options.analyser, options.industry, rows, { knownPains }),
    store: (tx, analysed) => storeAnalyses(tx, analysed, options.now),
  });
  const analysed = passed.flatMap((chunk) => chunk.analysed);
  const byModel = analysed.filter((row) => row.model !== null).length;

  return {
    processed: analysed.length,
    pending_raw: counted?.total ?? 0,
    filtered_too_short: sampled.length - longEnough.length,
    processed_claude: byModel,
    processed_rules: analysed.length - byModel,
  };
}
