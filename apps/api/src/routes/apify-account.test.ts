import { randomBytes } from 'node:crypto';
import { createApiClient } from '@replica/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { apifyAccounts, auditLog } from '../db/schema';
import type { ApifySettings } from '../infra/apify/apify-config';
import { secretBox } from '../infra/secrets/secret-box';
import { type Member, signUpMember } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { youtubeItems } from '../../test-support/fake-apify-items';
import { type FakeApifyServer, startFakeApifyServer } from '../../test-support/fake-apify-server';
import { serveOnLoopback } from '../../test-support/loopback';
import { memberOf } from '../../test-support/members';
import { rejection } from '../../test-support/rejection';

const ACTOR = 'streamers/youtube-comments-scraper';
const run = (industry: string) => ({
  actorId: ACTOR,
  inputJson: JSON.stringify({ videoId: randomBytes(5).toString('hex') }),
  platform: 'youtube' as const,
  industry,
});

// A workspace connects its own Apify account; its token is kept sealed and its runs
// go through it, with the server's account as the fallback.
describe("a workspace's own Apify account", () => {
  let fake: FakeApifyServer;
  let ownToken = '';
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    fake.addActor(ACTOR, { items: (input) => youtubeItems(String(input.videoId), 3) });
    ownToken = fake.addAccount('agencia-norte');
  });
  afterAll(() => fake.close());

  const secrets = secretBox(randomBytes(32));
  const settings = (overrides: Partial<ApifySettings> = {}): ApifySettings => ({
    connection: { baseUrl: fake.baseUrl, token: fake.token },
    waitSeconds: 5,
    webhookSecret: undefined,
    publicUrl: undefined,
    accounts: { baseUrl: fake.baseUrl, secrets },
    ...overrides,
  });
  /** The bearer token each run of the fake was started with, newest last. */
  const runStarters = () =>
    fake.requests
      .filter((request) => request.method === 'POST' && request.path.endsWith('/runs'))
      .map((request) => request.authorization);

  describeOnEachDatabase((database) => {
    describe('on a server with an account of its own', () => {
      const http = serveOnLoopback(() => createApp({ database: database(), apify: settings() }));
      let owner: Member;
      let workspaceId = 0;
      const sessionOf = (member: Member) =>
        createApiClient({ baseUrl: http.origin, getSessionId: () => member.sessionId });
      beforeAll(async () => {
        owner = await signUpMember(http);
        workspaceId = (await sessionOf(owner).workspaces()).current;
      });

      it("starts without one, running on the server's account", async () => {
        expect(await sessionOf(owner).apifyAccount()).toEqual({
          connected: false,
          username: null,
          connectedAt: null,
          tokenEnd: null,
          canConnect: true,
          serverAccount: true,
        });
        await sessionOf(owner).runScraper({ body: run('Cuenta del servidor') });
        expect(runStarters().at(-1)).toBe(`Bearer ${fake.token}`);
      });

      it('refuses a token Apify does not recognise and stores nothing', async () => {
        const error = await rejection(
          sessionOf(owner).connectApifyAccount({ body: { token: 'apify_api_falso1234' } }),
        );
        expect(error.status).toBe(400);
        expect(error.code).toBe('apify_token_refused');
        expect(await sessionOf(owner).apifyAccount()).toMatchObject({ connected: false });
      });

      it.each([
        ['spaces', 'apify api token'],
        ['too short', 'abc'],
        ['a line break', 'apify_api_\nabc'],
      ])('refuses a token with %s before asking Apify', async (_, token) => {
        const asked = fake.requests.length;
        const error = await rejection(sessionOf(owner).connectApifyAccount({ body: { token } }));
        expect(error.status).toBe(400);
        expect(fake.requests.length).toBe(asked);
      });

      it('keeps the token sealed, runs through it, and says whose it is', async () => {
        const account = await sessionOf(owner).connectApifyAccount({
          body: { token: `  ${ownToken}  ` },
        });
        expect(account).toMatchObject({
          connected: true,
          username: 'agencia-norte',
          tokenEnd: ownToken.slice(-4),
        });
        expect(JSON.stringify(await sessionOf(owner).apifyAccount())).not.toContain(ownToken);
        const [stored] = await database().forWorkspace(workspaceId).select().from(apifyAccounts);
        expect(stored!.tokenSealed).not.toContain(ownToken);
        expect(stored!.tokenSealed).not.toContain(ownToken.slice(10));
        expect(secrets.open(stored!.tokenSealed)).toBe(ownToken);

        expect(await sessionOf(owner).runScraper({ body: run('Cuenta propia') })).toMatchObject({
          imported: 3,
        });
        expect(runStarters().at(-1)).toBe(`Bearer ${ownToken}`);
        const actions = await database()
          .forWorkspace(workspaceId)
          .select({ action: auditLog.action, details: auditLog.details })
          .from(auditLog)
          .where(eq(auditLog.action, 'apify-account.connect'));
        expect(actions).toEqual([
          { action: 'apify-account.connect', details: { username: 'agencia-norte' } },
        ]);
      });

      it('shows the account and the token to admins only', async () => {
        for (const role of ['viewer', 'analyst'] as const) {
          const member = await memberOf(http, database(), workspaceId, role);
          const error = await rejection(sessionOf(member).apifyAccount());
          expect(error.status).toBe(403);
          expect((await rejection(sessionOf(member).disconnectApifyAccount())).status).toBe(403);
        }
        const admin = await memberOf(http, database(), workspaceId, 'admin');
        expect(await sessionOf(admin).apifyAccount()).toMatchObject({ connected: true });
      });

      it("goes back to the server's account once disconnected", async () => {
        expect(await sessionOf(owner).disconnectApifyAccount()).toMatchObject({
          connected: false,
          serverAccount: true,
        });
        await sessionOf(owner).runScraper({ body: run('Otra vez del servidor') });
        expect(runStarters().at(-1)).toBe(`Bearer ${fake.token}`);
      });

      it('asks for the account again when its token was sealed with another key', async () => {
        await sessionOf(owner).connectApifyAccount({ body: { token: ownToken } });
        const foreign = secretBox(randomBytes(32)).seal(ownToken);
        await database()
          .forWorkspace(workspaceId)
          .update(apifyAccounts)
          .set({ tokenSealed: foreign });
        const error = await rejection(sessionOf(owner).runScraper({ body: run('Clave perdida') }));
        expect([error.status, error.code]).toEqual([409, 'apify_account_unreadable']);
        expect(error.message).toBe(
          'No se puede usar la cuenta de Apify de este espacio de trabajo: un administrador debe conectarla de nuevo en Equipo',
        );
        expect(await sessionOf(owner).apifyAccount()).toMatchObject({
          connected: true,
          tokenEnd: null,
        });
        await sessionOf(owner).disconnectApifyAccount();
      });
    });

    describe('on a server without an account of its own', () => {
      const http = serveOnLoopback(() =>
        createApp({ database: database(), apify: settings({ connection: undefined }) }),
      );
      const sessionOf = (member: Member) =>
        createApiClient({ baseUrl: http.origin, getSessionId: () => member.sessionId });

      it('refuses runs until the workspace connects one, then runs through it', async () => {
        const owner = await signUpMember(http);
        expect(await sessionOf(owner).scraperConfig()).toMatchObject({ apifyConfigured: false });
        const refused = await rejection(sessionOf(owner).runScraper({ body: run('Sin cuenta') }));
        expect([refused.status, refused.code]).toEqual([409, 'apify_not_connected']);
        await sessionOf(owner).connectApifyAccount({ body: { token: ownToken } });
        expect(await sessionOf(owner).scraperConfig()).toMatchObject({ apifyConfigured: true });
        expect(await sessionOf(owner).runScraper({ body: run('Con cuenta') })).toMatchObject({
          imported: 3,
        });
        expect(runStarters().at(-1)).toBe(`Bearer ${ownToken}`);
      });
    });

    describe('on a server with no key to keep tokens with', () => {
      const http = serveOnLoopback(() =>
        createApp({ database: database(), apify: settings({ accounts: undefined }) }),
      );
      const sessionOf = (member: Member) =>
        createApiClient({ baseUrl: http.origin, getSessionId: () => member.sessionId });

      it('says so and stores nothing', async () => {
        const owner = await signUpMember(http);
        expect(await sessionOf(owner).apifyAccount()).toMatchObject({ canConnect: false });
        const error = await rejection(
          sessionOf(owner).connectApifyAccount({ body: { token: ownToken } }),
        );
        expect(error.status).toBe(503);
        expect(error.code).toBe('secrets_key_missing');
        expect(await sessionOf(owner).apifyAccount()).toMatchObject({ connected: false });
      });
    });
  });
});
