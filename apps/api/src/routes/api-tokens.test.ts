import { createApiClient } from '@replica/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { apiTokens, auditLog } from '../db/schema';
import { type Member, signUpMember } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { memberOf } from '../../test-support/members';
import { rejection } from '../../test-support/rejection';

// Integrations act through workspace API tokens, never above their creator.
describe('workspace API tokens', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    let owner: Member;
    let workspaceId = 0;
    const client = (credential: string) =>
      createApiClient({
        baseUrl: http.origin,
        getSessionId: () => null,
        fetch: (input, init) => {
          const request = new Request(input, init);
          request.headers.set('authorization', `Bearer ${credential}`);
          return fetch(request);
        },
      });
    const sessionOf = (member: Member) =>
      createApiClient({ baseUrl: http.origin, getSessionId: () => member.sessionId });
    beforeAll(async () => {
      owner = await signUpMember(http);
      workspaceId = (await sessionOf(owner).workspaces()).current;
    });

    it('shows a token once, keeps its hash, and lets it act with its role, audited', async () => {
      const created = await sessionOf(owner).createApiToken({
        body: { name: 'Zapier', role: 'analyst' },
      });
      expect(created.token).toMatch(/^rpl_[\w-]{43}$/);
      const [stored] = await database()
        .db.select()
        .from(apiTokens)
        .where(eq(apiTokens.id, created.id));
      expect(stored!.tokenHash).not.toContain(created.token.slice(4));
      const listed = await sessionOf(owner).apiTokens();
      expect(JSON.stringify(listed)).not.toContain(created.token);
      expect(listed.items[0]).toMatchObject({
        name: 'Zapier',
        role: 'analyst',
        last_used_at: null,
      });

      const zapier = client(created.token);
      const { commentId } = await zapier.addComment({
        body: {
          text: 'Me parece demasiado caro para mí',
          industry: 'Tokens',
        },
      });
      expect(commentId).toBeGreaterThan(0);
      // An analyst's token may not edit industries.
      expect(
        (
          await rejection(
            zapier.updateIndustry({ params: { name: 'Tokens' }, body: { clients: 3 } }),
          )
        ).status,
      ).toBe(403);
      const lines = await database()
        .forWorkspace(workspaceId)
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'api-token.use'));
      expect(lines.some((line) => (line.details as { token?: string }).token === 'Zapier')).toBe(
        true,
      );
      expect((await sessionOf(owner).apiTokens()).items[0]!.last_used_at).not.toBeNull();
    });

    it('never acts above its creator, and stops with the creator or when revoked', async () => {
      const admin = await memberOf(http, database(), workspaceId, 'admin');
      // No token is an owner's: its role is viewer, analyst or admin.
      const owners = await http.call('POST', '/functions/v1/api-tokens', {
        sessionId: admin.sessionId,
        json: { name: 'dueño', role: 'owner' },
      });
      expect(owners.status).toBe(400);
      const token = (
        await sessionOf(admin).createApiToken({ body: { name: 'Make', role: 'admin' } })
      ).token;
      const make = client(token);
      expect(
        (await make.updateIndustry({ params: { name: 'Tokens' }, body: { clients: 5 } })).industry,
      ).toBe('Tokens');

      // The creator demoted to analyst: the token acts as an analyst.
      await sessionOf(owner).changeMemberRole({
        params: { userId: admin.userId },
        body: { role: 'analyst' },
      });
      expect(
        (await rejection(make.updateIndustry({ params: { name: 'Tokens' }, body: { clients: 6 } })))
          .status,
      ).toBe(403);
      // Sessions, accounts and other tokens are out of a token's reach.
      const signout = await rejection(make.signoutOthers());
      expect([signout.status, signout.code]).toEqual([403, 'api_token_not_allowed']);

      await sessionOf(owner).removeMember({ params: { userId: admin.userId } });
      expect((await rejection(make.dashboardMetrics())).status).toBe(401);

      const revocable = await sessionOf(owner).createApiToken({
        body: { name: 'Script', role: 'viewer' },
      });
      expect((await client(revocable.token).dashboardMetrics()).opinions).toBeGreaterThanOrEqual(0);
      await sessionOf(owner).revokeApiToken({ params: { id: revocable.id } });
      expect((await rejection(client(revocable.token).dashboardMetrics())).status).toBe(401);
      expect(
        (await rejection(sessionOf(owner).revokeApiToken({ params: { id: revocable.id } }))).code,
      ).toBe('api_token_not_found');
    });
  });
});
