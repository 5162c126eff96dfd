import { createApiClient } from '@replica/api-client';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { auditLog, commentAnalysis, sources } from '../db/schema';
import { signUpAndSignIn } from '../../test-support/accounts';
import { signedInClient } from '../../test-support/api-session';
import { mainPainLabel } from '../domain/rules-engine/pain-facet-labels';
import { rulesFiveWhys } from '../domain/rules-engine/rules-analyser';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedAnalysis, seedComment, seedSource } from '../../test-support/seed-rows';
import { rejection } from '../../test-support/rejection';

/** An industry no other test writes to, so tests can share one database. */
const newIndustry = () => `Industria ${randomBytes(4).toString('hex')}`;
const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('analysis routes', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);
    let sessionId = '';
    beforeAll(async () => {
      sessionId = await signUpAndSignIn(http);
    });
    const db = () => database().forWorkspace(api.workspaceId());
    const storedAnalysis = async (commentId: number, scoped = db()) => {
      const [row] = await scoped
        .select()
        .from(commentAnalysis)
        .where(eq(commentAnalysis.commentId, commentId));
      return row;
    };

    describe('analyze-comment', () => {
      it('analyses a live comment with the rules and stores it', async () => {
        const source = await seedSource(db(), newIndustry());
        const commentId = await seedComment(db(), source, {
          text: 'Es demasiado caro, 500 dólares al mes no los puedo pagar',
        });
        const result = await api().analyzeComment({ body: { comment_id: commentId } });
        expect(result.method).toBe('reglas');
        expect(result.objection_tag).toBe('precio');
        expect(result.real_score).toBeGreaterThan(0);
        expect(await storedAnalysis(commentId)).toMatchObject({
          method: 'reglas',
          model: null,
          fallbackReason: null,
          objectionTag: result.objection_tag,
          painClusterLabel: result.pain_cluster_label,
        });
      });

      it('returns a stored analysis unless asked to redo it', async () => {
        // The api-client always asks to redo, so the first call goes raw, signed with
        // `sessionId`: the comment is seeded in that account's own workspace, the only one it sees.
        const own = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
        const ownDb = database().forWorkspace((await own.workspaces()).current);
        const source = await seedSource(ownDb, newIndustry());
        const commentId = await seedComment(ownDb, source, { text: 'No confío en ellos' });
        await seedAnalysis(ownDb, commentId, {
          method: 'ia',
          model: 'un-modelo',
          objectionTag: 'precio',
          painClusterLabel: 'Etiqueta guardada',
          realScore: 0.4,
        });
        const kept = await http.call('POST', '/functions/v1/analyze-comment', {
          sessionId,
          json: { comment_id: commentId, forceAnalyze: true, forceReanalyze: false },
        });
        expect(await kept.json()).toEqual({
          method: 'ia',
          objection_tag: 'precio',
          pain_cluster_label: 'Etiqueta guardada',
          real_score: 0.4,
        });
        const redone = await own.analyzeComment({ body: { comment_id: commentId } });
        expect(redone.method).toBe('reglas');
        expect(await storedAnalysis(commentId, ownDb)).toMatchObject({
          method: 'reglas',
          model: null,
        });
      });

      it('surfaces a pain when a second comment voices what one analysed earlier said', async () => {
        const industry = newIndustry();
        const usual = mainPainLabel('precio', industry);
        const source = await seedSource(db(), industry);
        const first = await seedComment(db(), source, {
          text: 'qué caro el estacionamiento de la plaza',
        });
        const second = await seedComment(db(), source, {
          text: 'muy caro pagar el estacionamiento de la plaza cada vez',
        });
        const alone = await api().analyzeComment({ body: { comment_id: first } });
        expect(alone.pain_cluster_label).toBe(usual);

        const paired = await api().analyzeComment({ body: { comment_id: second } });
        expect(paired.pain_cluster_label).not.toBe(usual);
        expect(await storedAnalysis(first)).toMatchObject({
          painClusterLabel: paired.pain_cluster_label,
          awaitsPartner: false,
        });
      });

      it('answers an unknown or deleted comment with 404 Error al analizar', async () => {
        const source = await seedSource(db(), newIndustry());
        const deleted = await seedComment(db(), source, { deletedAt: new Date() });
        const deletedSource = await seedSource(db(), newIndustry(), { deletedAt: new Date() });
        const inDeletedSource = await seedComment(db(), deletedSource);
        for (const id of [999_999_999, deleted, inDeletedSource]) {
          const error = await rejection(api().analyzeComment({ body: { comment_id: id } }));
          expect([error.status, error.message]).toEqual([404, 'Error al analizar']);
        }
        expect(await storedAnalysis(deleted)).toBeUndefined();
      });
    });

    describe('analyze-comments', () => {
      it('counts pending, samples oldest first and leaves short comments pending', async () => {
        const industry = newIndustry();
        const source = await seedSource(db(), industry);
        const start = new Date('2026-01-01T10:00:00Z');
        const texts = [
          'El precio es demasiado alto para mí',
          'No tengo tiempo para esto ahora',
          ' caro  ',
          'No confío en lo que prometen',
          'Mi esposa tiene que aprobarlo primero',
          'Ya uso otra empresa más barata',
        ];
        const ids: number[] = [];
        for (const [index, text] of texts.entries()) {
          ids.push(
            await seedComment(db(), source, { text, createdAt: minutesAfter(start, index) }),
          );
        }
        // Not pending: already analysed, or deleted.
        const analysed = await seedComment(db(), source, { createdAt: minutesAfter(start, -5) });
        await seedAnalysis(db(), analysed);
        await seedComment(db(), source, { deletedAt: new Date() });

        const result = await api().analyzeComments({
          body: { industry, maxAnalyze: 3, sampleEvery: 2 },
        });
        expect(result).toEqual({
          processed: 2,
          pending_raw: 6,
          filtered_too_short: 1,
          processed_claude: 0,
          processed_rules: 2,
        });
        // Ranks 1, 3 and 5 were sampled; the third is too short.
        const pending = await api().inbox({ query: { industry, pending: 'true', limit: 50 } });
        expect(pending.items.map((item) => item.comment_id).sort((a, b) => a - b)).toEqual([
          ids[1],
          ids[2],
          ids[3],
          ids[5],
        ]);
        expect((await storedAnalysis(ids[0] ?? 0))?.method).toBe('reglas');
        expect((await storedAnalysis(ids[4] ?? 0))?.method).toBe('reglas');
      });

      it('stops at maxAnalyze and then finishes the rest', async () => {
        const industry = newIndustry();
        const source = await seedSource(db(), industry);
        for (let index = 0; index < 5; index += 1) {
          await seedComment(db(), source, { text: `Es muy caro, comentario número ${index}` });
        }
        expect(await api().analyzeComments({ body: { industry, maxAnalyze: 3 } })).toMatchObject({
          processed: 3,
          pending_raw: 5,
        });
        expect(await api().analyzeComments({ body: { industry } })).toMatchObject({
          processed: 2,
          pending_raw: 2,
        });
        expect((await api().inbox({ query: { industry, pending: 'true' } })).total).toBe(0);
        expect(await api().analyzeComments({ body: { industry } })).toMatchObject({
          processed: 0,
          pending_raw: 0,
          filtered_too_short: 0,
        });
      });
    });

    describe('recalc-real', () => {
      const scoreOf = async (commentId: number) => (await storedAnalysis(commentId))?.realScore;

      it('recomputes scores with the industry cluster frequencies', async () => {
        const industry = newIndustry();
        const source = await seedSource(db(), industry);
        const seeded = (label: string, objectionTag = 'precio') => ({
          objectionTag,
          painClusterLabel: label,
          sentiment: -0.6,
          emotion: 'frustración',
          realScore: 0,
        });
        const lonely = await seedComment(db(), source, { text: 'Es demasiado caro' });
        await seedAnalysis(db(), lonely, seeded('Precio alto'));

        expect(await api().recalcReal({ body: { industry } })).toEqual({ updated: 1 });
        const alone = (await scoreOf(lonely)) ?? 0;
        expect(alone).toBeGreaterThan(0);
        expect(await api().recalcReal({ body: { industry } })).toEqual({ updated: 0 });

        // Nineteen comments in another cluster make the first one's cluster rare.
        for (let index = 0; index < 19; index += 1) {
          const other = await seedComment(db(), source, { text: `No tengo tiempo ${index}` });
          await seedAnalysis(db(), other, seeded('Falta de tiempo', 'tiempo'));
        }
        expect(await api().recalcReal({ body: { industry } })).toEqual({ updated: 20 });
        expect((await scoreOf(lonely)) ?? 1).toBeLessThan(alone);
      });

      it('re-clusters the pains by meaning, upgrading older labels in place', async () => {
        const industry = 'Clínica Estética';
        const source = await seedSource(db(), industry);
        const older = [
          ['El tratamiento está carísimo', 'precio alto del tratamiento'],
          ['cobran 300 por sesión', 'costo por sesión alto'],
          ['muy caro, no me alcanza', 'sin dinero para pagar'],
          ['me da miedo que me quede chueca la cara', 'miedo a que salga mal'],
          ['tengo miedo a las consecuencias', 'miedo a las consecuencias'],
        ] as const;
        const ids: number[] = [];
        for (const [text, label] of older) {
          const id = await seedComment(db(), source, { text });
          ids.push(id);
          const objectionTag = label.startsWith('miedo') ? 'miedo' : 'precio';
          await seedAnalysis(db(), id, { objectionTag, painClusterLabel: label, method: 'reglas' });
        }
        const { updated } = await api().recalcReal({ body: { industry } });
        expect(updated).toBeGreaterThanOrEqual(3);
        const labels = await Promise.all(
          ids.map(async (id) => (await storedAnalysis(id))?.painClusterLabel),
        );
        expect(labels).toEqual([
          ...Array(3).fill('precio alto del tratamiento'),
          ...Array(2).fill('miedo a que salga mal'),
        ]);
        const report = await api().report({ query: { industry } });
        const frequencies = new Map(
          report.topPainPoints.map((point) => [point.pain_cluster_label, point.frequency]),
        );
        expect(frequencies.get('precio alto del tratamiento')).toBeGreaterThanOrEqual(3);
        expect(frequencies.has('costo por sesión alto')).toBe(false);
      });

      it('rewrites the five whys the rules wrote in older wording, and keeps a model or person chain', async () => {
        const industry = 'Clínica Estética Porqués';
        const source = await seedSource(db(), industry);
        const oldChain = {
          why1: 'Entiendo que miedo a las consecuencias preocupe',
          why2: 'la causa es que riesgo percibido sin respuesta: miedo a efectos secundarios',
          why3: 'Por qué 3',
          why4: 'Por qué 4',
          why5: 'Por qué 5',
          rootCause: 'Riesgo percibido sin respuesta: miedo a las consecuencias',
        };
        const text = 'Me da miedo que me quede la cara rara';
        const byRules = await seedComment(db(), source, { text });
        await seedAnalysis(db(), byRules, {
          objectionTag: 'miedo',
          painClusterLabel: 'miedo a que salga mal',
          method: 'reglas',
          ...oldChain,
        });
        const byModel = await seedComment(db(), source, { text });
        await seedAnalysis(db(), byModel, {
          objectionTag: 'miedo',
          painClusterLabel: 'miedo a que salga mal',
          method: 'gpt-4o-mini',
          ...oldChain,
        });

        await api().recalcReal({ body: { industry } });

        const stored = await storedAnalysis(byRules);
        // Today's chain for the comment in the cluster it was re-clustered into.
        const today = rulesFiveWhys(text, industry, 'miedo', stored!.painClusterLabel!);
        expect(stored).toMatchObject({
          why1: today.why1,
          why2: today.why2,
          why5: today.why5,
          rootCause: today.root_cause,
        });
        expect(today.why1).toBe(
          'Le impide decidirse el miedo a quedar artificial: «Me da miedo que me quede la cara rara».',
        );
        expect(await storedAnalysis(byModel)).toMatchObject(oldChain);
        // Nothing left to rewrite: a second run changes nothing.
        expect(await api().recalcReal({ body: { industry } })).toEqual({ updated: 0 });
      });

      it('updates nothing for an industry without analyses', async () => {
        expect(await api().recalcReal({ body: { industry: newIndustry() } })).toEqual({
          updated: 0,
        });
      });
    });

    describe('reclassify-industries', () => {
      it('moves clearly matching unclassified sources and leaves the rest', async () => {
        const source = async (industry: string, textsOf: string[], deletedAt?: Date) => {
          const id = await seedSource(db(), industry, deletedAt ? { deletedAt } : {});
          for (const text of textsOf) await seedComment(db(), id, { text });
          return id;
        };
        const immigration = await source('sin_clasificar', [
          'Necesito ayuda con mi VISA',
          'El asilo tarda demasiado',
          'Gracias',
        ]);
        const credit = await source('sin_clasificar', ['Mi score de crédito', 'Tengo deudas']);
        const tie = await source('sin_clasificar', ['Mi visa y mi crédito']);
        const nothing = await source('sin_clasificar', ['Me encanta', 'Muy bueno']);
        const deleted = await source('sin_clasificar', ['Mi visa'], new Date());
        const classified = await source('Marca Personal', ['Mi visa y el asilo']);
        const deletedComment = await seedSource(db(), 'sin_clasificar');
        await seedComment(db(), deletedComment, { text: 'Mi visa', deletedAt: new Date() });

        expect(await api().reclassifyIndustries({ body: {} })).toEqual({
          reclassified: 2,
          byRules: 2,
          byAI: 0,
        });
        const ids = [immigration, credit, tie, nothing, deleted, classified, deletedComment];
        const rows = await db()
          .select({ sourceId: sources.sourceId, industry: sources.industry })
          .from(sources)
          .where(inArray(sources.sourceId, ids));
        const industryOf = new Map(rows.map((row) => [row.sourceId, row.industry]));
        expect(ids.map((id) => industryOf.get(id))).toEqual([
          'Abogados (Immigration)',
          'Credit Restoration',
          'sin_clasificar',
          'sin_clasificar',
          'sin_clasificar',
          'Marca Personal',
          'sin_clasificar',
        ]);
        const audit = await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'industries.reclassify'), eq(auditLog.entity, 'source')));
        expect(audit.map((row) => row.entityIds).sort()).toEqual(
          [[String(immigration)], [String(credit)]].sort(),
        );
        expect(audit[0]?.details).toMatchObject({ from: 'sin_clasificar', method: 'rules' });

        expect(await api().reclassifyIndustries({ body: {} })).toEqual({
          reclassified: 0,
          byRules: 0,
          byAI: 0,
        });
      });
    });

    describe('bad requests', () => {
      it.each([
        ['analyze-comment', { comment_id: 'uno' }, 'invalid_input'],
        ['analyze-comment', {}, 'invalid_input'],
        ['analyze-comments', {}, 'invalid_input'],
        ['analyze-comments', { industry: 'X', maxAnalyze: 0 }, 'invalid_input'],
        ['analyze-comments', { industry: 'X', sampleEvery: 1.5 }, 'invalid_input'],
        ['recalc-real', { industry: '   ' }, 'industry_required'],
        ['reclassify-industries', { industry: 'X' }, 'invalid_input'],
      ])('answers %s with %j with 400 %s', async (path, json, code) => {
        const response = await http.call('POST', `/functions/v1/${path}`, { sessionId, json });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: expect.any(String), code });
      });

      it.each(['analyze-comment', 'analyze-comments', 'recalc-real', 'reclassify-industries'])(
        'answers %s with invalid JSON with 400 and without a session with 401',
        async (path) => {
          const broken = await http.call('POST', `/functions/v1/${path}`, {
            sessionId,
            body: '{',
            headers: { 'content-type': 'application/json' },
          });
          expect([broken.status, await broken.json()]).toEqual([
            400,
            { error: 'JSON inválido', code: 'invalid_json' },
          ]);
          const anonymous = await http.call('POST', `/functions/v1/${path}`, { json: {} });
          expect(anonymous.status).toBe(401);
        },
      );
    });
  });
});
