import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { WorkspaceDb } from '../db/database';
import { objectionLanguage } from '../domain/wording/objection-language';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedAnalysis, seedComment, seedSource } from '../../test-support/seed-rows';

async function analysed(
  db: WorkspaceDb,
  sourceId: number,
  objectionTag: string,
  text: string,
  options: { createdAt?: Date; deletedAt?: Date } = {},
) {
  const commentId = await seedComment(db, sourceId, { text, ...options });
  await seedAnalysis(db, commentId, { objectionTag });
}

describe('objections-overview and objection-language routes', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);

    it('splits each industry’s analysed live comments by tag, and all industries together', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const dental = await seedSource(db, 'Vista Dental');
      for (const tag of ['precio', 'precio', 'precio', 'miedo']) {
        await analysed(db, dental, tag, `Comentario dental de ${tag} ${Math.random()}`);
      }
      const legal = await seedSource(db, 'Vista Legal');
      await analysed(db, legal, 'confianza', 'No confío en los abogados');
      await analysed(db, legal, ' ', 'Sin etiqueta alguna aquí');
      await analysed(db, legal, 'precio', 'Borrado', { deletedAt: new Date() });
      await seedComment(db, legal, { text: 'Sin analizar todavía' });

      const overview = await api().objectionsOverview();
      const ours = overview.industries.filter((row) => row.industry.startsWith('Vista '));
      expect(ours).toEqual([
        {
          industry: 'Vista Dental',
          total: 4,
          distribution: [
            { objection_tag: 'precio', count: 3, percentage: 75 },
            { objection_tag: 'miedo', count: 1, percentage: 25 },
          ],
        },
        {
          industry: 'Vista Legal',
          total: 2,
          distribution: [
            { objection_tag: 'confianza', count: 1, percentage: 50 },
            { objection_tag: 'otro', count: 1, percentage: 50 },
          ],
        },
      ]);
      const industriesTotal = overview.industries.reduce((sum, row) => sum + row.total, 0);
      expect(overview.overall.total).toBe(industriesTotal);
      const precio = overview.overall.distribution.find((row) => row.objection_tag === 'precio');
      expect(precio?.count).toBeGreaterThanOrEqual(3);
    });

    it('lists the words and phrases of the industry’s objection comments, not of otro', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Lenguaje Clínica';
      const source = await seedSource(db, industry);
      await analysed(db, source, 'precio', 'El tratamiento es demasiado caro');
      await analysed(db, source, 'precio', 'Demasiado caro el tratamiento para mí');
      await analysed(db, source, 'tiempo', 'No tengo tiempo para ir a la clínica');
      await analysed(db, source, 'tiempo', 'Ahora no tengo tiempo');
      await analysed(db, source, 'otro', 'Qué bonito video, saludos desde Lima');
      await analysed(db, source, 'precio', 'Caro caro caro borrado', { deletedAt: new Date() });
      await analysed(db, await seedSource(db, 'Lenguaje Otra'), 'precio', 'Carísimo en otra');

      const language = await api().objectionLanguage({ query: { industry } });
      expect(language).toMatchObject({ industry, sampled: 4, limit: 5000 });
      expect(language.words.slice(0, 3)).toEqual([
        { term: 'caro', comments: 2 },
        { term: 'tiempo', comments: 2 },
        { term: 'tratamiento', comments: 2 },
      ]);
      const terms = language.words.map((word) => word.term);
      expect(terms).not.toContain('bonito');
      expect(terms).not.toContain('carísimo');
      expect(language.phrases).toContainEqual({ term: 'no tengo tiempo', comments: 2 });
    });

    it('reads only the most recent objection comments, across the industry’s sources', async () => {
      const db = database().forWorkspace(api.workspaceId());
      const industry = 'Lenguaje Reciente';
      const older = await seedSource(db, industry);
      const newer = await seedSource(db, industry);
      await analysed(db, older, 'precio', 'Antiguo comentario sobre garantía', {
        createdAt: new Date(2020, 0, 1),
      });
      await analysed(db, newer, 'precio', 'Reciente comentario sobre financiación', {
        createdAt: new Date(2024, 0, 2),
      });
      await analysed(db, older, 'precio', 'Reciente comentario sobre cuotas', {
        createdAt: new Date(2024, 0, 1),
      });
      const language = await objectionLanguage(db, industry, 2);
      expect(language.sampled).toBe(2);
      const terms = language.words.map((word) => word.term);
      expect(terms).toEqual(expect.arrayContaining(['financiación', 'cuotas']));
      expect(terms).not.toContain('garantía');
    });

    it('answers empty lists for an industry without objections', async () => {
      const language = await api().objectionLanguage({ query: { industry: 'Lenguaje Vacío' } });
      expect(language).toEqual({
        industry: 'Lenguaje Vacío',
        sampled: 0,
        limit: 5000,
        words: [],
        phrases: [],
      });
    });
  });
});
