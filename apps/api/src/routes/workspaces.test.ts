import { sql } from 'drizzle-orm';
import {
  industriesListSchema,
  signinResponseSchema,
  webhookTokenResponseSchema,
  workspacesResponseSchema,
} from '@replica/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { webhookTokenOf } from '../domain/workspaces/webhook-token';
import { createApp } from '../app';
import { ADDRESS_LIMITS } from '../middleware/rate-limit';
import { workingJobs } from '../../test-support/jobs';
import { describeOnEachDatabase } from '../../test-support/databases';
import { uniqueEmail } from '../../test-support/fixtures';
import { signUpMember } from '../../test-support/accounts';
import { memberOf } from '../../test-support/members';
import { serveOnLoopback } from '../../test-support/loopback';

describe('workspaces', () => {
  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database);
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        jobs: jobs(),
        // Dozens of accounts sign up here from one address; the limit has a test of its own.
        addressLimits: { ...ADDRESS_LIMITS, signup: { points: 1_000, windowSeconds: 3_600 } },
        apify: {
          connection: undefined,
          waitSeconds: 5,
          webhookSecret: 'secreto-del-webhook-de-prueba-1234',
          publicUrl: undefined,
        },
      }),
    );
    const call = (sessionId: string, method: string, path: string, json?: unknown) =>
      http.call(method, `/functions/v1/${path}`, {
        sessionId,
        ...(json === undefined ? {} : { json }),
      });
    const workspacesOf = async (sessionId: string) =>
      workspacesResponseSchema.parse(await (await call(sessionId, 'GET', 'workspaces')).json());

    /** Signs up with `fields` besides the credentials; answers the response and the e-mail. */
    const signUpWith = async (fields: Record<string, unknown>, language?: string) => {
      const email = uniqueEmail();
      const response = await http.call('POST', '/functions/v1/auth/signup', {
        json: { email, pass: 'secreto123', ...fields },
        ...(language ? { headers: { 'accept-language': language } } : {}),
      });
      return { response, email };
    };
    const signedInAs = async (email: string) => {
      const signin = await http.call('POST', '/functions/v1/auth/signin', {
        json: { email, pass: 'secreto123' },
      });
      return signinResponseSchema.parse(await signin.json()).session_id;
    };
    const tableCount = async (table: 'users' | 'workspaces') =>
      Number(
        (
          await database().db.execute<{ n: number }>(
            sql`select count(*)::int as n from ${sql.identifier(table)}`,
          )
        ).rows[0]?.n,
      );

    it("gives a new account a workspace of its own, 'Mi espacio', as owner: never its e-mail", async () => {
      const email = uniqueEmail();
      const member = await signUpMember(http, email);
      const body = await workspacesOf(member.sessionId);
      expect(body).toEqual({
        items: [{ id: body.current, name: 'Mi espacio', role: 'owner' }],
        current: body.current,
      });
      const industries = await call(member.sessionId, 'GET', 'industries');
      expect(industriesListSchema.parse(await industries.json()).items).toHaveLength(8);
    });

    it("names it 'My workspace' for a sign-up in English, and as the sign-up asks, trimmed", async () => {
      const english = await signUpWith({}, 'en-GB,en;q=0.9,es;q=0.5');
      expect(english.response.status).toBe(201);
      const named = await signUpWith({ workspaceName: '  Agencia Norte  ' }, 'en');
      expect(named.response.status).toBe(201);
      const names = async (email: string) =>
        (await workspacesOf(await signedInAs(email))).items.map((item) => item.name);
      expect(await names(english.email)).toEqual(['My workspace']);
      expect(await names(named.email)).toEqual(['Agencia Norte']);
    });

    it('refuses a bad workspace name with 400 and a clear reason, making no account or workspace', async () => {
      const before = {
        users: await tableCount('users'),
        workspaces: await tableCount('workspaces'),
      };
      const refusals = [
        ['', 'workspace_name_required', 'El nombre del espacio de trabajo es requerido'],
        ['   ', 'workspace_name_required', 'El nombre del espacio de trabajo es requerido'],
        [
          'x'.repeat(81),
          'workspace_name_too_long',
          'El nombre del espacio de trabajo admite como máximo 80 caracteres',
        ],
        [
          'Agencia\nNorte',
          'name_control_characters',
          'El nombre no puede llevar saltos de línea ni caracteres de control',
        ],
        [42, 'workspace_name_required', 'El nombre del espacio de trabajo es requerido'],
      ] as const;
      for (const [workspaceName, code, error] of refusals) {
        const { response, email } = await signUpWith({ workspaceName });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error, code });
        const signin = await http.call('POST', '/functions/v1/auth/signin', {
          json: { email, pass: 'secreto123' },
        });
        expect(signin.status).toBe(401);
      }
      const { response: english } = await signUpWith({ workspaceName: 'x'.repeat(81) }, 'en');
      expect(await english.json()).toEqual({
        error: 'The workspace name takes 80 characters at most',
        code: 'workspace_name_too_long',
      });
      expect({
        users: await tableCount('users'),
        workspaces: await tableCount('workspaces'),
      }).toEqual(before);
    });

    it('switches the session, and only that session, to another workspace of the user', async () => {
      const owner = await signUpMember(http);
      const shared = (await workspacesOf(owner.sessionId)).current;
      const analyst = await memberOf(http, database(), shared, 'analyst');
      const body = await workspacesOf(analyst.sessionId);
      expect(body.current).toBe(shared);
      expect(body.items.map((item) => item.role)).toEqual(['owner', 'analyst']);

      // A second session of the same person still acts in the workspace it had.
      const second = await http.call('POST', '/functions/v1/auth/signin', {
        json: { email: analyst.email, pass: 'secreto123' },
      });
      const secondSession = signinResponseSchema.parse(await second.json()).session_id;
      const own = body.items.find((item) => item.role === 'owner')!.id;
      expect((await workspacesOf(secondSession)).current).toBe(own);

      const back = await call(analyst.sessionId, 'POST', 'workspaces/switch', { id: own });
      expect(workspacesResponseSchema.parse(await back.json()).current).toBe(own);
      expect((await workspacesOf(analyst.sessionId)).current).toBe(own);
    });

    it('refuses a switch to a workspace the user is not in with 404, and bad ids with 400', async () => {
      const stranger = await signUpMember(http);
      const other = await signUpMember(http);
      const othersId = (await workspacesOf(other.sessionId)).current;
      const refused = await call(stranger.sessionId, 'POST', 'workspaces/switch', { id: othersId });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({
        error: 'Espacio de trabajo no encontrado',
        code: 'workspace_not_found',
      });
      for (const id of [0, -1, 1.5, 'uno', null]) {
        const bad = await call(stranger.sessionId, 'POST', 'workspaces/switch', { id });
        expect(bad.status).toBe(400);
      }
      const mine = await workspacesOf(stranger.sessionId);
      expect(mine.current).not.toBe(othersId);
    });

    it('lets the owner rename the workspace, and no one else', async () => {
      const owner = await signUpMember(http);
      const id = (await workspacesOf(owner.sessionId)).current;
      const admin = await memberOf(http, database(), id, 'admin');
      const refused = await call(admin.sessionId, 'PATCH', 'workspaces/current', { name: 'Otro' });
      expect(refused.status).toBe(403);
      for (const name of ['', '   ', 'x'.repeat(81)]) {
        const bad = await call(owner.sessionId, 'PATCH', 'workspaces/current', { name });
        expect(bad.status).toBe(400);
      }
      const renamed = await call(owner.sessionId, 'PATCH', 'workspaces/current', {
        name: '  Agencia Sur ',
      });
      expect(renamed.status).toBe(200);
      const seenByAdmin = await workspacesOf(admin.sessionId);
      expect(seenByAdmin.items.find((item) => item.id === id)?.name).toBe('Agencia Sur');
    });

    it('lets only the owner delete the workspace, with everything in it', async () => {
      const owner = await signUpMember(http);
      const id = (await workspacesOf(owner.sessionId)).current;
      const admin = await memberOf(http, database(), id, 'admin');
      for (const text of ['Es demasiado caro para mí', 'No tengo tiempo para ir']) {
        expect((await call(owner.sessionId, 'POST', 'comments-manual', { text })).status).toBe(201);
      }
      const analysed = await call(owner.sessionId, 'POST', 'analyze-comments', {
        industry: 'sin_clasificar',
        mode: 'full',
      });
      expect(analysed.status).toBe(200);
      expect((await call(admin.sessionId, 'DELETE', 'workspaces/current')).status).toBe(403);

      const deleted = await call(owner.sessionId, 'DELETE', 'workspaces/current');
      expect(deleted.status).toBe(200);
      const after = workspacesResponseSchema.parse(await deleted.json());
      expect(after.current).not.toBe(id);
      expect(after.items).toEqual([{ id: after.current, name: 'Mi espacio', role: 'owner' }]);
      const left = await database().db.execute<{ n: number }>(sql`
        select (select count(*) from comments where workspace_id = ${id})
          + (select count(*) from industries where workspace_id = ${id})
          + (select count(*) from industry_comment_counts where workspace_id = ${id})
          + (select count(*) from memberships where workspace_id = ${id})
          + (select count(*) from audit_log where workspace_id = ${id}) as n`);
      expect(Number(left.rows[0]?.n)).toBe(0);
      // The admin's session moves on to a workspace of their own.
      expect((await workspacesOf(admin.sessionId)).items.map((item) => item.id)).not.toContain(id);
    });

    it('rotates the webhook token for an admin: the old URL stops importing, the new one works', async () => {
      const owner = await signUpMember(http);
      const id = (await workspacesOf(owner.sessionId)).current;
      const viewer = await memberOf(http, database(), id, 'viewer');
      const admin = await memberOf(http, database(), id, 'admin');
      const old = await webhookTokenOf(database().db, id);
      expect(
        (await call(viewer.sessionId, 'POST', 'workspaces/current/webhook-token', {})).status,
      ).toBe(403);
      expect(await webhookTokenOf(database().db, id)).toBe(old);

      const rotated = await call(admin.sessionId, 'POST', 'workspaces/current/webhook-token', {});
      expect(rotated.status).toBe(200);
      const { webhookToken } = webhookTokenResponseSchema.parse(await rotated.json());
      expect(webhookToken).not.toBe(old);
      expect(webhookToken.length).toBeGreaterThanOrEqual(43);
      const testEvent = { eventType: 'TEST', eventData: null, resource: null };
      const announce = (token: string) =>
        http.call('POST', `/functions/v1/apify-webhook?token=${encodeURIComponent(token)}`, {
          headers: { 'x-apify-webhook-secret': 'secreto-del-webhook-de-prueba-1234' },
          json: testEvent,
        });
      expect((await announce(old)).status).toBe(401);
      expect((await announce(webhookToken)).status).toBe(200);
    });

    it('moves a member removed from the workspace of their session back to one of theirs', async () => {
      const owner = await signUpMember(http);
      const id = (await workspacesOf(owner.sessionId)).current;
      const viewer = await memberOf(http, database(), id, 'viewer');
      await database().db.execute(
        sql`delete from memberships where workspace_id = ${id} and user_id = ${viewer.userId}`,
      );
      const after = await workspacesOf(viewer.sessionId);
      expect(after.current).not.toBe(id);
      expect(after.items).toEqual([{ id: after.current, name: 'Mi espacio', role: 'owner' }]);
    });
  });
});
