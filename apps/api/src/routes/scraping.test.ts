import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEFAULT_RATE_LIMITS } from '../middleware/rate-limit';
import { finishedJob, workingJobs } from '../../test-support/jobs';
import { webhookTokenOf } from '../domain/workspaces/webhook-token';
import type { ApifySettings } from '../infra/apify/apify-config';
import {
  facebookItems,
  instagramItems,
  tiktokItems,
  youtubeItems,
} from '../../test-support/fake-apify-items';
import { type FakeApifyServer, startFakeApifyServer } from '../../test-support/fake-apify-server';
import { signUpAndSignIn } from '../../test-support/accounts';
import { closedPort } from '../../test-support/closed-port';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { apifyWebhookPath, runReaching } from '../../test-support/scraper-runs';
import { rejection } from '../../test-support/rejection';

const SECRET = 'secreto-del-webhook-de-prueba';
const YOUTUBE_ACTOR = 'streamers/youtube-comments-scraper';
const TIKTOK_TASK = 'ana~tiktok-clinica';
const SLOW_ACTOR = 'streamers~slow-youtube';
const newIndustry = () => `Scraping ${randomBytes(4).toString('hex')}`;
const videoId = () => randomBytes(5).toString('hex');

describe('scraper routes', () => {
  let fake: FakeApifyServer;
  let announce: (payload: unknown) => Promise<Response> = () => {
    throw new Error('no app to announce runs to');
  };
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    // Each run scrapes the video its input names, so tests never share comments.
    fake.addActor(YOUTUBE_ACTOR, {
      items: (input) => youtubeItems(String(input.videoId), Number(input.maxComments ?? 4)),
      durationMs: 20,
    });
    fake.addActor(
      TIKTOK_TASK,
      { items: (input) => tiktokItems(String(input.videoId), 3), durationMs: 20 },
      { task: true },
    );
    fake.addActor('apify/instagram-comment-scraper', {
      items: (input) => instagramItems(String(input.directUrls), Number(input.resultsLimit)),
      durationMs: 20,
    });
    fake.addActor('apify/facebook-comments-scraper', {
      items: (input) =>
        facebookItems(
          String((input.startUrls as { url: string }[])[0]?.url),
          Number(input.resultsLimit),
        ),
      durationMs: 20,
    });
    fake.addActor(SLOW_ACTOR, {
      items: (input) => youtubeItems(String(input.videoId), 5),
      durationMs: 'manual',
    });
    fake.addActor('ana~announced', {
      items: (input) => youtubeItems(String(input.videoId), 2),
      durationMs: 20,
      // Apify's ACTOR.RUN.CREATED webhook can arrive before the starter hears of its run: a run
      // the workspace has not recorded is not its own yet, so it is refused (Apify delivers a
      // failed call again later) and stores nothing.
      onStart: async (runId) => {
        const answer = await announce(fake.webhookPayload(runId, 'ACTOR.RUN.CREATED'));
        if (answer.status !== 404) throw new Error(`webhook answered ${answer.status}`);
      },
    });
    fake.addActor('ana~raced', {
      items: (input) => youtubeItems(String(input.videoId), 40),
      durationMs: 'manual',
      // The run ends and its SUCCEEDED webhook arrives while the starter is still waiting.
      onPoll: (runId) => {
        setTimeout(() => {
          fake.finishRun(runId);
          void announce(fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED'));
        }, 20);
      },
    });
    fake.addActor('ana~broken', {
      items: () => [],
      durationMs: 10,
      finalStatus: 'FAILED',
    });
  });
  afterAll(() => fake.close());

  const settings = (overrides: Partial<ApifySettings> = {}): ApifySettings => ({
    connection: { baseUrl: fake.baseUrl, token: fake.token },
    waitSeconds: 1,
    webhookSecret: SECRET,
    publicUrl: 'https://replica.example.com',
    ...overrides,
  });

  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database, { apify: () => settings() });
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        // The app's own loopback origin, known once it listens, so Apify's webhooks reach it.
        apify: Object.defineProperty(settings(), 'publicUrl', { get: () => http.origin }),
        jobs: jobs(),
        // One user starts dozens of runs here; the limits have tests of their own.
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          scraping: { ...DEFAULT_RATE_LIMITS.scraping, perUser: 1_000, perWorkspace: 1_000 },
        },
      }),
    );
    const api = signedInClient(http);
    let sessionId = '';
    let webhookToken = '';
    beforeAll(async () => {
      sessionId = await signUpAndSignIn(http);
      webhookToken = await webhookTokenOf(database().db, api.workspaceId());
    });
    /** Apify calling the webhook URL of the client's workspace. */
    const webhook = (payload: unknown) =>
      http.call('POST', apifyWebhookPath(webhookToken), {
        json: payload,
        headers: { 'X-Apify-Webhook-Secret': SECRET },
      });

    it('runs an actor, imports its comments analysed and shows them in the inbox', async () => {
      const industry = newIndustry();
      const video = videoId();
      const result = await api().runScraper({
        body: {
          actorId: YOUTUBE_ACTOR,
          inputJson: JSON.stringify({ videoId: video, maxComments: 4 }),
          platform: 'youtube',
          industry,
          urlHint: `https://www.youtube.com/watch?v=${video}`,
        },
      });
      // The video-info row has no comment: skipped and counted.
      expect(result).toEqual({ imported: 4, analyzed: 4, skipped: 1 });

      const started = fake.requests.find(
        (request) =>
          request.method === 'POST' && (request.body as { videoId?: string })?.videoId === video,
      );
      expect(started?.path).toBe('/v2/acts/streamers~youtube-comments-scraper/runs');
      expect(started?.authorization).toBe(`Bearer ${fake.token}`);
      expect(started?.query.has('token')).toBe(false);

      const inbox = await api().inbox({ query: { industry } });
      expect(inbox.total).toBe(4);
      for (const item of inbox.items) {
        expect(item).toMatchObject({ platform: 'YouTube', industry, method: 'reglas' });
        expect(item.objection_tag).not.toBeNull();
      }
      const [run] = (await api().scraperRuns()).items;
      expect(run).toMatchObject({
        actorId: YOUTUBE_ACTOR,
        taskId: null,
        platform: 'youtube',
        industry,
        status: 'IMPORTED',
        imported: 4,
        analyzed: 4,
        skipped: 1,
        error: null,
        urlHint: `https://www.youtube.com/watch?v=${video}`,
      });
      expect(run?.finishedAt).not.toBeNull();
    });

    it('runs a task and maps TikTok comments', async () => {
      const industry = newIndustry();
      const result = await api().runScraper({
        body: {
          taskId: 'ana/tiktok-clinica',
          inputJson: JSON.stringify({ videoId: videoId() }),
          platform: 'tiktok',
          industry,
        },
      });
      expect(result).toEqual({ imported: 3, analyzed: 3, skipped: 0 });
      expect(
        fake.requests.some((request) => request.path === '/v2/actor-tasks/ana~tiktok-clinica/runs'),
      ).toBe(true);
      const inbox = await api().inbox({ query: { industry } });
      expect(inbox.items.map((item) => item.author).sort()).toEqual([
        'tiktoker0',
        'tiktoker1',
        'tiktoker2',
      ]);
      expect(inbox.items.every((item) => item.platform === 'TikTok')).toBe(true);
    });

    it.each([
      ['instagram', 'apify/instagram-comment-scraper', 'Instagram', 'insta_'],
      ['facebook', 'apify/facebook-comments-scraper', 'Facebook', 'Persona '],
    ] as const)(
      'maps %s comments from %s, once however often the post is scraped',
      async (platform, actorId, label, authorPrefix) => {
        const industry = newIndustry();
        const post = `https://www.${platform}.com/p/${videoId()}/`;
        const input =
          platform === 'instagram'
            ? { directUrls: [post], resultsLimit: 5 }
            : { startUrls: [{ url: post }], resultsLimit: 5 };
        const run = () =>
          api().runScraper({
            body: { actorId, inputJson: JSON.stringify(input), platform, industry },
          });
        expect(await run()).toEqual({ imported: 5, analyzed: 5, skipped: 0 });
        expect(await run()).toEqual({ imported: 0, analyzed: 0, skipped: 0 });

        const inbox = await api().inbox({ query: { industry } });
        expect(inbox.total).toBe(5);
        expect(inbox.items.every((item) => item.platform === label)).toBe(true);
        expect(inbox.items.map((item) => item.author).sort()).toEqual(
          [0, 1, 2, 3, 4].map((index) => `${authorPrefix}${index}`),
        );
      },
    );

    it('imports nothing twice when the same video is scraped again', async () => {
      const industry = newIndustry();
      const request = {
        actorId: YOUTUBE_ACTOR,
        inputJson: JSON.stringify({ videoId: videoId(), maxComments: 3 }),
        platform: 'youtube' as const,
        industry,
      };
      expect(await api().runScraper({ body: request })).toMatchObject({ imported: 3 });
      expect(await api().runScraper({ body: request })).toEqual({
        imported: 0,
        analyzed: 0,
        skipped: 1,
      });
      expect((await api().inbox({ query: { industry } })).total).toBe(3);
    });

    it('records the run as asked when its creation webhook came first and was refused', async () => {
      announce = webhook;
      const industry = newIndustry();
      const result = await api().runScraper({
        body: {
          actorId: 'ana/announced',
          inputJson: JSON.stringify({ videoId: videoId() }),
          platform: 'youtube',
          industry,
          urlHint: 'https://youtu.be/anunciado',
        },
      });
      expect(result).toEqual({ imported: 2, analyzed: 2, skipped: 1 });
      expect((await api().scraperRuns()).items[0]).toMatchObject({
        actorId: 'ana/announced',
        industry,
        urlHint: 'https://youtu.be/anunciado',
        status: 'IMPORTED',
      });
      expect((await api().inbox({ query: { industry } })).total).toBe(2);
    });

    it('imports once when the webhook and the waiting request race for the same run', async () => {
      announce = webhook;
      const industry = newIndustry();
      const result = await api().runScraper({
        body: {
          actorId: 'ana/raced',
          inputJson: JSON.stringify({ videoId: videoId() }),
          platform: 'youtube',
          industry,
        },
      });
      expect(result).toEqual({ imported: 40, analyzed: 40, skipped: 1 });
      expect((await api().inbox({ query: { industry } })).total).toBe(40);
    });

    it('leaves a run slower than the wait to the webhook it adds, which completes it', async () => {
      const industry = newIndustry();
      const startedAt = Date.now();
      const result = await api().runScraper({
        body: {
          actorId: SLOW_ACTOR,
          inputJson: JSON.stringify({ videoId: videoId() }),
          platform: 'youtube',
          industry,
        },
      });
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      expect(result).toMatchObject({ imported: 0, analyzed: 0, status: 'RUNNING' });
      const runId = result.runId!;
      expect((await api().scraperRuns()).items[0]).toMatchObject({ runId, status: 'RUNNING' });

      const added = fake.requests.find(
        (request) =>
          request.path === '/v2/webhooks' &&
          (request.body as { condition?: { actorRunId?: string } }).condition?.actorRunId === runId,
      );
      const definition = added?.body as Record<string, unknown>;
      expect(definition).toMatchObject({
        isAdHoc: true,
        eventTypes: expect.arrayContaining(['ACTOR.RUN.SUCCEEDED', 'ACTOR.RUN.FAILED']),
        condition: { actorRunId: runId },
        idempotencyKey: `replica-run-${runId}`,
      });
      const requestUrl = new URL(String(definition.requestUrl));
      expect(requestUrl.origin + requestUrl.pathname).toBe(
        `${http.origin}/functions/v1/apify-webhook`,
      );
      // The workspace's token says where the run's comments land.
      expect(Object.fromEntries(requestUrl.searchParams)).toEqual({
        token: webhookToken,
        industry,
        platform: 'youtube',
      });
      expect(JSON.parse(String(definition.headersTemplate))).toEqual({
        'X-Apify-Webhook-Secret': SECRET,
      });
      // The secret travels in the body only, never in a URL.
      expect(fake.requests.some((request) => request.query.toString().includes(SECRET))).toBe(
        false,
      );

      fake.finishRun(runId);
      await fake.webhookDeliveries();
      const run = await runReaching(api(), runId, ['IMPORTED']);
      expect(run).toMatchObject({ industry, imported: 5, analyzed: 5, skipped: 1 });
      expect((await api().inbox({ query: { industry } })).total).toBe(5);

      // Apify may deliver it again: nothing changes.
      const replay = await webhook(fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED'));
      expect(replay.status).toBe(200);
      expect((await api().inbox({ query: { industry } })).total).toBe(5);
    });

    it('answers a run that fails on Apify with its status', async () => {
      const error = await rejection(
        api().runScraper({
          body: { actorId: 'ana/broken', platform: 'youtube', industry: newIndustry() },
        }),
      );
      expect(error.status).toBe(502);
      expect(error.message).toMatch(/^Error al ejecutar Apify: .*FAILED/);
      expect((await api().scraperRuns()).items[0]).toMatchObject({
        actorId: 'ana/broken',
        status: 'FAILED',
        error: 'La ejecución de Apify terminó con estado FAILED',
      });
    });

    it.each([
      [{ platform: 'youtube', industry: 'X' }, 'Debes proporcionar actorId o taskId'],
      [{ actorId: YOUTUBE_ACTOR, platform: 'youtube' }, 'La industria es requerida'],
      [
        {
          actorId: YOUTUBE_ACTOR,
          platform: 'youtube',
          industry: 'X',
          inputJson: '{"maxComments": ',
        },
        /^El input JSON no es válido: /,
      ],
      [
        { actorId: YOUTUBE_ACTOR, platform: 'youtube', industry: 'X', inputJson: '[1, 2]' },
        /^El input JSON no es válido: debe ser un objeto/,
      ],
    ])('refuses %j with 400 and starts nothing', async (body, message) => {
      const before = fake.requests.length;
      const answer = await http.call('POST', '/functions/v1/run-apify-task', {
        json: body,
        sessionId,
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(message);
      expect(fake.requests.length).toBe(before);
    });

    it('refuses a caller without a session', async () => {
      const answer = await http.call('POST', '/functions/v1/run-apify-task', {
        json: { actorId: YOUTUBE_ACTOR, platform: 'youtube', industry: 'X' },
      });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: 'No autenticado', code: 'not_signed_in' });
    });

    it.each([
      [401, 'token-not-valid', 'Authentication token is not valid.'],
      [404, 'record-not-found', 'Actor was not found'],
      [500, 'internal-error', 'Internal server error'],
    ])('passes on Apify answering %i with its message', async (status, type, message) => {
      fake.failWith({ status, type, message });
      try {
        const error = await rejection(
          api().runScraper({
            body: {
              actorId: YOUTUBE_ACTOR,
              platform: 'youtube',
              industry: newIndustry(),
            },
          }),
        );
        expect(error.status).toBe(502);
        expect(error.message).toBe(`Error al ejecutar Apify: ${message}`);
      } finally {
        fake.failWith(null);
      }
    });

    it('says so when the actor does not exist', async () => {
      const error = await rejection(
        api().runScraper({
          body: { actorId: 'nadie/nada', platform: 'youtube', industry: newIndustry() },
        }),
      );
      expect(error.message).toBe('Error al ejecutar Apify: Actor was not found');
    });

    it("shows the workspace's webhook URL, token and header, never the secret or the Apify token", async () => {
      const config = await api().scraperConfig();
      expect(config).toEqual({
        apifyConfigured: true,
        webhookConfigured: true,
        webhookUrl: `${http.origin}${apifyWebhookPath(webhookToken)}`,
        webhookToken,
        secretHeader: 'X-Apify-Webhook-Secret',
        waitSeconds: 1,
      });
      expect(JSON.stringify(config)).not.toContain(SECRET);
      expect(JSON.stringify(config)).not.toContain(fake.token);
    });
  });

  describe('without a public URL, so no webhook can reach the server', () => {
    describeOnEachDatabase((database) => {
      const apify = () => settings({ publicUrl: undefined });
      const jobs = workingJobs(database, { apify });
      const http = serveOnLoopback(() =>
        createApp({ database: database(), apify: apify(), jobs: jobs() }),
      );
      const api = signedInClient(http);

      it('imports a run slower than the wait through a job that waits for it', async () => {
        const industry = newIndustry();
        const result = await api().runScraper({
          body: {
            actorId: SLOW_ACTOR,
            inputJson: JSON.stringify({ videoId: videoId() }),
            platform: 'youtube',
            industry,
          },
        });
        expect(result).toMatchObject({ imported: 0, analyzed: 0, status: 'RUNNING' });
        const runId = result.runId!;
        const job = (await api().jobs({ query: { active: 'true', industry } })).jobs[0];
        expect(job).toMatchObject({ kind: 'import-apify-run', runId });

        fake.finishRun(runId);
        const run = await runReaching(api(), runId, ['IMPORTED']);
        expect(run).toMatchObject({ industry, imported: 5, analyzed: 5 });
        expect((await api().inbox({ query: { industry } })).total).toBe(5);
        const webhookFor = (request: (typeof fake.requests)[number]) =>
          request.path === '/v2/webhooks' &&
          (request.body as { condition?: { actorRunId?: string } }).condition?.actorRunId === runId;
        expect(fake.requests.some(webhookFor)).toBe(false);
        expect(await finishedJob(api(), job!.id)).toMatchObject({ state: 'done', total: 5 });
      });
    });
  });

  describe('with Apify unreachable or not configured', () => {
    describeOnEachDatabase((database) => {
      let unreachable = '';
      beforeAll(async () => {
        unreachable = `http://127.0.0.1:${await closedPort()}`;
      });
      const http = serveOnLoopback(() =>
        createApp({
          database: database(),
          apify: settings({ connection: { baseUrl: unreachable, token: 't' } }),
        }),
      );
      const api = signedInClient(http);
      const unconfigured = serveOnLoopback(() =>
        createApp({ database: database(), apify: settings({ connection: undefined }) }),
      );
      const unconfiguredApi = signedInClient(unconfigured);

      it('answers 502 with the reason and records nothing', async () => {
        const error = await rejection(
          api().runScraper({
            body: {
              actorId: YOUTUBE_ACTOR,
              platform: 'youtube',
              industry: newIndustry(),
            },
          }),
        );
        expect(error.status).toBe(502);
        expect(error.message).toMatch(
          /^Error al ejecutar Apify: no se pudo conectar con Apify \(.*ECONNREFUSED/,
        );
        expect((await api().scraperRuns()).items).toEqual([]);
      });

      it('refuses a run without any account, saying who can connect one, and records nothing', async () => {
        const industry = newIndustry();
        const error = await rejection(
          unconfiguredApi().runScraper({
            body: { actorId: YOUTUBE_ACTOR, platform: 'youtube', industry },
          }),
        );
        expect([error.status, error.code]).toEqual([409, 'apify_not_connected']);
        expect(error.message).toBe(
          'Este espacio de trabajo no tiene una cuenta de Apify conectada: un administrador puede conectarla en Equipo',
        );
        expect((await unconfiguredApi().scraperRuns()).items).toEqual([]);
        expect((await unconfiguredApi().industries()).items).not.toContain(industry);
        expect(await unconfiguredApi().scraperConfig()).toMatchObject({ apifyConfigured: false });
      });

      it('says so in English, naming no setting of the server', async () => {
        const answer = await unconfigured.call('POST', '/functions/v1/run-apify-task', {
          sessionId: await signUpAndSignIn(unconfigured),
          headers: { 'accept-language': 'en' },
          json: { actorId: YOUTUBE_ACTOR, platform: 'youtube', industry: 'X' },
        });
        expect(answer.status).toBe(409);
        expect(await answer.json()).toEqual({
          error: 'This workspace has no Apify account connected: an admin can connect one in Team',
          code: 'apify_not_connected',
        });
      });
    });
  });
});
