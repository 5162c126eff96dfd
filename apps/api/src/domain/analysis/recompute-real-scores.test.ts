import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { commentAnalysis } from '../../db/schema';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { seedComment, seedSource } from '../../../test-support/seed-rows';
import { createTestWorkspace } from '../../../test-support/workspaces';
import { inWorkspace } from '../in-workspace';
import { analyseAndStore } from './analyse-and-store';
import { analyseRows } from './analyse-rows';
import { rulesAnalyser } from './analyser';
import { recomputeRealScores } from './recompute-real-scores';
import { storeAnalyses } from './store-analyses';

describeOnEachDatabase((database) => {
  it('marks, as it re-clusters, the comments that still await a partner', async () => {
    const { db } = await createTestWorkspace(database());
    const industry = 'Clínica Estética';
    const sourceId = await seedSource(db, industry);
    const texts = [
      'qué caro el estacionamiento de la plaza',
      'la crema que venden aparte es carísima',
      'la crema que venden aparte cuesta demasiado caro',
    ];
    const rows = [];
    for (const text of texts) {
      rows.push({
        commentId: await seedComment(db, sourceId, { text }),
        text,
        platform: null,
        likes: null,
        replies: null,
      });
    }
    await analyseAndStore(db, {
      industry,
      rows,
      analyse: (chunk) => analyseRows(rulesAnalyser, industry, chunk),
      store: (tx, analysed) => storeAnalyses(tx, analysed, new Date()),
    });
    // Analyses stored before comments awaited partners say none does.
    await db
      .update(commentAnalysis)
      .set({ awaitsPartner: false })
      .where(inWorkspace(db.workspaceId, commentAnalysis));

    await recomputeRealScores(db, industry);
    const stored = await db
      .select({ commentId: commentAnalysis.commentId, awaits: commentAnalysis.awaitsPartner })
      .from(commentAnalysis)
      .where(inWorkspace(db.workspaceId, commentAnalysis))
      .orderBy(commentAnalysis.commentId);
    expect(stored.map((row) => row.awaits)).toEqual([true, false, false]);
    expect(
      await db
        .select({ label: commentAnalysis.painClusterLabel })
        .from(commentAnalysis)
        .where(eq(commentAnalysis.commentId, rows[0]!.commentId)),
    ).toEqual([{ label: 'precio alto del tratamiento' }]);
  });
});
