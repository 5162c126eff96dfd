import { createApiClient } from '@replica/api-client';
import { NO_CORRECTIONS } from '@replica/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { eq, inArray } from 'drizzle-orm';
import type { WorkspaceDb } from '../db/database';
import { commentAnalysis, comments } from '../db/schema';
import { signUpAndSignIn } from '../../test-support/accounts';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import {
  type SeedAnalysis,
  seedAnalysis,
  seedComment,
  seedSource,
} from '../../test-support/seed-rows';

const FIVE_WHYS = {
  why1: 'Porque el precio parece alto',
  why2: 'Porque no ve el valor',
  why3: 'Porque nadie se lo explicó',
  why4: 'Porque la oferta es confusa',
  why5: 'Porque no hay casos de éxito',
};

/** A live comment of a live source of `industry` with its analysis; the comment's id. */
async function analysed(db: WorkspaceDb, industry: string, fields: SeedAnalysis, text?: string) {
  const sourceId = await seedSource(db, industry);
  const commentId = await seedComment(db, sourceId, text === undefined ? {} : { text });
  await seedAnalysis(db, commentId, fields);
  return commentId;
}

describe('report route', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);

    it('ranks the top 10 supported pain clusters by average real score, then frequency, then label', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Reporte Doce';
      const clusters: Array<[label: string, scores: number[]]> = [
        ['Desconfianza', [0.4]],
        ['Precio', [0.9]],
        ['Tiempo', [0.8, 0.8]],
        ['Confianza', [0.8]],
        ['Beta', [0.7]],
        ['Alfa', [0.7]],
        ['Garantía', [0.6]],
        ['Resultados', [0.5]],
        ['Soporte', [0.3]],
        ['Contrato', [0.2]],
        ['Ubicación', [0.1]],
        ['Muy bajo', [0.05]],
      ];
      // Each score three times: a pain point is voiced by at least three comments.
      for (const [label, scores] of clusters) {
        for (const realScore of scores.flatMap((score) => [score, score, score])) {
          await analysed(db, industry, {
            objectionTag: 'precio',
            painClusterLabel: label,
            realScore,
            sentiment: -0.5,
          });
        }
      }
      await analysed(db, industry, {
        objectionTag: 'tiempo',
        painClusterLabel: 'Tiempo',
        realScore: null,
        sentiment: -0.7,
      });
      // Two comments are too few, and non-objections are never a pain point.
      const noise: Array<[objectionTag: string, label: string]> = [
        ['miedo', 'Ruido'],
        ['miedo', 'Ruido'],
        ['otro', 'sin objeción'],
        ['otro', 'sin objeción'],
        ['otro', 'sin objeción'],
      ];
      for (const [objectionTag, painClusterLabel] of noise) {
        await analysed(db, industry, { objectionTag, painClusterLabel, realScore: 1 });
      }
      // Deleted comments, and live comments of deleted sources, would lift 'Muy bajo' to the top.
      const deletedAt = new Date();
      const source = await seedSource(db, industry);
      const deletedComment = await seedComment(db, source, { deletedAt });
      await seedAnalysis(db, deletedComment, { painClusterLabel: 'Muy bajo', realScore: 1 });
      const deletedSource = await seedSource(db, industry, { deletedAt });
      const inDeletedSource = await seedComment(db, deletedSource);
      await seedAnalysis(db, inDeletedSource, { painClusterLabel: 'Borrado', realScore: 1 });
      // Unlabelled analyses and unanalysed comments are no pain cluster.
      await analysed(db, industry, { painClusterLabel: '  ', realScore: 1 });
      await analysed(db, industry, { realScore: 1 });
      await seedComment(db, source);

      const { topPainPoints } = await api().report({ query: { industry } });
      expect(topPainPoints.map((point) => point.pain_cluster_label)).toEqual([
        'Precio',
        'Tiempo',
        'Confianza',
        'Alfa',
        'Beta',
        'Garantía',
        'Resultados',
        'Desconfianza',
        'Soporte',
        'Contrato',
      ]);
      expect(topPainPoints[1]).toEqual({
        pain_cluster_label: 'Tiempo',
        frequency: 7,
        avg_sentiment: -0.529,
        avg_real_score: 0.8,
      });
      expect(topPainPoints[0]).toEqual({
        pain_cluster_label: 'Precio',
        frequency: 3,
        avg_sentiment: -0.5,
        avg_real_score: 0.9,
      });
    });

    it('splits analysed live comments by objection tag with one-decimal percentages', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Reporte Reparto';
      const tags = [
        ...Array<string>(7).fill('precio'),
        ...Array<string>(4).fill('tiempo'),
        ...Array<string>(2).fill('confianza'),
        ' ',
      ];
      for (const objectionTag of tags) await analysed(db, industry, { objectionTag });
      const source = await seedSource(db, industry);
      const deleted = await seedComment(db, source, { deletedAt: new Date() });
      await seedAnalysis(db, deleted, { objectionTag: 'borrado' });
      await seedComment(db, source);

      const { distribution } = await api().report({ query: { industry } });
      expect(distribution).toEqual([
        { objection_tag: 'precio', count: 7, percentage: 50 },
        { objection_tag: 'tiempo', count: 4, percentage: 28.6 },
        { objection_tag: 'confianza', count: 2, percentage: 14.3 },
        { objection_tag: 'otro', count: 1, percentage: 7.1 },
      ]);
    });

    it('shows at most 3 five-whys examples, all five whys filled in, highest real score first', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Reporte Porqués';
      const example = {
        objectionTag: 'precio',
        emotion: 'frustración',
        painClusterLabel: 'Precio',
        rootCause: 'No se comunica el valor',
        ...FIVE_WHYS,
      };
      await analysed(db, industry, { ...example, realScore: 0.5 });
      const highest = await analysed(
        db,
        industry,
        { ...example, realScore: 0.9 },
        'Es demasiado caro para lo que ofrece',
      );
      const olderTie = await analysed(db, industry, { ...example, realScore: 0.7 });
      const newerTie = await analysed(db, industry, { ...example, realScore: 0.7 });
      await analysed(db, industry, { ...example, why5: '   ', realScore: 1 });
      await analysed(db, industry, { ...example, why3: null, realScore: 0.95 });
      // A non-objection is no example of a pain, whatever whys it carries.
      await analysed(db, industry, { ...example, objectionTag: 'otro', realScore: 1 });
      const source = await seedSource(db, industry);
      const deleted = await seedComment(db, source, { deletedAt: new Date() });
      await seedAnalysis(db, deleted, { ...example, realScore: 1 });
      const deletedSource = await seedSource(db, industry, { deletedAt: new Date() });
      const inDeletedSource = await seedComment(db, deletedSource);
      await seedAnalysis(db, inDeletedSource, { ...example, realScore: 0.99 });

      const { fiveWhys } = await api().report({ query: { industry } });
      expect(fiveWhys.map((entry) => entry.comment_id)).toEqual([highest, newerTie, olderTie]);
      expect(fiveWhys[0]).toEqual({
        comment_id: highest,
        text: 'Es demasiado caro para lo que ofrece',
        objection_tag: 'precio',
        emotion: 'frustración',
        real_score: 0.9,
        pain_cluster_label: 'Precio',
        ...FIVE_WHYS,
        root_cause: 'No se comunica el valor',
      });
    });

    it('draws the five-whys examples from distinct pain clusters while there are enough', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Reporte Porqués Distintos';
      const inCluster = (painClusterLabel: string, realScore: number) =>
        analysed(db, industry, {
          objectionTag: 'precio',
          painClusterLabel,
          realScore,
          ...FIVE_WHYS,
        });
      const loudest = await inCluster('precio alto del tratamiento', 0.9);
      await inCluster('precio alto del tratamiento', 0.85);
      await inCluster('precio alto del tratamiento', 0.8);
      const fear = await inCluster('miedo a que salga mal', 0.5);
      const travel = await inCluster('gastos de traslado', 0.4);

      const { fiveWhys } = await api().report({ query: { industry } });
      expect(fiveWhys.map((entry) => entry.comment_id)).toEqual([loudest, fear, travel]);
    });

    it('answers three empty lists for an industry with nothing analysed or no such industry', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const source = await seedSource(db, 'Reporte Sin Análisis');
      await seedComment(db, source);
      const empty = {
        topPainPoints: [],
        distribution: [],
        fiveWhys: [],
        correctionsAgreement: NO_CORRECTIONS,
      };
      expect(await api().report({ query: { industry: 'Reporte Sin Análisis' } })).toEqual(empty);
      expect(await api().report({ query: { industry: 'Una industria que no existe' } })).toEqual(
        empty,
      );
    });

    it('reports on sin_clasificar when no industry is given and refuses a blank one', async () => {
      // The raw calls go signed with a session of their own: the api-client always names the
      // industry. Its account's workspace is where the report reads, so the row goes there.
      const sessionId = await signUpAndSignIn(http);
      const own = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
      const ownDb = database().forWorkspace((await own.workspaces()).current);
      for (const realScore of [0.4, 0.4, 0.4]) {
        await analysed(ownDb, 'sin_clasificar', {
          objectionTag: 'precio',
          painClusterLabel: 'Sin clasificar',
          realScore,
        });
      }
      const withoutIndustry = await http.call('GET', '/functions/v1/report', { sessionId });
      expect(withoutIndustry.status).toBe(200);
      expect(await withoutIndustry.json()).toEqual(
        await own.report({ query: { industry: 'sin_clasificar' } }),
      );
      expect((await own.report({ query: { industry: 'sin_clasificar' } })).topPainPoints).toEqual([
        expect.objectContaining({ pain_cluster_label: 'Sin clasificar' }),
      ]);

      const blank = await http.call('GET', '/functions/v1/report?industry=%20', { sessionId });
      expect(blank.status).toBe(400);
      expect(await blank.json()).toEqual({
        error: 'La industria es requerida',
        code: 'industry_required',
      });
    });

    it('orders the supported pains by how many voice them when asked, and refuses another order', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Reporte Frecuencia';
      const voiced: Array<[label: string, comments: number, realScore: number]> = [
        ['Pocos pero intensos', 3, 0.9],
        ['Muchos y tibios', 6, 0.3],
        ['Intermedio', 4, 0.5],
      ];
      for (const [painClusterLabel, comments, realScore] of voiced) {
        for (let comment = 0; comment < comments; comment += 1) {
          await analysed(db, industry, { objectionTag: 'precio', painClusterLabel, realScore });
        }
      }
      const labels = async (order: 'score' | 'frequency') =>
        (await api().report({ query: { industry, order } })).topPainPoints.map(
          (point) => point.pain_cluster_label,
        );
      expect(await labels('score')).toEqual([
        'Pocos pero intensos',
        'Intermedio',
        'Muchos y tibios',
      ]);
      expect(await labels('frequency')).toEqual([
        'Muchos y tibios',
        'Intermedio',
        'Pocos pero intensos',
      ]);

      const sessionId = await signUpAndSignIn(http);
      const refused = await http.call('GET', '/functions/v1/report?industry=X&order=random', {
        sessionId,
      });
      expect(refused.status).toBe(400);
    });

    it('answers every change at once though repeated reads are kept', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Reporte Cambiante';
      const ids: number[] = [];
      for (const realScore of [0.9, 0.8, 0.7]) {
        ids.push(
          await analysed(db, industry, {
            objectionTag: 'precio',
            painClusterLabel: 'Cuota alta',
            realScore,
            ...FIVE_WHYS,
          }),
        );
      }
      const read = () => api().report({ query: { industry } });
      const first = await read();
      expect(await read()).toEqual(first);
      expect(first.topPainPoints.map((pain) => pain.frequency)).toEqual([3]);

      // A fourth comment of the pain.
      ids.push(
        await analysed(db, industry, {
          objectionTag: 'precio',
          painClusterLabel: 'Cuota alta',
          realScore: 0.6,
          ...FIVE_WHYS,
        }),
      );
      expect((await read()).topPainPoints.map((pain) => pain.frequency)).toEqual([4]);

      // New five whys alone: no count moves, the examples do.
      await db
        .update(commentAnalysis)
        .set({ why1: 'Porque la cuota sube cada año' })
        .where(eq(commentAnalysis.commentId, ids[0]!));
      expect((await read()).fiveWhys.map((example) => example.why1)).toContain(
        'Porque la cuota sube cada año',
      );

      // A pain renamed, and a comment removed.
      await db
        .update(commentAnalysis)
        .set({ painClusterLabel: 'Inscripción aparte' })
        .where(inArray(commentAnalysis.commentId, ids));
      await db
        .update(comments)
        .set({ deletedAt: new Date() })
        .where(eq(comments.commentId, ids[3]!));
      expect((await read()).topPainPoints).toEqual([
        expect.objectContaining({ pain_cluster_label: 'Inscripción aparte', frequency: 3 }),
      ]);
    });

    it('answers 401 without a session', async () => {
      const response = await http.call('GET', '/functions/v1/report?industry=sin_clasificar');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
    });
  });
});
