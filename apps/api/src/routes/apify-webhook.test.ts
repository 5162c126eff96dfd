import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { workingJobs } from '../../test-support/jobs';
import { webhookTokenOf } from '../domain/workspaces/webhook-token';
import type { ApifySettings } from '../infra/apify/apify-config';
import { tiktokItems, youtubeItems } from '../../test-support/fake-apify-items';
import { type FakeApifyServer, startFakeApifyServer } from '../../test-support/fake-apify-server';
import { startRun } from '../infra/apify/start-run';
import { secretBox } from '../infra/secrets/secret-box';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { apifyWebhookPath, runReaching } from '../../test-support/scraper-runs';

const SECRET = 'secreto-del-webhook-de-prueba';
const newIndustry = () => `Webhook ${randomBytes(4).toString('hex')}`;

describe('apify-webhook', () => {
  let fake: FakeApifyServer;
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    fake.addActor('mTD6bTz2HCjSQHeBn', {
      items: (input) => youtubeItems(String(input.videoId), 6),
      durationMs: 'manual',
    });
    fake.addActor('clockworks/tiktok-comments-scraper', {
      items: (input) => tiktokItems(String(input.videoId), 4),
      durationMs: 'manual',
    });
  });
  afterAll(() => fake.close());

  const secrets = secretBox(randomBytes(32));
  const settings = (overrides: Partial<ApifySettings> = {}): ApifySettings => ({
    connection: { baseUrl: fake.baseUrl, token: fake.token, retryBaseMs: 5 },
    waitSeconds: 1,
    webhookSecret: SECRET,
    publicUrl: undefined,
    accounts: { baseUrl: fake.baseUrl, secrets },
    ...overrides,
  });

  // The workspaces' own Apify accounts, as each would connect it in Equipo.
  let ownToken = '';
  let otherToken = '';
  beforeAll(() => {
    ownToken = fake.addAccount('marca-propia');
    otherToken = fake.addAccount('otra-agencia');
  });

  /**
   * A run started outside Réplica (Apify's console or a schedule) in the account of `token`: the
   * workspace's own by default.
   */
  async function finishedRun(
    actorId = 'mTD6bTz2HCjSQHeBn',
    status = 'SUCCEEDED',
    token = ownToken,
  ) {
    const connection = { baseUrl: fake.baseUrl, token };
    const run = await startRun(
      connection,
      { actorId },
      { videoId: randomBytes(5).toString('hex') },
    );
    fake.finishRun(run.id, status);
    return run.id;
  }

  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database, { apify: () => settings() });
    const http = serveOnLoopback(() =>
      createApp({ database: database(), apify: settings(), jobs: jobs() }),
    );
    const api = signedInClient(http);
    let webhookToken = '';
    beforeAll(async () => {
      webhookToken = await webhookTokenOf(database().db, api.workspaceId());
      await api().connectApifyAccount({ body: { token: ownToken } });
    });
    /** Apify calling the webhook URL of the client's workspace, with `query` added to it. */
    const post = (
      payload: unknown,
      query: Record<string, string> = {},
      secret: string | null = SECRET,
      token: string | null = webhookToken,
    ) =>
      http.call('POST', apifyWebhookPath(token, query), {
        json: payload,
        headers: secret === null ? {} : { 'X-Apify-Webhook-Secret': secret },
      });
    const runCount = async () => (await api().scraperRuns()).items.length;

    it.each([
      ['a wrong secret', 'otro-secreto-cualquiera-largo'],
      ['no secret', null],
      ['an empty secret', ''],
    ])('refuses %s with 401 and writes nothing', async (_, secret) => {
      const runId = await finishedRun();
      const before = await runCount();
      const answer = await post(fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED'), {}, secret);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        error: 'Secreto del webhook inválido',
        code: 'webhook_secret_invalid',
      });
      expect(await runCount()).toBe(before);
    });

    /** The comments of every workspace, and the rows of `runId` in any of them. */
    const storedEverywhere = async (runId: string) => {
      // The root db sees every workspace: nothing may land in one the token did not name.
      const { rows } = await database().db.execute<{ comments: number; runs: number }>(sql`
        select (select count(*)::int from comments) as comments,
          (select count(*)::int from scraper_runs where apify_run_id = ${runId}) as runs`);
      return rows[0];
    };

    it.each([
      ['an unknown token', 'un-token-que-ningun-espacio-tiene'],
      ['an empty token', ''],
      ['no token', null],
    ])('refuses a run announced with %s with 401 and imports nothing', async (_, token) => {
      const runId = await finishedRun();
      const before = await storedEverywhere(runId);
      const answer = await post(
        fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED'),
        { industry: newIndustry() },
        SECRET,
        token,
      );
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        error: 'Token del webhook desconocido: copia de nuevo la URL del webhook en Ingesta',
        code: 'webhook_token_invalid',
      });
      expect(before?.runs).toBe(0);
      expect(await storedEverywhere(runId)).toEqual(before);
    });

    it.each([
      ["the server's shared account that this workspace did not start", () => fake.token],
      ["another workspace's account", () => otherToken],
    ])('refuses a run of %s with 404 and stores nothing', async (_, token) => {
      const runId = await finishedRun('mTD6bTz2HCjSQHeBn', 'SUCCEEDED', token());
      const before = await storedEverywhere(runId);
      const answer = await post(fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED'), {
        industry: newIndustry(),
      });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        error: 'Ejecución de Apify no encontrada',
        code: 'run_not_found',
      });
      expect(await storedEverywhere(runId)).toEqual(before);
      expect(before?.runs).toBe(0);
    });

    it('refuses a run id Apify does not know with 404 and stores nothing', async () => {
      const answer = await post({
        eventType: 'ACTOR.RUN.SUCCEEDED',
        eventData: { actorRunId: 'noExisteEnApify1' },
      });
      expect(answer.status).toBe(404);
      expect(await storedEverywhere('noExisteEnApify1')).toMatchObject({ runs: 0 });
    });

    describe('with a second workspace', () => {
      const other = signedInClient(http);
      beforeAll(async () => {
        await other().connectApifyAccount({ body: { token: otherToken } });
      });

      it("lands a run's comments in the workspace its token names, and in no other", async () => {
        expect(other.workspaceId()).not.toBe(api.workspaceId());
        const otherWebhookToken = await webhookTokenOf(database().db, other.workspaceId());
        // Both runs name the same industry: only the token tells their workspaces apart.
        const industry = newIndustry();
        const ownRun = await finishedRun();
        const otherRun = await finishedRun(
          'clockworks/tiktok-comments-scraper',
          'SUCCEEDED',
          otherToken,
        );
        const succeeded = (runId: string) => fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED');
        expect((await post(succeeded(ownRun), { industry })).status).toBe(202);
        expect(
          (await post(succeeded(otherRun), { industry }, SECRET, otherWebhookToken)).status,
        ).toBe(202);
        expect(await runReaching(api(), ownRun, ['IMPORTED'])).toMatchObject({ imported: 6 });
        expect(await runReaching(other(), otherRun, ['IMPORTED'])).toMatchObject({ imported: 4 });

        const ownInbox = await api().inbox({ query: { industry } });
        expect(ownInbox.total).toBe(6);
        expect(ownInbox.items.every((item) => item.platform === 'YouTube')).toBe(true);
        const otherInbox = await other().inbox({ query: { industry } });
        expect(otherInbox.total).toBe(4);
        expect(otherInbox.items.every((item) => item.platform === 'TikTok')).toBe(true);
        const runIds = async (client: typeof api) =>
          (await client().scraperRuns()).items.map((run) => run.runId);
        expect(await runIds(api)).not.toContain(otherRun);
        expect(await runIds(other)).not.toContain(ownRun);
        // And in the rows themselves, whoever reads them.
        const { rows } = await database().db.execute<{ run: string; workspace_id: number }>(sql`
          select distinct r.apify_run_id as run, c.workspace_id
          from scraper_runs r join comments c on c.source_id = r.source_id
          where r.apify_run_id in (${ownRun}, ${otherRun})`);
        expect(rows).toHaveLength(2);
        expect(rows).toEqual(
          expect.arrayContaining([
            { run: ownRun, workspace_id: api.workspaceId() },
            { run: otherRun, workspace_id: other.workspaceId() },
          ]),
        );
      });

      it("refuses this workspace's run announced under the other's token, storing nothing there", async () => {
        const otherWebhookToken = await webhookTokenOf(database().db, other.workspaceId());
        const industry = newIndustry();
        const run = await finishedRun();
        const succeeded = fake.webhookPayload(run, 'ACTOR.RUN.SUCCEEDED');
        expect((await post(succeeded, { industry })).status).toBe(202);
        expect(await runReaching(api(), run, ['IMPORTED'])).toMatchObject({ imported: 6 });
        const answer = await post(succeeded, { industry }, SECRET, otherWebhookToken);
        expect(answer.status).toBe(404);
        expect((await other().scraperRuns()).items.map((item) => item.runId)).not.toContain(run);
        expect((await other().inbox({ query: { industry } })).total).toBe(0);
      });
    });

    it('answers a TEST event with 200 and writes nothing', async () => {
      const before = await runCount();
      const answer = await post({
        userId: 'fakeUser',
        createdAt: new Date().toISOString(),
        eventType: 'TEST',
        eventData: null,
        resource: null,
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true });
      expect(await runCount()).toBe(before);
    });

    it.each([
      ['no event type', { eventData: { actorRunId: 'x' } }],
      ['a run event without its run', { eventType: 'ACTOR.RUN.SUCCEEDED', eventData: {} }],
      ['an event type that is not text', { eventType: 42 }],
    ])('refuses a payload with %s with 400', async (_, payload) => {
      const answer = await post(payload);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toBeTruthy();
    });

    it('refuses a body that is not JSON with 400 and one over 1 MB with 413', async () => {
      const notJson = await http.call('POST', apifyWebhookPath(webhookToken), {
        body: 'eventType=TEST',
        headers: { 'X-Apify-Webhook-Secret': SECRET, 'content-type': 'application/json' },
      });
      expect(notJson.status).toBe(400);
      const huge = await http.call('POST', apifyWebhookPath(webhookToken), {
        body: JSON.stringify({ eventType: 'TEST', padding: 'x'.repeat(1024 * 1024) }),
        headers: { 'X-Apify-Webhook-Secret': SECRET, 'content-type': 'application/json' },
      });
      expect(huge.status).toBe(413);
    });

    it('imports a run it did not start into the industry and platform of its URL', async () => {
      const industry = newIndustry();
      const runId = await finishedRun('clockworks/tiktok-comments-scraper');
      const query = { industry, platform: 'tiktok' };
      const answer = await post(fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED'), query);
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ received: true, runId, status: 'IMPORTING' });
      const run = await runReaching(api(), runId, ['IMPORTED']);
      expect(run).toMatchObject({ industry, platform: 'tiktok', imported: 4, analyzed: 4 });
      const inbox = await api().inbox({ query: { industry } });
      expect(inbox.total).toBe(4);
      expect(inbox.items.every((item) => item.platform === 'TikTok' && item.method)).toBe(true);
    });

    it('puts a run without ?industry= in sin_clasificar and tells its platform by its items', async () => {
      const runId = await finishedRun();
      expect((await post(fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED'))).status).toBe(202);
      const run = await runReaching(api(), runId, ['IMPORTED']);
      expect(run).toMatchObject({ industry: 'sin_clasificar', platform: 'youtube', imported: 6 });
    });

    it('imports nothing twice when Apify replays the event', async () => {
      const industry = newIndustry();
      const runId = await finishedRun();
      const payload = fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED');
      const query = { industry };
      expect((await post(payload, query)).status).toBe(202);
      await runReaching(api(), runId, ['IMPORTED']);
      const replay = await post(payload, query);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ received: true, runId, status: 'SUCCEEDED' });
      const run = await runReaching(api(), runId, ['IMPORTED']);
      expect(run).toMatchObject({ imported: 6, analyzed: 6, skipped: 1 });
      expect((await api().inbox({ query: { industry } })).total).toBe(6);
    });

    it('imports once when the same event arrives many times at once', async () => {
      const industry = newIndustry();
      const runId = await finishedRun();
      const payload = fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED');
      const query = { industry };
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(payload, query)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 202]);
      const run = await runReaching(api(), runId, ['IMPORTED']);
      expect(run).toMatchObject({ industry, imported: 6, analyzed: 6 });
      expect((await api().inbox({ query: { industry } })).total).toBe(6);
      const sameRun = (await api().scraperRuns()).items.filter((item) => item.runId === runId);
      expect(sameRun).toHaveLength(1);
    });

    it('records an import that Apify broke, and imports it when the event comes again', async () => {
      const industry = newIndustry();
      const runId = await finishedRun();
      const payload = fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED');
      const query = { industry };
      fake.failDatasetItemsFrom(0);
      try {
        expect((await post(payload, query)).status).toBe(202);
        const failed = await runReaching(api(), runId, ['IMPORT-FAILED']);
        expect(failed.error).toBe('Error al importar: Dataset storage is not responding');
      } finally {
        fake.failDatasetItemsFrom(null);
      }
      expect((await post(payload, query)).status).toBe(202);
      const run = await runReaching(api(), runId, ['IMPORTED']);
      expect(run).toMatchObject({ imported: 6, analyzed: 6, error: null });
      expect((await api().inbox({ query: { industry } })).total).toBe(6);
    });

    it('records a FAILED run with its reason and imports nothing', async () => {
      const industry = newIndustry();
      const runId = await finishedRun('mTD6bTz2HCjSQHeBn', 'FAILED');
      const query = { industry };
      const answer = await post(fake.webhookPayload(runId, 'ACTOR.RUN.FAILED'), query);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, runId, status: 'FAILED' });
      const run = await runReaching(api(), runId, ['FAILED']);
      expect(run).toMatchObject({
        imported: 0,
        error: 'La ejecución de Apify terminó con estado FAILED',
      });
      expect(run.finishedAt).not.toBeNull();
      expect((await api().inbox({ query: { industry } })).total).toBe(0);
    });

    it('records an ABORTED run from the event type when the payload has no resource', async () => {
      const runId = await finishedRun('mTD6bTz2HCjSQHeBn', 'ABORTED');
      const { eventData } = fake.webhookPayload(runId, 'ACTOR.RUN.ABORTED');
      const answer = await post({ eventType: 'ACTOR.RUN.ABORTED', eventData });
      expect(answer.status).toBe(200);
      expect(await runReaching(api(), runId, ['ABORTED'])).toMatchObject({ imported: 0 });
    });
  });

  describe('without APIFY_WEBHOOK_SECRET', () => {
    describeOnEachDatabase((database) => {
      const http = serveOnLoopback(() =>
        createApp({ database: database(), apify: settings({ webhookSecret: undefined }) }),
      );
      const api = signedInClient(http);

      it('refuses every call with 503, whatever header it sends', async () => {
        const runId = await finishedRun();
        for (const secret of [SECRET, '', undefined]) {
          const answer = await http.call('POST', apifyWebhookPath(null), {
            json: fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED'),
            headers: secret === undefined ? {} : { 'X-Apify-Webhook-Secret': secret },
          });
          expect(answer.status).toBe(503);
          expect(await answer.json()).toEqual({
            error:
              'El webhook de Apify no está activado en este servidor: quien administra el servidor debe configurarle un secreto',
            code: 'webhook_not_configured',
          });
        }
        expect((await api().scraperRuns()).items).toEqual([]);
        expect(await api().scraperConfig()).toMatchObject({ webhookConfigured: false });
      });
    });
  });
});
