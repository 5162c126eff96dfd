import { ApiError } from '@replica/api-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import {
  auditLog,
  comments,
  ideas,
  industries,
  industryObjectionCounts,
  jobs,
  sources,
} from '../db/schema';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedAnalysis, seedComment, seedIdea, seedSource } from '../../test-support/seed-rows';

function industryPath(name: string) {
  return `/functions/v1/industries/${encodeURIComponent(name)}`;
}

describe('merging and deleting industries', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());

    /** An industry with `live` analysed comments tagged 'precio', one deleted comment and an idea. */
    async function seedIndustry(name: string, live: number) {
      const source = await seedSource(db(), name);
      for (let i = 0; i < live; i++) {
        const id = await seedComment(db(), source, { text: `${name}: es caro, comentario ${i}` });
        await seedAnalysis(db(), id, { objectionTag: 'precio', painClusterLabel: 'precio alto' });
      }
      await seedComment(db(), source, { deletedAt: new Date() });
      await seedIdea(db(), name);
      return source;
    }

    async function objectionCount(industry: string) {
      const [row] = await db()
        .select({ comments: industryObjectionCounts.comments })
        .from(industryObjectionCounts)
        .where(
          and(
            eq(industryObjectionCounts.industry, industry),
            eq(industryObjectionCounts.objectionTag, 'precio'),
          ),
        );
      return row?.comments ?? 0;
    }

    /** What a call failed with; calls are started one at a time, so none fails unheard. */
    const failureOf = (call: () => Promise<unknown>) => call().catch((error: unknown) => error);

    it('merges an industry into another: comments, counts and ideas move, and it is gone', async () => {
      const movedSource = await seedIndustry('Gimnasio', 2);
      await seedIndustry('Gimnasios de barrio', 1);

      const merged = await api().updateIndustry({
        params: { name: 'Gimnasio' },
        body: { mergeInto: 'Gimnasios de barrio' },
      });

      expect(merged).toMatchObject({ industry: 'Gimnasios de barrio', opinions: 3 });
      expect((await api().industries()).items).not.toContain('Gimnasio');
      expect(await objectionCount('Gimnasios de barrio')).toBe(3);
      const [source] = await db()
        .select({ industry: sources.industry })
        .from(sources)
        .where(eq(sources.sourceId, movedSource));
      expect(source?.industry).toBe('Gimnasios de barrio');
      const { items } = await api().inbox({ query: { industry: 'Gimnasios de barrio' } });
      expect(items.filter((item) => item.text.startsWith('Gimnasio:'))).toHaveLength(2);
      const ideaRows = await db()
        .select()
        .from(ideas)
        .where(eq(ideas.industry, 'Gimnasios de barrio'));
      expect(ideaRows).toHaveLength(2);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'industries.merge'));
      expect(audit).toMatchObject({
        entityIds: ['Gimnasio'],
        details: { into: 'Gimnasios de barrio', comments: 2 },
      });
    });

    it('deletes an industry with its comments, analyses, ideas and counts, saying how many', async () => {
      const source = await seedIndustry('Demo borrable', 3);
      const before = await api().dashboardMetrics();

      const deleted = await api().deleteIndustry({ params: { name: 'Demo borrable' } });

      expect(deleted).toEqual({ industry: 'Demo borrable', comments: 3 });
      expect((await api().industries()).items).not.toContain('Demo borrable');
      const left = await db().select().from(comments).where(eq(comments.sourceId, source));
      expect(left).toEqual([]);
      expect(await db().select().from(ideas).where(eq(ideas.industry, 'Demo borrable'))).toEqual(
        [],
      );
      expect(await objectionCount('Demo borrable')).toBe(0);
      const after = await api().dashboardMetrics();
      expect(after.opinions).toBe(before.opinions - 3);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'industries.delete'));
      expect(audit).toMatchObject({ entityIds: ['Demo borrable'], details: { comments: 3 } });
    });

    it('never merges or deletes the unclassified comments, nor merges an industry into itself', async () => {
      await seedIndustry('Yoga', 1);
      for (const [call, code] of [
        [
          () =>
            api().updateIndustry({
              params: { name: 'sin_clasificar' },
              body: { mergeInto: 'Yoga' },
            }),
          'industry_unclassified_fixed',
        ],
        [
          () => api().deleteIndustry({ params: { name: 'sin_clasificar' } }),
          'industry_unclassified_fixed',
        ],
        [
          () => api().updateIndustry({ params: { name: 'Yoga' }, body: { mergeInto: 'Yoga' } }),
          'industry_merge_self',
        ],
      ] as const) {
        expect(await failureOf(call)).toMatchObject({ status: 400, code });
      }
      expect(
        (await api().industriesSummary()).find((card) => card.industry === 'Yoga'),
      ).toMatchObject({ opinions: 1 });
    });

    it('answers 404 for a missing industry on either side, moving nothing', async () => {
      await seedIndustry('Pilates', 1);
      const intoNothing = await failureOf(() =>
        api().updateIndustry({ params: { name: 'Pilates' }, body: { mergeInto: 'No existe' } }),
      );
      expect(intoNothing).toBeInstanceOf(ApiError);
      expect(intoNothing).toMatchObject({ status: 404, code: 'industry_not_found' });
      const fromNothing = await failureOf(() =>
        api().updateIndustry({ params: { name: 'No existe' }, body: { mergeInto: 'Pilates' } }),
      );
      expect(fromNothing).toMatchObject({ status: 404, code: 'industry_not_found' });
      const deleteNothing = await failureOf(() =>
        api().deleteIndustry({ params: { name: 'No existe' } }),
      );
      expect(deleteNothing).toMatchObject({ status: 404, message: 'Industria no encontrada' });
      expect(await objectionCount('Pilates')).toBe(1);
    });

    it('refuses a merge that also edits, with 400, changing nothing', async () => {
      await seedIndustry('Crossfit', 1);
      const response = await http.call('PATCH', industryPath('Crossfit'), {
        sessionId: api.sessionId(),
        json: { mergeInto: 'Pilates', clients: 4 },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_input' });
      const [row] = await db().select().from(industries).where(eq(industries.name, 'Crossfit'));
      expect(row).toMatchObject({ clients: 0 });
    });

    it('refuses while background work runs on either industry, with 409, changing nothing', async () => {
      await seedIndustry('Natación', 2);
      await db().insert(jobs).values({
        workspaceId: api.workspaceId(),
        kind: 'analyse-pending',
        industry: 'Natación',
        state: 'running',
      });
      for (const call of [
        () => api().deleteIndustry({ params: { name: 'Natación' } }),
        () =>
          api().updateIndustry({ params: { name: 'Pilates' }, body: { mergeInto: 'Natación' } }),
      ]) {
        expect(await failureOf(call)).toMatchObject({
          status: 409,
          code: 'industry_busy',
          message: 'Hay un trabajo en curso en esta industria; espera a que termine o cancélalo',
        });
      }
      expect(await objectionCount('Natación')).toBe(2);
      expect(await objectionCount('Pilates')).toBe(1);
    });
  });
});
