import type { WorkspaceDb } from '../../db/database';
import { type CommentToAnalyse, analyseRows, textsById } from '../analysis-runs/analyse-rows';
import type { Analyser } from '../analysis-runs/analyser';
import { fitToIndustryClusters } from '../analysis-runs/fit-industry-clusters';
import { storeAnalyses } from '../analysis-runs/store-analyses';

export type NewComment = CommentToAnalyse;

// As in the batch analysis: an AI analyser limits its own concurrent calls, and one chunk is
// stored before the next is analysed, so a failure loses at most one chunk's work.
const CHUNK_SIZE = 200;

/** Analyses just-imported comments of one industry, their engagement included; how many. */
export async function analyseNewComments(
  db: WorkspaceDb,
  options: { analyser: Analyser; industry: string; now: () => Date },
  newComments: readonly NewComment[],
): Promise<number> {
  for (let start = 0; start < newComments.length; start += CHUNK_SIZE) {
    const chunk = newComments.slice(start, start + CHUNK_SIZE);
    const analysed = await fitToIndustryClusters(
      db,
      options.industry,
      await analyseRows(options.analyser, options.industry, chunk),
      textsById(chunk),
    );
    await storeAnalyses(db, analysed, options.now());
  }
  return newComments.length;
}
