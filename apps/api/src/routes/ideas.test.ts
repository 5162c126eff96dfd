import { ApiError, type ApiClient, createApiClient } from '@replica/api-client';
import { and, arrayContains, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { auditLog, ideas } from '../db/schema';
import { signUpAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { manualClock } from '../../test-support/fixtures';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedIdea } from '../../test-support/seed-rows';

describe('idea routes', () => {
  describeOnEachDatabase((database) => {
    const clock = manualClock();
    const http = serveOnLoopback(() => createApp({ database: database(), now: clock.now }));
    // One account for the api-client and the raw calls, so both act in its workspace.
    let sessionId = '';
    let client: ApiClient | undefined;
    let workspaceId = 0;

    beforeAll(async () => {
      sessionId = await signUpAndSignIn(http);
      client = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
      workspaceId = (await client.workspaces()).current;
    });
    const api = () => client!;
    const scoped = () => database().forWorkspace(workspaceId);

    async function deleteIdeaAt(id: string) {
      const response = await http.call('DELETE', `/functions/v1/delete-idea/${id}`, { sessionId });
      return { status: response.status, body: (await response.json()) as unknown };
    }

    it('lists an industry’s live ideas newest first, with ISO dates', async () => {
      const db = scoped();
      const industry = 'Ideas / Orden';
      const oldest = await seedIdea(db, industry, { createdAt: new Date('2030-01-01T10:00:00Z') });
      const tiedFirst = await seedIdea(db, industry, {
        createdAt: new Date('2030-01-03T10:00:00Z'),
      });
      const middle = await seedIdea(db, industry, {
        hook: '¿Y si no funciona?',
        createdAt: new Date('2030-01-02T10:00:00Z'),
      });
      const tiedSecond = await seedIdea(db, industry, {
        createdAt: new Date('2030-01-03T10:00:00Z'),
      });
      await seedIdea(db, industry, {
        createdAt: new Date('2030-01-04T10:00:00Z'),
        deletedAt: new Date('2030-01-05T10:00:00Z'),
      });
      await seedIdea(db, 'Ideas Otra Industria');

      const { items } = await api().templates({ query: { industry } });
      expect(items.map((idea) => idea.idea_id)).toEqual([tiedSecond, tiedFirst, middle, oldest]);
      expect(items[2]).toEqual({
        idea_id: middle,
        industry,
        idea_type: 'video',
        hook: '¿Y si no funciona?',
        angle: 'Precio frente a valor',
        script_outline: 'Gancho, problema, solución',
        created_at: '2030-01-02T10:00:00.000Z',
      });
    });

    it('lists sin_clasificar when no industry is given, and nothing for an unknown one', async () => {
      const idea = await seedIdea(scoped(), 'sin_clasificar');
      const response = await http.call('GET', '/functions/v1/templates', { sessionId });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { items: Array<{ idea_id: number }> };
      expect(body.items.map((item) => item.idea_id)).toContain(idea);
      expect(await api().templates({ query: { industry: 'Ninguna Industria' } })).toEqual({
        items: [],
      });
    });

    it('soft-deletes an idea, leaving it out of the list and recording who', async () => {
      const db = scoped();
      const industry = 'Ideas Borrado';
      const kept = await seedIdea(db, industry);
      const doomed = await seedIdea(db, industry);

      expect(await api().deleteIdea({ params: { id: doomed } })).toEqual({ deleted: 1 });
      expect(
        (await api().templates({ query: { industry } })).items.map((idea) => idea.idea_id),
      ).toEqual([kept]);
      const [row] = await db.select().from(ideas).where(eq(ideas.ideaId, doomed));
      expect(row?.deletedAt).toEqual(clock.now());

      const { user } = await api().me();
      const audit = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'ideas.delete'),
            arrayContains(auditLog.entityIds, [String(doomed)]),
          ),
        );
      expect(audit).toEqual([expect.objectContaining({ userId: user.id, entity: 'idea' })]);
    });

    it('answers 404 for an idea that is already deleted or never existed', async () => {
      const db = scoped();
      const deleted = await seedIdea(db, 'Ideas 404', { deletedAt: new Date() });
      const notFound = {
        status: 404,
        body: { error: 'Idea no encontrada', code: 'idea_not_found' },
      };
      expect(await deleteIdeaAt(String(deleted))).toEqual(notFound);
      expect(await deleteIdeaAt('2147483647')).toEqual(notFound);

      const failure = await api()
        .deleteIdea({ params: { id: deleted } })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 404, message: 'Idea no encontrada' });
    });

    it.each(['abc', '0', '-4', '1.5', '99999999999'])('refuses the id %s with 400', async (id) => {
      expect(await deleteIdeaAt(id)).toEqual({
        status: 400,
        body: { error: 'Identificador de idea inválido', code: 'invalid_idea_id' },
      });
    });

    it('answers 401 without a session, deleting nothing', async () => {
      const idea = await seedIdea(scoped(), 'Ideas 401');
      for (const [method, path] of [
        ['GET', '/functions/v1/templates?industry=Ideas%20401'],
        ['DELETE', `/functions/v1/delete-idea/${idea}`],
      ] as const) {
        const response = await http.call(method, path);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
      }
      expect((await api().templates({ query: { industry: 'Ideas 401' } })).items).toHaveLength(1);
    });
  });
});
