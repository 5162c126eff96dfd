import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { WorkspaceDb } from '../../db/database';
import { commentAnalysis, painClusters } from '../../db/schema';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { seedComment, seedSource } from '../../../test-support/seed-rows';
import { createTestWorkspace } from '../../../test-support/workspaces';
import { inWorkspace } from '../in-workspace';
import { analyseAndStore } from './analyse-and-store';
import { type CommentToAnalyse, analyseRows } from './analyse-rows';
import { rulesAnalyser } from './analyser';
import { recomputeRealScores } from './recompute-real-scores';
import { storeAnalyses } from './store-analyses';
import { analyseWithRules, rulesFiveWhys } from '../rules-engine/rules-analyser';

const PRICE_OF_SIGNING_UP = [
  'La inscripción cuesta carísima, no la pienso pagar',
  'Cobran una inscripción muy cara aparte de la cuota',
  'Es muy caro pagar la inscripción para empezar',
  'La inscripción es demasiado cara para lo que dan',
];

// Read alone as price, nearly as a rival; the others say the same rival.
const RIVAL_CARDS = [
  'Yo preferí meter $500 de depósito en el Capital One y usarlo pa la gasolina. Funcionó chido',
  'Mejor una tarjeta asegurada con depósito del banco, con eso armas historial tú solo',
  'Con una tarjeta de depósito del Discover subes más rápido que con cualquier compañía de esas',
];

async function pendingComments(db: WorkspaceDb, industry: string, texts: readonly string[]) {
  const sourceId = await seedSource(db, industry);
  const rows: CommentToAnalyse[] = [];
  for (const text of texts) {
    rows.push({
      commentId: await seedComment(db, sourceId, { text }),
      text,
      platform: null,
      likes: null,
      replies: null,
    });
  }
  return rows;
}

const byRules = (industry: string) => (rows: readonly CommentToAnalyse[]) =>
  analyseRows(rulesAnalyser, industry, rows);

/** One pass of the rules over `rows`, stored as analysed now. */
const byRulesNow = (db: WorkspaceDb, industry: string, rows: readonly CommentToAnalyse[]) =>
  analyseAndStore(db, {
    industry,
    rows,
    analyse: byRules(industry),
    store: (tx, analysed) => storeAnalyses(tx, analysed, new Date()),
  });

async function storedReadings(db: WorkspaceDb) {
  return db
    .select({
      tag: commentAnalysis.objectionTag,
      label: commentAnalysis.painClusterLabel,
      emotion: commentAnalysis.emotion,
      sentiment: commentAnalysis.sentiment,
      awaits: commentAnalysis.awaitsPartner,
      why1: commentAnalysis.why1,
    })
    .from(commentAnalysis)
    .where(inWorkspace(db.workspaceId, commentAnalysis))
    .orderBy(commentAnalysis.commentId);
}

async function storedLabels(db: WorkspaceDb) {
  const rows = await db
    .select({ commentId: commentAnalysis.commentId, label: commentAnalysis.painClusterLabel })
    .from(commentAnalysis)
    .where(inWorkspace(db.workspaceId, commentAnalysis));
  return new Map(rows.map((row) => [row.commentId, row.label]));
}

