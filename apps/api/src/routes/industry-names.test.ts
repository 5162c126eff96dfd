import { type ApiClient, createApiClient } from '@replica/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { auditLog, industries, sources } from '../db/schema';
import { signUpAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { memberOf } from '../../test-support/members';
import { rejection } from '../../test-support/rejection';
import { seedComment, seedIdea, seedSource } from '../../test-support/seed-rows';

describe("an industry's name: adding one, renaming one", () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    let client: ApiClient | undefined;
    let workspaceId = 0;
    const api = () => client!;
    const db = () => database().forWorkspace(workspaceId);

    beforeAll(async () => {
      const sessionId = await signUpAndSignIn(http);
      client = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
      workspaceId = (await client.workspaces()).current;
    });

    it('adds an industry with an empty card, lists it and logs who added it', async () => {
      const created = await api().createIndustry({ body: { name: '  Gimnasios de barrio ' } });

      expect(created).toEqual({
        industry: 'Gimnasios de barrio',
        status: 'NUEVO',
        cities: [],
        clients: 0,
        opinions: 0,
        years: 0,
      });
      expect((await api().industries()).items).toContain('Gimnasios de barrio');
      const [logged] = await database()
        .db.select()
        .from(auditLog)
        .where(
          and(eq(auditLog.workspaceId, workspaceId), eq(auditLog.action, 'industries.create')),
        );
      expect(logged?.entityIds).toEqual(['Gimnasios de barrio']);
    });

    it('refuses a name the workspace already has, and a blank one, changing nothing', async () => {
      await api().createIndustry({ body: { name: 'Dentistas' } });
      const before = (await api().industries()).items;

      const taken = await rejection(api().createIndustry({ body: { name: 'Dentistas' } }));
      expect(taken).toMatchObject({ status: 409, code: 'industry_exists' });
      expect(taken.message).toBe('Ya existe una industria con ese nombre');
      const blank = await rejection(api().createIndustry({ body: { name: '   ' } }));
      expect(blank).toMatchObject({ status: 400, code: 'industry_required' });

      expect((await api().industries()).items).toEqual(before);
    });

    it('renames an industry with its comments, ideas and figures', async () => {
      await api().createIndustry({ body: { name: 'Cursos online' } });
      const source = await seedSource(db(), 'Cursos online');
      await seedComment(db(), source);
      await seedComment(db(), source);
      await seedIdea(db(), 'Cursos online');

      const renamed = await api().updateIndustry({
        params: { name: 'Cursos online' },
        body: { name: 'Creadores de cursos', clients: 4 },
      });

      expect(renamed).toMatchObject({ industry: 'Creadores de cursos', opinions: 2, clients: 4 });
      const names = (await api().industries()).items;
      expect(names).toContain('Creadores de cursos');
      expect(names).not.toContain('Cursos online');
      const inbox = await api().inbox({ query: { industry: 'Creadores de cursos' } });
      expect(inbox.total).toBe(2);
      const ideas = await api().templates({ query: { industry: 'Creadores de cursos' } });
      expect(ideas.items).toHaveLength(1);
      const [moved] = await db()
        .select({ industry: sources.industry })
        .from(sources)
        .where(eq(sources.sourceId, source));
      expect(moved?.industry).toBe('Creadores de cursos');
    });

    it("refuses a rename onto another industry's name, and of the unclassified comments", async () => {
      await api().createIndustry({ body: { name: 'Ópticas' } });
      await api().createIndustry({ body: { name: 'Opticas Luz' } });

      const taken = await rejection(
        api().updateIndustry({ params: { name: 'Ópticas' }, body: { name: 'Opticas Luz' } }),
      );
      expect(taken).toMatchObject({ status: 409, code: 'industry_exists' });
      const fixed = await rejection(
        api().updateIndustry({ params: { name: 'sin_clasificar' }, body: { name: 'Otros' } }),
      );
      expect(fixed).toMatchObject({ status: 400, code: 'industry_unclassified_fixed' });
      const missing = await rejection(
        api().updateIndustry({ params: { name: 'No existe' }, body: { name: 'Tampoco' } }),
      );
      expect(missing).toMatchObject({ status: 404, code: 'industry_not_found' });

      const names = (await api().industries()).items;
      expect(names).toEqual(expect.arrayContaining(['Ópticas', 'Opticas Luz', 'sin_clasificar']));
      expect(names).not.toContain('Otros');
      expect(names).not.toContain('Tampoco');
      const rows = await db().select({ name: industries.name }).from(industries);
      expect(rows.filter((row) => row.name === 'Opticas Luz')).toHaveLength(1);
    });

    it('lets only a role that imports comments add an industry', async () => {
      const viewer = await memberOf(http, database(), workspaceId, 'viewer');
      const viewerApi = createApiClient({
        baseUrl: http.origin,
        getSessionId: () => viewer.sessionId,
      });
      const refused = await rejection(viewerApi.createIndustry({ body: { name: 'Panaderías' } }));
      expect(refused.status).toBe(403);
      expect((await api().industries()).items).not.toContain('Panaderías');
    });
  });
});
