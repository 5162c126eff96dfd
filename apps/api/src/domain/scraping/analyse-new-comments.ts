import type { WorkspaceDb } from '../../db/database';
import { analyseAndStore } from '../analysis/analyse-and-store';
import { type CommentToAnalyse, analyseRows } from '../analysis/analyse-rows';
import {
  type WaitingWork,
  analyseWaitingForProvider,
} from '../analysis/analyse-waiting-for-provider';
import type { Analyser } from '../analysis/analyser';
import { storeAnalyses } from '../analysis/store-analyses';

export type NewComment = CommentToAnalyse;

/**
 * Analyses just-imported comments of one industry, their engagement included, and says how many
 * it stored. An import a person waits on gets the rules' analysis at once where the model fails;
 * one run as a job (`work`) waits out a provider's long retry-after as an analysis job does, and
 * once the job stops stores what was made and leaves the rest unanalysed.
 */
export async function analyseNewComments(
  db: WorkspaceDb,
  options: {
    analyser: Analyser;
    industry: string;
    now: () => Date;
    work?: WaitingWork | undefined;
  },
  newComments: readonly NewComment[],
): Promise<number> {
  const { analyser, industry, work } = options;
  const passed = await analyseAndStore(db, {
    industry,
    rows: newComments,
    analyse: (rows, knownPains) =>
      work
        ? analyseWaitingForProvider(analyser, industry, rows, knownPains, work)
        : analyseRows(analyser, industry, rows, { knownPains }),
    store: (tx, analysed) => storeAnalyses(tx, analysed, options.now()),
  });
  return passed.reduce((sum, chunk) => sum + chunk.stored.length, 0);
}
