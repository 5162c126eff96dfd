import type { WorkspaceDb } from '../src/db/database';
import { seedComment, seedSource } from './seed-rows';
import { fitToIndustryClusters } from '../src/domain/analysis-runs/fit-industry-clusters';
import { storeAnalyses } from '../src/domain/analysis-runs/store-analyses';
import { analyseWithRules } from '../src/domain/rules-engine/rules-analyser';
import { CLINIC_COMMENTS } from './clinic-comments';

/**
 * Stores `CLINIC_COMMENTS` under `industry` (a clinic's name), in one source, analysed by the
 * rules and clustered and stored through the product's own path, as an analysis run would.
 */
export async function seedClinic(db: WorkspaceDb, industry: string): Promise<void> {
  const sourceId = await seedSource(db, industry);
  const analysed = [];
  const texts = new Map<number, string>();
  for (const text of CLINIC_COMMENTS) {
    const commentId = await seedComment(db, sourceId, { text });
    texts.set(commentId, text);
    analysed.push({
      commentId,
      analysis: analyseWithRules({ text, industry }),
      model: null,
      fallbackReason: null,
    });
  }
  await storeAnalyses(db, await fitToIndustryClusters(db, industry, analysed, texts), new Date());
}
