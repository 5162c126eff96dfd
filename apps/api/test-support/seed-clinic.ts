import type { WorkspaceDb } from '../src/db/database';
import { seedComment, seedSource } from './seed-rows';
import { analyseAndStore } from '../src/domain/analysis/analyse-and-store';
import { analyseRows } from '../src/domain/analysis/analyse-rows';
import { rulesAnalyser } from '../src/domain/analysis/analyser';
import { storeAnalyses } from '../src/domain/analysis/store-analyses';
import { CLINIC_COMMENTS } from './clinic-comments';

/**
 * Stores `texts` under `industry`, in one source, analysed by the rules and clustered and stored
 * through the product's own path, as an analysis run would.
 */
export async function seedAnalysed(
  db: WorkspaceDb,
  industry: string,
  texts: readonly string[],
): Promise<void> {
  const sourceId = await seedSource(db, industry);
  const rows = [];
  for (const text of texts) {
    const commentId = await seedComment(db, sourceId, { text });
    rows.push({ commentId, text, platform: null, likes: null, replies: null });
  }
  const now = new Date();
  await analyseAndStore(db, {
    industry,
    rows,
    analyse: (chunk) => analyseRows(rulesAnalyser, industry, chunk),
    store: (tx, analysed) => storeAnalyses(tx, analysed, now),
  });
}

/** Stores `CLINIC_COMMENTS` under `industry` (a clinic's name), as {@link seedAnalysed} does. */
export function seedClinic(db: WorkspaceDb, industry: string): Promise<void> {
  return seedAnalysed(db, industry, CLINIC_COMMENTS);
}
