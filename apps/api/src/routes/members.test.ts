import {
  auditLogResponseSchema,
  invitationCreatedSchema,
  invitationsResponseSchema,
  membersResponseSchema,
  signinResponseSchema,
  workspacesResponseSchema,
} from '@replica/api-client/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { auditLog } from '../db/schema';
import { newSecretToken } from '../domain/secret-tokens';
import { ADDRESS_LIMITS } from '../middleware/rate-limit';
import { describeOnEachDatabase } from '../../test-support/databases';
import { manualClock, uniqueEmail } from '../../test-support/fixtures';
import { type Member, signUpMember } from '../../test-support/accounts';
import { memberOf } from '../../test-support/members';
import { serveOnLoopback } from '../../test-support/loopback';

const DAY_MS = 24 * 60 * 60_000;

describe('members, invitations and the audit log', () => {
  describeOnEachDatabase((database) => {
    const clock = manualClock();
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        now: clock.now,
        // Dozens of accounts sign up here from one address; the limit has a test of its own.
        addressLimits: { ...ADDRESS_LIMITS, signup: { points: 1_000, windowSeconds: 3_600 } },
      }),
    );
    const call = (member: Member | string, method: string, path: string, json?: unknown) =>
      http.call(method, `/functions/v1/${path}`, {
        sessionId: typeof member === 'string' ? member : member.sessionId,
        ...(json === undefined ? {} : { json }),
      });
    const workspacesOf = async (member: Member | string) =>
      workspacesResponseSchema.parse(await (await call(member, 'GET', 'workspaces')).json());
    const membershipCount = async () =>
      Number(
        (
          await database().db.execute<{ n: number }>(
            sql`select count(*)::int as n from memberships`,
          )
        ).rows[0]?.n,
      );

    let owner: Member;
    let workspaceId = 0;
    beforeAll(async () => {
      owner = await signUpMember(http);
      workspaceId = (await workspacesOf(owner)).current;
    });

    async function invite(email: string, role = 'analyst', by: Member = owner) {
      const answer = await call(by, 'POST', 'invitations', { email, role });
      expect(answer.status).toBe(201);
      return invitationCreatedSchema.parse(await answer.json());
    }

    async function signUpWith(email: string, invitation: string) {
      return http.call('POST', '/functions/v1/auth/signup', {
        json: { email, pass: 'secreto123', invitation },
      });
    }

    async function signIn(email: string) {
      const answer = await http.call('POST', '/functions/v1/auth/signin', {
        json: { email, pass: 'secreto123' },
      });
      return signinResponseSchema.parse(await answer.json()).session_id;
    }

    it("revokes an admin's pending invitations once the admin is demoted or removed", async () => {
      for (const end of ['demoted', 'removed'] as const) {
        const admin = await memberOf(http, database(), workspaceId, 'admin');
        const email = uniqueEmail();
        const sent = await invite(email, 'analyst', admin);
        const change =
          end === 'demoted'
            ? await call(owner, 'PATCH', `members/${admin.userId}`, { role: 'analyst' })
            : await call(owner, 'DELETE', `members/${admin.userId}`);
        expect(change.status).toBe(200);
        const pending = invitationsResponseSchema.parse(
          await (await call(owner, 'GET', 'invitations')).json(),
        );
        expect(pending.items.map((item) => item.id)).not.toContain(sent.id);
        const joined = await signUpWith(email, sent.token);
        expect([end, joined.status]).toEqual([end, 400]);
      }
    });

    it("builds invitation links on the server's own origin, whatever Host the request names", async () => {
      const answer = await http.call('POST', '/functions/v1/invitations', {
        sessionId: owner.sessionId,
        json: { email: uniqueEmail(), role: 'viewer' },
        headers: { host: 'evil.example' },
      });
      const { url } = invitationCreatedSchema.parse(await answer.json());
      expect(url).not.toContain('evil.example');
      expect(url.startsWith('http://127.0.0.1:8080/#/invitacion?token=')).toBe(true);
    });

    it('makes a single-use, 7-day link whose token only the invited person holds', async () => {
      const email = uniqueEmail();
      const created = await invite(`  ${email.toUpperCase()} `);
      expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
      expect(created.url).toMatch(/\/#\/invitacion\?token=[A-Za-z0-9_-]{43}$/);
      expect(new Date(created.expires_at).getTime() - clock.now().getTime()).toBe(7 * DAY_MS);
      const stored = await database().db.execute<{ token_hash: string; email: string }>(
        sql`select token_hash, email from invitations where id = ${created.id}`,
      );
      expect(stored.rows[0]?.email).toBe(email);
      expect(stored.rows[0]?.token_hash).not.toContain(created.token);
      const listed = invitationsResponseSchema.parse(
        await (await call(owner, 'GET', 'invitations')).json(),
      );
      expect(listed.items.find((item) => item.id === created.id)).toMatchObject({
        email,
        role: 'analyst',
      });
      expect(JSON.stringify(listed)).not.toContain(created.token);
    });

    it('lets the invited person sign up into the workspace with the role, once', async () => {
      const email = uniqueEmail();
      const { token } = await invite(email, 'viewer');
      expect((await signUpWith(email, token)).status).toBe(201);
      const session = await signIn(email);
      const theirs = await workspacesOf(session);
      // They joined the team: no workspace of their own was made.
      expect(theirs).toEqual({
        items: [{ id: workspaceId, name: expect.any(String), role: 'viewer' }],
        current: workspaceId,
      });

      const before = await membershipCount();
      const again = await signUpWith(uniqueEmail(), token);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({
        error: 'La invitación no es válida: ha caducado, ya se usó o se revocó',
        code: 'invitation_invalid',
      });
      expect(await membershipCount()).toBe(before);
    });

    it('tells whoever holds a link, signed out, the workspace, the inviter and the role, and no more', async () => {
      const renamed = await call(owner, 'PATCH', 'workspaces/current', { name: 'Agencia Norte' });
      expect(renamed.status).toBe(200);
      const email = uniqueEmail();
      const { token } = await invite(email, 'admin');
      const answer = await http.call('POST', '/functions/v1/invitations/details', {
        json: { token: `  ${token} ` },
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        workspaceName: 'Agencia Norte',
        invitedBy: owner.email,
        role: 'admin',
      });
      // Reading it uses nothing: the invitee still signs up with it.
      expect((await signUpWith(email, token)).status).toBe(201);
    });

    it('answers 404 for the token of no pending invitation, telling none apart', async () => {
      const usedFor = uniqueEmail();
      const used = await invite(usedFor);
      expect((await signUpWith(usedFor, used.token)).status).toBe(201);
      const revoked = await invite(uniqueEmail());
      expect((await call(owner, 'DELETE', `invitations/${revoked.id}`)).status).toBe(200);
      const expired = await invite(uniqueEmail());
      const details = (token: string) =>
        http.call('POST', '/functions/v1/invitations/details', { json: { token } });

      const refusals = [
        await details(used.token),
        await details(revoked.token),
        await details(newSecretToken()),
        await details("' or 1=1 --"),
      ];
      clock.advance(7 * DAY_MS + 1);
      refusals.push(await details(expired.token));
      clock.advance(-(7 * DAY_MS + 1));
      for (const refusal of refusals) {
        expect(refusal.status).toBe(404);
        expect(await refusal.json()).toEqual({
          error: 'La invitación no es válida: ha caducado, ya se usó o se revocó',
          code: 'invitation_invalid',
        });
      }
      for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(201) }]) {
        const bad = await http.call('POST', '/functions/v1/invitations/details', { json: body });
        expect(bad.status).toBe(400);
        expect(((await bad.json()) as { code: string }).code).toBe('invitation_token_required');
      }
      // Once the inviter's account is gone the link still says where and as what.
      const admin = await memberOf(http, database(), workspaceId, 'admin');
      const byAdmin = await invite(uniqueEmail(), 'viewer', admin);
      await database().db.execute(sql`delete from users where id = ${admin.userId}`);
      const orphan = await details(byAdmin.token);
      expect(orphan.status).toBe(200);
      expect(await orphan.json()).toMatchObject({ invitedBy: null, role: 'viewer' });
    });

    it('lets someone already signed up accept with the link, and moves the session there', async () => {
      const someone = await signUpMember(http);
      const { token } = await invite(someone.email, 'analyst');
      const answer = await call(someone, 'POST', 'auth/accept-invitation', { token });
      expect(answer.status).toBe(200);
      const theirs = workspacesResponseSchema.parse(await answer.json());
      expect(theirs.current).toBe(workspaceId);
      expect(theirs.items.map((item) => item.role)).toEqual(['owner', 'analyst']);
      expect((await workspacesOf(someone)).current).toBe(workspaceId);
    });

    it('refuses expired, used, revoked, forged and other-e-mail invitations, joining no one', async () => {
      const expiredFor = uniqueEmail();
      const expired = await invite(expiredFor);
      const revokedFor = await signUpMember(http);
      const revoked = await invite(revokedFor.email);
      expect((await call(owner, 'DELETE', `invitations/${revoked.id}`)).status).toBe(200);
      const otherFor = uniqueEmail();
      const forOther = await invite(otherFor);
      const usedFor = await signUpMember(http);
      const used = await invite(usedFor.email);
      expect(
        (await call(usedFor, 'POST', 'auth/accept-invitation', { token: used.token })).status,
      ).toBe(200);
      const accounts = async () =>
        Number(
          (await database().db.execute<{ n: number }>(sql`select count(*)::int as n from users`))
            .rows[0]?.n,
        );
      const before = { memberships: await membershipCount(), accounts: await accounts() };

      const refusals = [
        await call(revokedFor, 'POST', 'auth/accept-invitation', { token: revoked.token }),
        await call(usedFor, 'POST', 'auth/accept-invitation', { token: used.token }),
      ];
      for (const token of [newSecretToken(), 'not a token', "' or 1=1 --"]) {
        refusals.push(await signUpWith(uniqueEmail(), token));
      }
      // Past its 7 days; sign-up needs no session, which would have gone idle by then.
      clock.advance(7 * DAY_MS + 1);
      refusals.push(await signUpWith(expiredFor, expired.token));
      clock.advance(-(7 * DAY_MS + 1));
      expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
      const wrongPerson = await signUpWith(uniqueEmail(), forOther.token);
      expect(wrongPerson.status).toBe(403);
      expect(await wrongPerson.json()).toEqual({
        error: 'Esta invitación es para otro correo',
        code: 'invitation_other_email',
      });

      expect({ memberships: await membershipCount(), accounts: await accounts() }).toEqual(before);
      expect((await workspacesOf(revokedFor)).items).toHaveLength(1);
    });

    it('refuses an invitation for a member (409) and one for an owner made by an admin (403)', async () => {
      const admin = await memberOf(http, database(), workspaceId, 'admin');
      const existing = await call(owner, 'POST', 'invitations', {
        email: admin.email,
        role: 'viewer',
      });
      expect(existing.status).toBe(409);
      const ownerByAdmin = await call(admin, 'POST', 'invitations', {
        email: uniqueEmail(),
        role: 'owner',
      });
      expect(ownerByAdmin.status).toBe(403);
      for (const body of [
        { email: 'no-es-correo', role: 'viewer' },
        { email: uniqueEmail(), role: 'jefe' },
      ]) {
        expect((await call(owner, 'POST', 'invitations', body)).status).toBe(400);
      }
    });

    it('changes roles as the matrix says and always keeps an owner', async () => {
      const admin = await memberOf(http, database(), workspaceId, 'admin');
      const analyst = await memberOf(http, database(), workspaceId, 'analyst');
      const roleOf = async (member: Member) =>
        membersResponseSchema
          .parse(await (await call(owner, 'GET', 'members')).json())
          .items.find((item) => item.user_id === member.userId)?.role;

      expect(
        (await call(admin, 'PATCH', `members/${analyst.userId}`, { role: 'viewer' })).status,
      ).toBe(200);
      expect(await roleOf(analyst)).toBe('viewer');
      // An admin neither makes nor touches an owner.
      expect(
        (await call(admin, 'PATCH', `members/${analyst.userId}`, { role: 'owner' })).status,
      ).toBe(403);
      expect(
        (await call(admin, 'PATCH', `members/${owner.userId}`, { role: 'viewer' })).status,
      ).toBe(403);
      expect((await call(admin, 'DELETE', `members/${owner.userId}`)).status).toBe(403);
      // The only owner cannot step down or leave.
      const lastOwner = await call(owner, 'PATCH', `members/${owner.userId}`, { role: 'admin' });
      expect(lastOwner.status).toBe(409);
      expect(await lastOwner.json()).toEqual({
        error: 'El espacio de trabajo debe conservar al menos un propietario',
        code: 'last_owner',
      });
      expect((await call(owner, 'DELETE', `members/${owner.userId}`)).status).toBe(409);
      // Ownership shared, then handed over.
      expect(
        (await call(owner, 'PATCH', `members/${admin.userId}`, { role: 'owner' })).status,
      ).toBe(200);
      expect(
        (await call(owner, 'PATCH', `members/${owner.userId}`, { role: 'admin' })).status,
      ).toBe(200);
      expect(await roleOf(owner)).toBe('admin');
      expect(
        (await call(admin, 'PATCH', `members/${owner.userId}`, { role: 'owner' })).status,
      ).toBe(200);
      expect((await call(owner, 'PATCH', '999999999', { role: 'viewer' })).status).toBe(404);
      expect((await call(owner, 'PATCH', 'members/999999999', { role: 'viewer' })).status).toBe(
        404,
      );
      expect(
        (await call(owner, 'PATCH', `members/${analyst.userId}`, { role: 'jefe' })).status,
      ).toBe(400);
    });

    it('takes a member out, who then no longer reaches the workspace; anyone may leave', async () => {
      const analyst = await memberOf(http, database(), workspaceId, 'analyst');
      const viewer = await memberOf(http, database(), workspaceId, 'viewer');
      expect((await call(viewer, 'DELETE', `members/${analyst.userId}`)).status).toBe(403);
      expect((await call(owner, 'DELETE', `members/${analyst.userId}`)).status).toBe(200);
      const after = await workspacesOf(analyst);
      expect(after.items.map((item) => item.id)).not.toContain(workspaceId);
      expect(after.current).not.toBe(workspaceId);
      // Leaving needs no admin.
      expect((await call(viewer, 'DELETE', `members/${viewer.userId}`)).status).toBe(200);
      expect((await workspacesOf(viewer)).items.map((item) => item.id)).not.toContain(workspaceId);
    });

    it("shows admins the workspace's audit log, paged and filtered, and no one else", async () => {
      const admin = await memberOf(http, database(), workspaceId, 'admin');
      const viewer = await memberOf(http, database(), workspaceId, 'viewer');
      expect((await call(viewer, 'GET', 'audit-log')).status).toBe(403);
      await database()
        .forWorkspace(workspaceId)
        .insert(auditLog)
        .values(
          Array.from({ length: 60 }, () => ({
            userId: viewer.userId,
            action: 'comments.delete',
            entity: 'comment',
          })),
        );
      const read = async (query: string) =>
        auditLogResponseSchema.parse(await (await call(admin, 'GET', `audit-log${query}`)).json());
      const first = await read('');
      expect(first.items).toHaveLength(50);
      expect(first.actions).toEqual(
        expect.arrayContaining(['comments.delete', 'invitations.create', 'members.role']),
      );
      const second = await read(`?cursor=${first.nextCursor}`);
      expect(second.items[0]!.id).toBeLessThan(first.items.at(-1)!.id);
      const mine = await read(`?user=${viewer.userId}&action=comments.delete`);
      expect(mine.items).toHaveLength(50);
      expect(mine.items.every((item) => item.email === viewer.email)).toBe(true);
      const roles = await read('?action=members.role');
      expect(roles.items.length).toBeGreaterThan(0);
      expect(roles.items.every((item) => item.action === 'members.role')).toBe(true);
      // Another workspace's log holds none of these lines.
      const stranger = await signUpMember(http);
      const theirs = auditLogResponseSchema.parse(
        await (await call(stranger, 'GET', 'audit-log')).json(),
      );
      expect(theirs.items.every((item) => item.user_id === stranger.userId)).toBe(true);
    });
  });
});
