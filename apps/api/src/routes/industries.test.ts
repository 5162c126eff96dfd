import { ApiError, type ApiClient, createApiClient } from '@replica/api-client';
import { FIXED_INDUSTRIES } from '@replica/api-client/schemas';
import { and, arrayContains, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { auditLog, industries } from '../db/schema';
import { ensureIndustry } from '../domain/industries/ensure-industry';
import { signUpAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedComment, seedSource } from '../../test-support/seed-rows';

const CREATED = ['Zeta Seguros', 'Ópticas Luz', 'agencias / Marketing', 'Ventas 100% Online'];
const CREATED_IN_ORDER = [
  'agencias / Marketing',
  'Ópticas Luz',
  'Ventas 100% Online',
  'Zeta Seguros',
];

function industryPath(name: string) {
  return `/functions/v1/industries/${encodeURIComponent(name)}`;
}

describe('industry routes', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    // One account for the api-client and the raw calls, so both act in its workspace.
    let sessionId = '';
    let client: ApiClient | undefined;
    let workspaceId = 0;
    const api = () => client!;
    const db = () => database().forWorkspace(workspaceId);

    beforeAll(async () => {
      sessionId = await signUpAndSignIn(http);
      client = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
      workspaceId = (await client.workspaces()).current;
      for (const name of CREATED) await ensureIndustry(db(), name);
      const deletedAt = new Date();
      const accounting = await seedSource(db(), 'Accounting / Tax');
      await seedComment(db(), accounting);
      await seedComment(db(), accounting);
      await seedComment(db(), accounting, { deletedAt });
      const deletedSource = await seedSource(db(), 'Accounting / Tax', { deletedAt });
      await seedComment(db(), deletedSource);
      const optics = await seedSource(db(), 'Ópticas Luz');
      await seedComment(db(), optics);
    });

    function patch(name: string, body: unknown) {
      return http.call('PATCH', industryPath(name), { sessionId, json: body });
    }

    it('lists every industry name: the fixed ones in spec order, then the created ones by name', async () => {
      const { items } = await api().industries();
      expect(items.slice(0, FIXED_INDUSTRIES.length)).toEqual([...FIXED_INDUSTRIES]);
      expect(items.filter((name) => CREATED.includes(name))).toEqual(CREATED_IN_ORDER);
      expect(new Set(items).size).toBe(items.length);
    });

    it('summarises every industry in the same order, counting only live comments of live sources', async () => {
      const summary = await api().industriesSummary();
      const names = summary.map((item) => item.industry);
      expect(names.slice(0, FIXED_INDUSTRIES.length)).toEqual([...FIXED_INDUSTRIES]);
      expect(names.filter((name) => CREATED.includes(name))).toEqual(CREATED_IN_ORDER);

      const byName = new Map(summary.map((item) => [item.industry, item]));
      expect(byName.get('Accounting / Tax')?.opinions).toBe(2);
      expect(byName.get('Ópticas Luz')).toEqual({
        industry: 'Ópticas Luz',
        status: 'NUEVO',
        cities: [],
        clients: 0,
        opinions: 1,
        years: 0,
      });
      expect(byName.get('Marca Personal')).toMatchObject({ status: 'ACTIVO', opinions: 0 });
    });

    it('updates an industry whose name holds a slash and answers its summary, recording who', async () => {
      const updated = await api().updateIndustry({
        params: { name: 'Accounting / Tax' },
        body: {
          status: 'ACTIVO',
          cities: ['Miami', 'Orlando'],
          clients: 12,
          years: 5.5,
        },
      });
      expect(updated).toEqual({
        industry: 'Accounting / Tax',
        status: 'ACTIVO',
        cities: ['Miami', 'Orlando'],
        clients: 12,
        opinions: 2,
        years: 5.5,
      });
      const summary = await api().industriesSummary();
      expect(summary.find((item) => item.industry === 'Accounting / Tax')).toEqual(updated);

      const { user } = await api().me();
      const audit = await db()
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'industries.update'),
            arrayContains(auditLog.entityIds, ['Accounting / Tax']),
          ),
        );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        userId: user.id,
        entity: 'industry',
        details: {
          changes: { status: 'ACTIVO', cities: ['Miami', 'Orlando'], clients: 12, years: 5.5 },
        },
      });
    });

    it('changes only the given fields of names with accents, spaces and percent signs', async () => {
      const aesthetic = await api().updateIndustry({
        params: { name: 'Clínica Estética' },
        body: { years: 1.1 },
      });
      expect(aesthetic).toMatchObject({
        industry: 'Clínica Estética',
        status: 'ACTIVO',
        years: 1.1,
      });

      const sales = await api().updateIndustry({
        params: { name: 'Ventas 100% Online' },
        body: { cities: ['Bogotá'] },
      });
      expect(sales).toEqual({
        industry: 'Ventas 100% Online',
        status: 'NUEVO',
        cities: ['Bogotá'],
        clients: 0,
        opinions: 0,
        years: 0,
      });

      const spaced = await patch('  Ópticas Luz ', { clients: 3 });
      expect(spaced.status).toBe(200);
      expect(await spaced.json()).toMatchObject({ industry: 'Ópticas Luz', clients: 3 });
    });

    it('keeps years to the hundredth, so a number too small for the column is stored as 0', async () => {
      const tiny = await patch('Zeta Seguros', { years: 5e-324 });
      expect(tiny.status).toBe(200);
      expect(await tiny.json()).toMatchObject({ industry: 'Zeta Seguros', years: 0 });
      const precise = await patch('Zeta Seguros', { years: 2.345678 });
      expect(await precise.json()).toMatchObject({ years: 2.35 });
    });

    it('answers 404 for an industry that does not exist, creating nothing', async () => {
      const failure = await api()
        .updateIndustry({ params: { name: 'Accounting' }, body: { clients: 1 } })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 404, message: 'Industria no encontrada' });
      // Read from the root connection: nothing of that name in any workspace.
      const rows = await database()
        .db.select()
        .from(industries)
        .where(eq(industries.name, 'Accounting'));
      expect(rows).toEqual([]);
    });

    it.each([
      ['a negative client count', { clients: -1 }],
      ['a fractional client count', { clients: 2.5 }],
      ['years as text', { years: 'cinco' }],
      ['a blank status', { status: '   ' }],
      ['a blank city', { cities: ['Miami', ''] }],
      ['cities that are not a list', { cities: 'Miami' }],
    ])('refuses %s with 400 and changes nothing', async (_case, body) => {
      const response = await patch('Public Adjusters', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String), code: 'invalid_input' });
      const [row] = await db()
        .select()
        .from(industries)
        .where(eq(industries.name, 'Public Adjusters'));
      expect(row).toMatchObject({ status: 'ACTIVO', cities: [], clients: 0, years: 0 });
    });

    it('refuses a body with nothing to change', async () => {
      for (const body of [{}, { industry: 'Otro nombre', opinions: 5 }]) {
        const response = await patch('Public Adjusters', body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: 'No hay cambios', code: 'no_changes' });
      }
    });

    it('refuses a body that is not JSON and a name longer than an industry can be', async () => {
      const form = await http.call('PATCH', industryPath('Public Adjusters'), {
        sessionId,
        body: 'clients=3',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const notJson = await http.call('PATCH', industryPath('Public Adjusters'), {
        sessionId,
        body: 'clients=3',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
      expect(await notJson.json()).toEqual({ error: 'JSON inválido', code: 'invalid_json' });

      const tooLong = await patch('x'.repeat(81), { clients: 1 });
      expect(tooLong.status).toBe(400);
    });

    it('answers 401 without a session, changing nothing', async () => {
      for (const path of ['/functions/v1/industries-summary', '/functions/v1/industries']) {
        const response = await http.call('GET', path);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
      }
      const response = await http.call('PATCH', industryPath('Marca Personal'), {
        json: { clients: 99 },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
      const [row] = await db()
        .select()
        .from(industries)
        .where(eq(industries.name, 'Marca Personal'));
      expect(row?.clients).toBe(0);
    });
  });
});
