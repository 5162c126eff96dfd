import { ApiError } from '@replica/api-client';
import { contentPackSchema } from '@replica/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { WorkspaceDb } from '../db/database';
import { auditLog } from '../db/schema';
import { signUpAndSignIn } from '../../test-support/accounts';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedAnalysis, seedComment, seedIdea, seedSource } from '../../test-support/seed-rows';
import { generatePack } from '../../test-support/content-pack';

/** The content pack generate-ideas answers for `industry` (its `pack` kind). */
const noData =
  'No hay comentarios analizados en esta industria todavía: analiza comentarios antes de generar contenido.';

/** An analysed comment of `industry`, as the rules analyser would have stored it. */
async function seedAnalysed(
  db: WorkspaceDb,
  industry: string,
  text: string,
  analysis: { cluster: string; tag: string; rootCause: string; realScore: number },
) {
  const commentId = await seedComment(db, await seedSource(db, industry), { text });
  await seedAnalysis(db, commentId, {
    painClusterLabel: analysis.cluster,
    objectionTag: analysis.tag,
    rootCause: analysis.rootCause,
    realScore: analysis.realScore,
  });
}

describe('content routes', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);
    let sessionId = '';

    beforeAll(async () => {
      sessionId = await signUpAndSignIn(http);
      const db = database().forWorkspace(api.workspaceId());
      await seedAnalysed(db, 'Contenido Gimnasios', 'La cuota sube cada año y no mejora nada', {
        cluster: 'Cuota mensual cara',
        tag: 'precio',
        rootCause: 'No ve el valor de la cuota',
        realScore: 0.9,
      });
      await seedAnalysed(db, 'Contenido Gimnasios', 'Nunca hay un entrenador cuando lo necesito', {
        cluster: 'Entrenadores ausentes',
        tag: 'confianza',
        rootCause: 'Nadie le acompaña en la sala',
        realScore: 0.6,
      });
      await seedAnalysed(db, 'Contenido Clínicas', 'Tres horas de espera para una consulta', {
        cluster: 'Esperas eternas',
        tag: 'tiempo',
        rootCause: 'La agenda no respeta las citas',
        realScore: 0.8,
      });
      // Deleted comments are not data: this industry has none live.
      const deletedSource = await seedSource(db, 'Contenido Borrado', { deletedAt: new Date() });
      await seedAnalysis(db, await seedComment(db, deletedSource), { painClusterLabel: 'Nada' });
    });

    async function post(json: unknown, session: string | undefined = sessionId) {
      const response = await http.call('POST', '/functions/v1/generate-ideas', {
        json,
        ...(session ? { sessionId: session } : {}),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    }

    it('stores one idea per top pain point, listed newest first, with one audit line', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const older = await seedIdea(db, 'Contenido Gimnasios', {
        createdAt: new Date('2000-01-01T00:00:00Z'),
      });
      expect(
        await api().generateIdeas({ body: { industry: 'Contenido Gimnasios', kind: 'ideas' } }),
      ).toEqual({ generated: 2 });

      const { items } = await api().templates({ query: { industry: 'Contenido Gimnasios' } });
      expect(items).toHaveLength(3);
      expect(items.at(-1)?.idea_id).toBe(older);
      const generated = items.slice(0, 2);
      expect(generated.map((idea) => idea.idea_type).sort()).toEqual(['carrusel', 'video corto']);
      // Each idea about its own pain, in its customers' own words.
      const text = JSON.stringify(generated);
      expect(text).toContain('«La cuota sube cada año y no mejora nada»');
      expect(text).toContain('«Nunca hay un entrenador cuando lo necesito»');
      expect(text).not.toContain('Tres horas de espera');

      const audits = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'ideas.generate'), eq(auditLog.entity, 'idea')));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.entityIds).toHaveLength(2);
      expect(audits[0]?.userId).not.toBeNull();
    });

    it('answers a pack for one industry, built from its comments only', async () => {
      const { content } = await generatePack(api(), 'Contenido Clínicas');
      expect(contentPackSchema.safeParse(content).success).toBe(true);
      const text = JSON.stringify(content);
      expect(text).toContain('«Tres horas de espera para una consulta»');
      expect(text).toContain('la falta de tiempo');
      expect(text).not.toContain('La cuota sube');
      expect(content.guiones_video[0]?.hook).toMatch(/^Hook \(0-3 s\): /);
    });

    it('answers a pack over every industry for todas, and stores nothing', async () => {
      const before = await api().templates({ query: { industry: 'todas' } });
      const { content } = await generatePack(api(), 'todas');
      const text = JSON.stringify(content);
      expect(text).toContain('«Tres horas de espera para una consulta»');
      expect(text).toContain('«La cuota sube cada año y no mejora nada»');
      expect(text).not.toContain('Un comentario de prueba');
      expect(await api().templates({ query: { industry: 'todas' } })).toEqual(before);
    });

    it('answers 422 without analysed live comments, for both kinds', async () => {
      // Through the client, whose workspace holds the deleted comments `sessionId`'s cannot see.
      for (const industry of ['Contenido Borrado', 'Contenido Inexistente']) {
        const refusal = new ApiError(noData, 422, undefined, 'no_analysed_comments', 'es');
        await expect(api().generateIdeas({ body: { industry, kind: 'ideas' } })).rejects.toEqual(
          refusal,
        );
        await expect(api().generateIdeas({ body: { industry, kind: 'pack' } })).rejects.toEqual(
          refusal,
        );
      }
      expect(await post({ industry: 'Contenido Inexistente', kind: 'pack' })).toEqual({
        status: 422,
        body: { error: noData, code: 'no_analysed_comments' },
      });
    });

    it('answers 400 for a blank industry and for ideas over todas', async () => {
      expect(await post({ industry: '   ', kind: 'pack' })).toEqual({
        status: 400,
        body: { error: 'Error al generar contenido', code: 'content_industry_required' },
      });
      expect(await post({ kind: 'ideas' })).toMatchObject({
        status: 400,
        body: { code: 'content_industry_required' },
      });
      expect(await post({ industry: 'todas' })).toEqual({
        status: 400,
        body: {
          error: 'Elige una industria concreta para generar ideas',
          code: 'ideas_need_industry',
        },
      });
    });

    it('answers 401 without a session', async () => {
      const { status } = await post({ industry: 'Contenido Gimnasios', kind: 'pack' }, '');
      expect(status).toBe(401);
    });
  });
});
