import { createApiClient } from '@replica/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { auditLog } from '../db/schema';
import { ensureIndustry } from '../domain/industries/ensure-industry';
import { signUpAndSignIn } from '../../test-support/accounts';
import { signedInClient } from '../../test-support/api-session';
import { generatePack } from '../../test-support/content-pack';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { memberOf } from '../../test-support/members';
import { seedAnalysis, seedComment, seedSource } from '../../test-support/seed-rows';

const GYM = 'Respuestas Gimnasio';
const PRICE_ANSWER = 'Plan por semanas desde 149 pesos, sin inscripción.';

const answersPath = (name: string) => `/functions/v1/industry-answers/${encodeURIComponent(name)}`;

describe('industry answers routes', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());

    beforeAll(async () => {
      const source = await seedSource(db(), GYM);
      for (const [text, realScore] of [
        ['La mensualidad de 899 es carísima para lo que ofrecen', 0.9],
        ['Cobran inscripción aparte y la mensualidad sube cada año', 0.8],
      ] as const) {
        const commentId = await seedComment(db(), source, { text });
        await seedAnalysis(db(), commentId, {
          painClusterLabel: 'costo de la mensualidad',
          objectionTag: 'precio',
          realScore,
        });
      }
    });

    const patch = (name: string, json: unknown, sessionId = api.sessionId()) =>
      http.call('PATCH', answersPath(name), { sessionId, json });
    const answersNow = async (name = GYM) =>
      (await api().industryAnswers({ params: { name } })).answers;

    it('answers no answers for an industry nobody answered yet, and the objections voiced', async () => {
      expect(await api().industryAnswers({ params: { name: GYM } })).toEqual({
        industry: GYM,
        answers: {},
        voiced: { precio: 2 },
      });
    });

    it('sets the answers given, keeps the others, clears an empty one and logs who did it', async () => {
      await api().updateIndustryAnswers({
        params: { name: GYM },
        body: { answers: { precio: `  ${PRICE_ANSWER} `, tiempo: 'Clases de 30 minutos' } },
      });
      expect(await answersNow()).toEqual({ precio: PRICE_ANSWER, tiempo: 'Clases de 30 minutos' });

      const cleared = await api().updateIndustryAnswers({
        params: { name: GYM },
        body: { answers: { tiempo: '', miedo: 'Un entrenador te acompaña la primera semana' } },
      });
      expect(cleared).toEqual({
        industry: GYM,
        answers: { precio: PRICE_ANSWER, miedo: 'Un entrenador te acompaña la primera semana' },
        voiced: { precio: 2 },
      });
      expect(await answersNow()).toEqual(cleared.answers);

      const logged = await db()
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'industries.answers'), eq(auditLog.entity, 'industry')));
      expect(logged.map(({ details }) => details)).toEqual([
        { objections: ['precio', 'tiempo'] },
        { objections: ['tiempo', 'miedo'] },
      ]);
    });

    it('says the answer in the pack wherever the pack answers that objection', async () => {
      const { content } = await generatePack(api(), GYM);
      const solutions = content.guiones_video.map(({ solucion }) => solucion);
      expect(solutions.some((solution) => solution.includes(PRICE_ANSWER))).toBe(true);
      expect(content.copy_bullets).toContain(PRICE_ANSWER);
    });

    it('refuses bad answers with a clear error and changes nothing', async () => {
      const before = await answersNow();
      const tooLong = await patch(GYM, { answers: { precio: 'x'.repeat(281) } });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({
        code: 'industry_answer_too_long',
        error: 'Cada respuesta admite como máximo 280 caracteres',
      });
      for (const body of [
        { answers: { otro: 'No es una objeción' } },
        { answers: { descuento: 'Nada' } },
        { answers: { precio: 42 } },
        { answers: 'Plan por semanas' },
        {},
        { answers: {}, extra: true },
      ]) {
        expect((await patch(GYM, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect(await answersNow()).toEqual(before);
    });

    it('answers 404 for an industry the workspace does not have', async () => {
      const missing = 'Industria Que No Existe';
      expect((await patch(missing, { answers: { precio: 'Algo' } })).status).toBe(404);
      const read = await http.call('GET', answersPath(missing), { sessionId: api.sessionId() });
      expect(read.status).toBe(404);
      expect(await read.json()).toMatchObject({ code: 'industry_not_found' });
    });

    it("keeps each workspace's answers to itself", async () => {
      const otherSession = await signUpAndSignIn(http);
      const other = createApiClient({ baseUrl: http.origin, getSessionId: () => otherSession });
      const otherDb = database().forWorkspace((await other.workspaces()).current);
      await ensureIndustry(otherDb, GYM);
      expect(await other.industryAnswers({ params: { name: GYM } })).toEqual({
        industry: GYM,
        answers: {},
        voiced: {},
      });
      await other.updateIndustryAnswers({
        params: { name: GYM },
        body: { answers: { precio: 'Otro negocio, otra respuesta' } },
      });
      expect((await answersNow()).precio).toBe(PRICE_ANSWER);
    });

    it('lets a viewer read the answers but not change them', async () => {
      const viewer = await memberOf(http, database(), api.workspaceId(), 'viewer');
      const read = await http.call('GET', answersPath(GYM), { sessionId: viewer.sessionId });
      expect(read.status).toBe(200);
      const refused = await patch(GYM, { answers: { precio: 'Gratis' } }, viewer.sessionId);
      expect(refused.status).toBe(403);
      expect((await answersNow()).precio).toBe(PRICE_ANSWER);
    });

    it('follows a rename, and a merge keeps the answers the other industry lacks', async () => {
      const renamed = `${GYM} Centro`;
      await api().updateIndustry({ params: { name: GYM }, body: { name: renamed } });
      expect((await answersNow(renamed)).precio).toBe(PRICE_ANSWER);

      const into = 'Respuestas Gimnasios';
      await ensureIndustry(db(), into);
      await api().updateIndustryAnswers({
        params: { name: into },
        body: { answers: { precio: 'Primera semana gratis' } },
      });
      await api().updateIndustry({ params: { name: renamed }, body: { mergeInto: into } });
      expect(await answersNow(into)).toEqual({
        precio: 'Primera semana gratis',
        miedo: 'Un entrenador te acompaña la primera semana',
      });
    });
  });
});
