import type { WorkspaceDb } from '../../db/database';
import { analyseAndStore } from '../analysis/analyse-and-store';
import { type CommentToAnalyse, analyseRows } from '../analysis/analyse-rows';
import type { Analyser } from '../analysis/analyser';
import { storeAnalyses } from '../analysis/store-analyses';

export type NewComment = CommentToAnalyse;

/** Analyses just-imported comments of one industry, their engagement included; how many. */
export async function analyseNewComments(
  db: WorkspaceDb,
  options: { analyser: Analyser; industry: string; now: () => Date },
  newComments: readonly NewComment[],
): Promise<number> {
  await analyseAndStore(db, {
    industry: options.industry,
    rows: newComments,
    analyse: (rows, knownPains) =>
      analyseRows(options.analyser, options.industry, rows, { knownPains }),
    store: (tx, analysed) => storeAnalyses(tx, analysed, options.now()),
  });
  return newComments.length;
}
