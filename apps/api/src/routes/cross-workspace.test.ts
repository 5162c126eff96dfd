import { type ApiClient, createApiClient } from '@replica/api-client';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/database';
import { describeOnEachDatabase } from '../../test-support/databases';
import { type Member, signUpMember } from '../../test-support/accounts';
import { serveOnLoopback } from '../../test-support/loopback';

// Every text of workspace A carries it; no answer to workspace B may.
const MARKER = 'zqxmarca';
const INDUSTRY = 'Gimnasios Norte';

async function workspaceCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['industries', 'sources', 'comments', 'comment_analysis', 'ideas']) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.raw(
        table === 'industries' || table === 'comment_analysis' ? 'true' : 'deleted_at is null',
      )}`,
    );
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

describe('a workspace sees and touches nothing of another', () => {
  describeOnEachDatabase((database) => {
    let app: ReturnType<typeof createApp> | undefined;
    const http = serveOnLoopback(() => {
      app = createApp({ database: database() });
      return app;
    });
    let memberA: Member;
    let memberB: Member;
    let apiA: ApiClient;
    let workspaceA = 0;
    let commentIds: number[] = [];
    let ideaIds: number[] = [];

    beforeAll(async () => {
      memberA = await signUpMember(http);
      memberB = await signUpMember(http);
      apiA = createApiClient({ baseUrl: http.origin, getSessionId: () => memberA.sessionId });
      workspaceA = (await apiA.workspaces()).current;
      for (const text of [
        `Es demasiado caro ${MARKER}, no me llega el sueldo`,
        `No tengo tiempo para ir al gimnasio ${MARKER}`,
        `No me fío de los entrenadores ${MARKER}, parecen de mentira`,
      ]) {
        await apiA.addComment({ body: { text, industry: INDUSTRY, author: `Autora ${MARKER}` } });
      }
      await apiA.analyzeComments({ body: { industry: INDUSTRY, mode: 'full' } });
      await apiA.generateIdeas({ body: { industry: INDUSTRY, kind: 'ideas' } });
      const inbox = await apiA.inbox({ query: { industry: INDUSTRY } });
      commentIds = inbox.items.map((item) => item.comment_id);
      ideaIds = (await apiA.templates({ query: { industry: INDUSTRY } })).items.map(
        (idea) => idea.idea_id,
      );
      expect(commentIds).toHaveLength(3);
      expect(ideaIds.length).toBeGreaterThan(0);
    });

    it("answers 404 to A's ids and changes nothing of A", async () => {
      const dbA = database().forWorkspace(workspaceA);
      const before = await workspaceCounts(dbA);
      const asB = (method: string, path: string, json?: unknown) =>
        http.call(method, `/functions/v1/${path}`, {
          sessionId: memberB.sessionId,
          ...(json === undefined ? {} : { json }),
        });
      for (const id of commentIds) {
        expect((await asB('DELETE', `delete-comment/${id}`)).status).toBe(404);
        expect((await asB('POST', 'analyze-comment', { comment_id: id, force: true })).status).toBe(
          404,
        );
        expect(
          (await asB('POST', 'correct-comment', { comment_id: id, objection_tag: 'precio' }))
            .status,
        ).toBe(404);
      }
      for (const id of ideaIds) {
        expect((await asB('DELETE', `delete-idea/${id}`)).status).toBe(404);
      }
      expect(
        (await asB('PATCH', `industries/${encodeURIComponent(INDUSTRY)}`, { clients: 9 })).status,
      ).toBe(404);
      const bulk = await asB('POST', 'delete-comment/bulk-delete', { ids: commentIds });
      expect(await bulk.json()).toEqual({ deleted: 0 });
      expect((await asB('POST', 'workspaces/switch', { id: workspaceA })).status).toBe(404);

      expect(await workspaceCounts(dbA)).toEqual(before);
      const analyses = await dbA.execute<{ method: string }>(
        sql`select distinct method from comment_analysis`,
      );
      expect(analyses.rows.map((row) => row.method)).not.toContain('manual');
    });

    it("never answers B with A's data: lists, counts, searches, exports, trends, reports", async () => {
      const queries = [INDUSTRY, 'todas'].map(
        (industry) => `industry=${encodeURIComponent(industry)}`,
      );
      const getRoutes = [
        ...new Set(
          (app?.routes ?? [])
            .filter((route) => route.method === 'GET' && route.path.startsWith('/functions/v1/'))
            .map((route) => route.path),
        ),
      ];
      expect(getRoutes.length).toBeGreaterThanOrEqual(14);
      let answered = 0;
      for (const path of getRoutes) {
        for (const query of [...queries, `${queries[0]}&q=${MARKER}`]) {
          const response = await http.call('GET', `${path}?${query}`, {
            sessionId: memberB.sessionId,
          });
          const body = await response.text();
          if (response.status === 200) answered += 1;
          expect(body.toLowerCase(), `${path}?${query}`).not.toContain(MARKER);
        }
      }
      expect(answered).toBeGreaterThanOrEqual(getRoutes.length);

      // B's own content pack over every industry, and its ideas, are made of B's comments only.
      const apiB = createApiClient({ baseUrl: http.origin, getSessionId: () => memberB.sessionId });
      await apiB.addComment({
        body: { text: 'Es carísimo y no sé si funciona', industry: INDUSTRY },
      });
      await apiB.addComment({
        body: { text: 'No tengo tiempo para entrenar', industry: INDUSTRY },
      });
      await apiB.analyzeComments({ body: { industry: INDUSTRY, mode: 'full' } });
      const pack = await http.call('POST', '/functions/v1/generate-ideas', {
        sessionId: memberB.sessionId,
        json: { industry: 'todas', kind: 'pack' },
      });
      expect(pack.status).toBe(200);
      expect((await pack.text()).toLowerCase()).not.toContain(MARKER);
      await apiB.generateIdeas({ body: { industry: INDUSTRY, kind: 'ideas' } });
      expect(
        JSON.stringify(await apiB.templates({ query: { industry: INDUSTRY } })).toLowerCase(),
      ).not.toContain(MARKER);

      // The same calls as A do carry the marker: the search above would have found it.
      const asA = await http.call('GET', `/functions/v1/opiniones?${queries[0]}`, {
        sessionId: memberA.sessionId,
      });
      expect((await asA.text()).toLowerCase()).toContain(MARKER);
    });
  });
});
