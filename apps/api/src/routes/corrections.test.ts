import { createApiClient } from '@replica/api-client';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { auditLog, commentAnalysis } from '../db/schema';
import { analyseWithRules } from '../domain/rules-engine/rules-analyser';
import { storeAnalyses } from '../domain/analysis/store-analyses';
import { signUpAndSignIn } from '../../test-support/accounts';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { manualClock } from '../../test-support/fixtures';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedAnalysis, seedComment, seedSource } from '../../test-support/seed-rows';
import { rejection } from '../../test-support/rejection';

const newIndustry = () => `Correcciones ${randomBytes(4).toString('hex')}`;
const PRICE_TEXT = 'Es demasiado caro, 500 dólares al mes no los puedo pagar';

describe('correct-comment route', () => {
  describeOnEachDatabase((database) => {
    const clock = manualClock();
    const http = serveOnLoopback(() => createApp({ database: database(), now: clock.now }));
    const api = signedInClient(http);
    let sessionId = '';
    beforeAll(async () => {
      sessionId = await signUpAndSignIn(http);
    });
    const db = () => database().forWorkspace(api.workspaceId());
    const stored = async (commentId: number, scoped = db()) => {
      const [row] = await scoped
        .select()
        .from(commentAnalysis)
        .where(eq(commentAnalysis.commentId, commentId));
      return row;
    };
    /** A comment the rules have analysed (via the API); its id. */
    async function analysedComment(industry: string, text = PRICE_TEXT) {
      const source = await seedSource(db(), industry);
      const commentId = await seedComment(db(), source, { text });
      await api().analyzeComment({ body: { comment_id: commentId } });
      return commentId;
    }

    it('stores the labels with method manual, who, when and what the rules said', async () => {
      const industry = newIndustry();
      const commentId = await analysedComment(industry);
      const { email } = (await api().me()).user;
      const before = await stored(commentId);

      const result = await api().correctComment({
        body: {
          comment_id: commentId,
          objection_tag: 'confianza',
          emotion: 'desconfianza',
          pain_cluster_label: '  dudas sobre la empresa ',
        },
      });

      expect(result).toEqual({
        comment_id: commentId,
        objection_tag: 'confianza',
        emotion: 'desconfianza',
        pain_cluster_label: 'dudas sobre la empresa',
        real_score: before?.realScore,
        method: 'manual',
        corrected_by: email,
        corrected_at: clock.now().toISOString(),
      });
      const rules = analyseWithRules({ text: PRICE_TEXT, industry });
      expect(await stored(commentId)).toMatchObject({
        method: 'manual',
        model: null,
        correctedAt: clock.now(),
        rulesObjectionTag: rules.objection_tag,
        rulesEmotion: rules.emotion,
        // The rules analysed it: their pain is the cluster it joined, not the label it reads
        // alone ('cuota mensual alta'), since a lone comment is in the usual pain.
        rulesPainClusterLabel: before?.painClusterLabel,
        // What a person does not label stays as the analysis made it.
        why1: before?.why1,
        sentiment: before?.sentiment,
      });
      const inbox = await api().inbox({ query: { industry } });
      expect(inbox.items[0]).toMatchObject({
        objection_tag: 'confianza',
        emotion: 'desconfianza',
        method: 'manual',
        corrected_by: email,
        corrected_at: clock.now().toISOString(),
      });
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'comments.correct'), eq(auditLog.entity, 'comment')));
      expect(audit.filter((row) => row.entityIds.includes(String(commentId)))).toHaveLength(1);
    });

    it('keeps the labels a correction leaves out', async () => {
      const commentId = await analysedComment(newIndustry());
      const before = await stored(commentId);
      const result = await api().correctComment({
        body: { comment_id: commentId, emotion: 'enojo' },
      });
      expect(result).toMatchObject({
        objection_tag: before?.objectionTag,
        emotion: 'enojo',
        pain_cluster_label: before?.painClusterLabel,
      });
    });

    it('labels a comment never analysed, with the rules filling the score and the whys', async () => {
      const source = await seedSource(db(), newIndustry());
      const commentId = await seedComment(db(), source, { text: PRICE_TEXT });
      const result = await api().correctComment({
        body: { comment_id: commentId, objection_tag: 'tiempo' },
      });
      expect(result.objection_tag).toBe('tiempo');
      expect(result.real_score).toBeGreaterThan(0);
      expect((await stored(commentId))?.why1).toBeTruthy();
    });

    it('refuses bad labels with a Spanish message and changes nothing', async () => {
      // The client refuses these labels itself, so they go raw, signed with `sessionId`: the
      // comment is analysed in that account's own workspace, the only one it sees.
      const own = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
      const ownDb = database().forWorkspace((await own.workspaces()).current);
      const source = await seedSource(ownDb, newIndustry());
      const commentId = await seedComment(ownDb, source, { text: PRICE_TEXT });
      await own.analyzeComment({ body: { comment_id: commentId } });
      const before = await stored(commentId, ownDb);
      expect(before?.method).toBe('reglas');
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ objection_tag: 'caro' }, 'La objeción debe ser una de: precio, confianza'],
        [{ emotion: 'feliz' }, 'La emoción debe ser una de: frustración'],
        [{ pain_cluster_label: ' x ' }, 'El punto de dolor necesita al menos 2 caracteres'],
        [{ pain_cluster_label: 'a'.repeat(81) }, 'El punto de dolor admite como máximo 80'],
        [{}, 'Indica al menos una etiqueta a corregir'],
      ];
      for (const [fields, message] of bad) {
        const response = await http.call('POST', '/functions/v1/correct-comment', {
          sessionId,
          json: { comment_id: commentId, ...fields },
        });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toContain(message);
      }
      expect(await stored(commentId, ownDb)).toEqual(before);
    });

    it('answers an unknown or deleted comment with 404 Comentario no encontrado', async () => {
      const source = await seedSource(db(), newIndustry());
      const deleted = await seedComment(db(), source, { deletedAt: new Date() });
      for (const id of [999_999_999, deleted]) {
        const error = await rejection(
          api().correctComment({ body: { comment_id: id, emotion: 'miedo' } }),
        );
        expect([error.status, error.message]).toEqual([404, 'Comentario no encontrado']);
      }
      expect(await stored(deleted)).toBeUndefined();
    });

    it('survives re-analysis of the comment, the batch and the scraper, unless forced', async () => {
      const industry = newIndustry();
      const commentId = await analysedComment(industry);
      await api().correctComment({ body: { comment_id: commentId, objection_tag: 'miedo' } });
      const corrected = await stored(commentId);

      const again = await api().analyzeComment({ body: { comment_id: commentId } });
      expect(again).toMatchObject({ method: 'manual', objection_tag: 'miedo' });
      await api().analyzeComments({ body: { industry } });
      await api().recalcReal({ body: { industry } });
      // The scraper's analysis and every run store through storeAnalyses.
      const rules = analyseWithRules({ text: PRICE_TEXT, industry });
      await storeAnalyses(
        db(),
        [{ commentId, analysis: rules, model: null, fallbackReason: null }],
        clock.now(),
      );
      expect(await stored(commentId)).toMatchObject({
        method: 'manual',
        objectionTag: 'miedo',
        correctedAt: corrected?.correctedAt,
      });

      const forced = await api().analyzeComment({ body: { comment_id: commentId, force: true } });
      expect(forced).toMatchObject({ method: 'reglas', objection_tag: rules.objection_tag });
      expect(await stored(commentId)).toMatchObject({
        method: 'reglas',
        correctedBy: null,
        correctedAt: null,
        rulesObjectionTag: null,
      });
    });

    it('reports the rules analyser agreement with the corrections of the industry', async () => {
      const industry = newIndustry();
      expect((await api().report({ query: { industry } })).correctionsAgreement).toEqual({
        corrections: 0,
        objection_tag: null,
        emotion: null,
        pain_cluster_label: null,
      });
      const rules = analyseWithRules({ text: PRICE_TEXT, industry });
      // The rules read this text as precio, frustrated: the test's premise.
      expect([rules.objection_tag, rules.emotion]).toEqual(['precio', 'frustración']);
      const agreeing = await analysedComment(industry);
      const disagreeing = await analysedComment(industry);
      const deleted = await analysedComment(industry);
      await analysedComment(industry);
      await api().correctComment({ body: { comment_id: agreeing, objection_tag: 'precio' } });
      await api().correctComment({
        body: {
          comment_id: disagreeing,
          objection_tag: 'otro',
          emotion: 'neutral',
        },
      });
      await api().correctComment({ body: { comment_id: deleted, objection_tag: 'otro' } });
      await api().deleteComment({ params: { id: deleted } });
      // A correction in another industry is not this one's.
      await api().correctComment({
        body: {
          comment_id: await analysedComment(newIndustry()),
          emotion: 'miedo',
        },
      });

      expect((await api().report({ query: { industry } })).correctionsAgreement).toEqual({
        corrections: 2,
        objection_tag: 50,
        emotion: 50,
        pain_cluster_label: 100,
      });
    });

    it("drops an AI model's name from the analysis it corrects", async () => {
      const source = await seedSource(db(), newIndustry());
      const commentId = await seedComment(db(), source, { text: PRICE_TEXT });
      await seedAnalysis(db(), commentId, { method: 'un-modelo', objectionTag: 'precio' });
      await api().correctComment({ body: { comment_id: commentId, objection_tag: 'precio' } });
      expect(await stored(commentId)).toMatchObject({ method: 'manual', model: null });
    });
  });
});