describeOnEachDatabase((database) => {
  it('analyses, clusters and stores chunk by chunk; a failure loses only its own chunk', async () => {
    const { db } = await createTestWorkspace(database());
    const industry = 'Gimnasio';
    const rows = await pendingComments(db, industry, PRICE_OF_SIGNING_UP);
    const now = new Date();
    let chunks = 0;
    await expect(
      analyseAndStore(db, {
        industry,
        rows,
        chunkSize: 2,
        analyse: async (chunk) => {
          chunks += 1;
          if (chunks === 2) throw new Error('the model went away');
          return byRules(industry)(chunk);
        },
        store: (tx, analysed) => storeAnalyses(tx, analysed, now),
      }),
    ).rejects.toThrow('the model went away');
    const firstChunk = await storedLabels(db);
    expect([...firstChunk.keys()].sort()).toEqual(rows.slice(0, 2).map((row) => row.commentId));

    const passed = await analyseAndStore(db, {
      industry,
      rows: rows.slice(2),
      chunkSize: 2,
      analyse: byRules(industry),
      store: (tx, analysed) => storeAnalyses(tx, analysed, now),
    });
    // What each chunk returns is what was stored: the analyses with their pain clusters.
    const labels = await storedLabels(db);
    for (const { commentId, analysis } of passed.flatMap((chunk) => chunk.analysed)) {
      expect(labels.get(commentId)).toBe(analysis.pain_cluster_label);
    }
    // The four say one pain, so they share one stored cluster, which counts them all.
    expect(new Set(labels.values()).size).toBe(1);
    const clusters = await db
      .select({ label: painClusters.label, size: painClusters.size })
      .from(painClusters)
      .where(and(inWorkspace(db.workspaceId, painClusters), eq(painClusters.industry, industry)));
    expect(clusters).toEqual([{ label: [...labels.values()][0], size: 4 }]);
  });

  it('counts every comment in its cluster when two passes of one industry run at once', async () => {
    const { db } = await createTestWorkspace(database());
    const industry = 'Gimnasio a la vez';
    const texts = Array.from({ length: 6 }, (_, index) =>
      PRICE_OF_SIGNING_UP.map((text) => `${text} (${index})`),
    ).flat();
    const rows = await pendingComments(db, industry, texts);
    const now = new Date();
    const pass = (part: readonly CommentToAnalyse[]) =>
      analyseAndStore(db, {
        industry,
        rows: part,
        chunkSize: 4,
        analyse: byRules(industry),
        store: (tx, analysed) => storeAnalyses(tx, analysed, now),
      });
    await Promise.all([pass(rows.slice(0, 12)), pass(rows.slice(12))]);

    const perLabel = new Map<string | null, number>();
    for (const label of (await storedLabels(db)).values()) {
      perLabel.set(label, (perLabel.get(label) ?? 0) + 1);
    }
    const clusters = await db
      .select({ label: painClusters.label, size: painClusters.size })
      .from(painClusters)
      .where(and(inWorkspace(db.workspaceId, painClusters), eq(painClusters.industry, industry)));
    expect(clusters.reduce((sum, cluster) => sum + cluster.size, 0)).toBe(rows.length);
    for (const cluster of clusters) expect(perLabel.get(cluster.label)).toBe(cluster.size);
  });

  it('writes the rules’ five whys for the cluster each comment joined', async () => {
    const { db } = await createTestWorkspace(database());
    const industry = 'Gimnasio';
    const rows = await pendingComments(db, industry, PRICE_OF_SIGNING_UP);
    const [passed] = await byRulesNow(db, industry, rows);
    const stored = await db
      .select({
        commentId: commentAnalysis.commentId,
        label: commentAnalysis.painClusterLabel,
        why1: commentAnalysis.why1,
        rootCause: commentAnalysis.rootCause,
      })
      .from(commentAnalysis)
      .where(inWorkspace(db.workspaceId, commentAnalysis));
    expect(stored).toHaveLength(4);
    for (const row of stored) {
      const text = rows.find((candidate) => candidate.commentId === row.commentId)!.text;
      const chain = rulesFiveWhys(text, industry, 'precio', row.label!);
      expect(row.why1).toBe(chain.why1);
      expect(row.rootCause).toBe(chain.root_cause);
    }
    // The pain the chain names is the cluster's ('el costo de la inscripción').
    expect(stored[0]!.why1).toMatch(/^Le pesa el costo de la inscripción: «/u);
    expect(passed!.analysed.map(({ analysis }) => analysis.why1)).toEqual(
      expect.arrayContaining(stored.map((row) => row.why1)),
    );
  });

  it('clusters a comment alone in its pain again when a later analysis brings its partner', async () => {
    const { db } = await createTestWorkspace(database());
    const industry = 'Clínica Estética';
    const [alone, partner] = await pendingComments(db, industry, [
      'qué caro el estacionamiento de la plaza',
      'muy caro pagar el estacionamiento de la plaza cada vez',
    ]);
    const pass = (rows: readonly CommentToAnalyse[]) => byRulesNow(db, industry, rows);
    const stored = async () => {
      const rows = await db
        .select({
          commentId: commentAnalysis.commentId,
          label: commentAnalysis.painClusterLabel,
          awaits: commentAnalysis.awaitsPartner,
          why1: commentAnalysis.why1,
        })
        .from(commentAnalysis)
        .where(inWorkspace(db.workspaceId, commentAnalysis));
      return new Map(rows.map((row) => [row.commentId, row]));
    };

    await pass([alone!]);
    const first = (await stored()).get(alone!.commentId)!;
    expect(first).toMatchObject({ label: 'precio alto del tratamiento', awaits: true });

    await pass([partner!]);
    const after = await stored();
    const label = after.get(partner!.commentId)!.label!;
    expect(label).not.toBe('precio alto del tratamiento');
    expect(after.get(alone!.commentId)).toMatchObject({ label, awaits: false });
    // The rules' chain of the comment that found its partner names its new cluster.
    expect(after.get(alone!.commentId)!.why1).toBe(
      rulesFiveWhys(alone!.text, industry, 'precio', label).why1,
    );
    const clusters = await db
      .select({ label: painClusters.label, size: painClusters.size })
      .from(painClusters)
      .where(and(inWorkspace(db.workspaceId, painClusters), eq(painClusters.industry, industry)));
    expect(clusters).toEqual([{ label, size: 2 }]);
  });

  it('stores a comment as the objection it nearly was when it voices a pain of that one', async () => {
    const { db } = await createTestWorkspace(database());
    const industry = 'Credit Restoration';
    const rows = await pendingComments(db, industry, RIVAL_CARDS);
    const [passed] = await byRulesNow(db, industry, rows);
    const stored = await storedReadings(db);
    expect(stored.map((row) => row.tag)).toEqual(['competencia', 'competencia', 'competencia']);
    const label = stored[1]!.label!;
    expect(stored[0]).toMatchObject({
      label,
      emotion: analyseWithRules({ text: rows[0]!.text, industry, objection: 'competencia' })
        .emotion,
      why1: rulesFiveWhys(rows[0]!.text, industry, 'competencia', label).why1,
    });
    expect(passed!.analysed[0]!.analysis.objection_tag).toBe('competencia');
    const clusters = await db
      .select({ tag: painClusters.objectionTag, size: painClusters.size })
      .from(painClusters)
      .where(and(inWorkspace(db.workspaceId, painClusters), eq(painClusters.industry, industry)));
    expect(clusters).toEqual([{ tag: 'competencia', size: 3 }]);
  });

  it('has Recalcular mark the comments that still await a partner', async () => {
    const { db } = await createTestWorkspace(database());
    const industry = 'Clínica Estética';
    const rows = await pendingComments(db, industry, [
      'qué caro el estacionamiento de la plaza',
      'la crema que venden aparte es carísima',
      'la crema que venden aparte cuesta demasiado caro',
    ]);
    await byRulesNow(db, industry, rows);
    // Analyses stored before comments awaited partners say none does.
    await db
      .update(commentAnalysis)
      .set({ awaitsPartner: false })
      .where(inWorkspace(db.workspaceId, commentAnalysis));

    await recomputeRealScores(db, industry);
    const stored = await db
      .select({ label: commentAnalysis.painClusterLabel, awaits: commentAnalysis.awaitsPartner })
      .from(commentAnalysis)
      .where(inWorkspace(db.workspaceId, commentAnalysis))
      .orderBy(commentAnalysis.commentId);
    expect(stored.map((row) => row.awaits)).toEqual([true, false, false]);
    expect(stored[0]!.label).toBe('precio alto del tratamiento');
  });

  it('has Recalcular read a stored analysis as the objection it nearly was, once', async () => {
    const { db } = await createTestWorkspace(database());
    const industry = 'Credit Restoration';
    const rows = await pendingComments(db, industry, RIVAL_CARDS);
    await byRulesNow(db, industry, rows);
    // Stored before a second reading existed: as the rules first read it, in the usual pain.
    const first = analyseWithRules({ text: rows[0]!.text, industry });
    await db
      .update(commentAnalysis)
      .set({
        objectionTag: first.objection_tag,
        emotion: first.emotion,
        sentiment: first.sentiment,
        painClusterLabel: first.pain_cluster_label,
      })
      .where(
        and(
          inWorkspace(db.workspaceId, commentAnalysis),
          eq(commentAnalysis.commentId, rows[0]!.commentId),
        ),
      );
    expect((await storedReadings(db))[0]!.tag).toBe('precio');

    expect(await recomputeRealScores(db, industry)).toBeGreaterThan(0);
    const stored = await storedReadings(db);
    const again = analyseWithRules({ text: rows[0]!.text, industry, objection: 'competencia' });
    expect(stored.map((row) => row.tag)).toEqual(['competencia', 'competencia', 'competencia']);
    expect(stored[0]).toMatchObject({ label: stored[1]!.label, emotion: again.emotion });
    expect(stored[0]!.sentiment).toBeCloseTo(again.sentiment, 2);
    // Read as the rival now, it is not read back: a second Recalcular changes nothing.
    expect(await recomputeRealScores(db, industry)).toBe(0);
  });

  it('reads a comment awaiting a partner as the objection it nearly was when one comes', async () => {
    const { db } = await createTestWorkspace(database());
    const industry = 'Credit Restoration';
    const [alone, ...later] = await pendingComments(db, industry, [
      ...RIVAL_CARDS,
      'qué caro sale todo esto, no me alcanza',
    ]);
    await byRulesNow(db, industry, [alone!]);
    expect(await storedReadings(db)).toEqual([
      expect.objectContaining({ tag: 'precio', awaits: true }),
    ]);

    await byRulesNow(db, industry, later);
    const stored = await storedReadings(db);
    const again = analyseWithRules({ text: alone!.text, industry, objection: 'competencia' });
    expect(stored.map((row) => row.tag)).toEqual([
      'competencia',
      'competencia',
      'competencia',
      'precio',
    ]);
    expect(stored[0]).toMatchObject({
      label: stored[1]!.label,
      emotion: again.emotion,
      awaits: false,
    });
  });

  it('runs the caller’s store once, with nothing, when there is nothing to analyse', async () => {
    const { db } = await createTestWorkspace(database());
    const stores: number[] = [];
    const passed = await analyseAndStore(db, {
      industry: 'Vacía',
      rows: [],
      analyse: byRules('Vacía'),
      store: async (_tx, analysed) => stores.push(analysed.length),
    });
    expect(stores).toEqual([0]);
    expect(passed).toHaveLength(1);
  });
});
