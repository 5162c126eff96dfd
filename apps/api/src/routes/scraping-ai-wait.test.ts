import { randomBytes } from 'node:crypto';
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { ApiClient } from '@replica/api-client';
import type { Job } from '@replica/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { commentAnalysis, comments, sources } from '../db/schema';
import type { Analyser } from '../domain/analysis/analyser';
import { createAiAnalyser } from '../infra/ai/ai-analyser';
import type { ApifySettings } from '../infra/apify/apify-config';
import { startRun } from '../infra/apify/start-run';
import { createCircuitBreaker } from '../infra/ai/circuit-breaker';
import { secretBox } from '../infra/secrets/secret-box';
import { webhookTokenOf } from '../domain/workspaces/webhook-token';
import {
  type FakeAiServer,
  type FakeReply,
  type RecordedRequest,
  analysesReply,
  startFakeAiServer,
} from '../../test-support/fake-ai-server';
import { youtubeItems } from '../../test-support/fake-apify-items';
import { type FakeApifyServer, startFakeApifyServer } from '../../test-support/fake-apify-server';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { expectCancelStopsCalls } from '../../test-support/cancelled-calls';
import { workingJobs } from '../../test-support/jobs';
import { serveOnLoopback } from '../../test-support/loopback';
import { apifyWebhookPath, runReaching } from '../../test-support/scraper-runs';

const MODEL = 'modelo-con-cupo';
const ACTOR = 'streamers~youtube-comments-scraper';
const SECRET = 'secreto-del-webhook-de-prueba';
const COMMENTS = 30;

const tooManyRequests = (seconds: number): FakeReply => ({
  kind: 'status',
  status: 429,
  headers: { 'retry-after': String(seconds) },
});

/** The newest job of `kind`, once there is one. */
async function newestJob(api: ApiClient, kind: Job['kind'], after: number): Promise<Job> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const job = (await api.jobs({ query: {} })).jobs.find(
      (each) => each.kind === kind && each.id > after,
    );
    if (job) return job;
    if (Date.now() > deadline) throw new Error(`no ${kind} job started`);
    await sleepFor(50);
  }
}

describe('Apify imports and watch runs whose AI provider asks to wait', () => {
  let model: FakeAiServer;
  let reply: (request: RecordedRequest, index: number) => FakeReply = (request) =>
    analysesReply(request);
  // The circuit breaker's clock, which the jobs' waits move on: a 12 s wait takes 20 ms here.
  let clock = 0;
  let slept: number[] = [];
  const sleep = async (ms: number, signal: AbortSignal) => {
    slept.push(ms);
    await sleepFor(20, undefined, { signal }).catch(() => {});
    clock += ms;
  };
  let analyser: Analyser;
  let apify: FakeApifyServer;
  let ownToken = '';
  beforeAll(async () => {
    model = await startFakeAiServer('anthropic', (request, index) => reply(request, index));
    apify = await startFakeApifyServer();
    apify.addActor(ACTOR, { items: (input) => youtubeItems(String(input.videoId), COMMENTS) });
    ownToken = apify.addAccount('marca-propia');
  });
  afterAll(async () => {
    await model.close();
    await apify.close();
  });

  /** A new analyser with a breaker of its own, and the provider answering with `answer`. */
  const provider = (answer: (request: RecordedRequest, index: number) => FakeReply) => {
    reply = answer;
    slept = [];
    analyser = createAiAnalyser({
      provider: 'anthropic',
      baseUrl: model.baseUrl,
      model: MODEL,
      apiKey: 'k',
      timeoutMs: 10_000,
      retryBaseMs: 5,
      breaker: createCircuitBreaker(() => clock),
    });
  };
  /** The first request the provider is asked from now on answers 429 with a 12 s retry-after. */
  const waitAskedOnce = () => {
    const first = model.requests.length;
    provider((request, index) => (index === first ? tooManyRequests(12) : analysesReply(request)));
  };

  const secrets = secretBox(randomBytes(32));
  const settings = (): ApifySettings => ({
    connection: { baseUrl: apify.baseUrl, token: apify.token, retryBaseMs: 5 },
    waitSeconds: 1,
    webhookSecret: SECRET,
    publicUrl: undefined,
    accounts: { baseUrl: apify.baseUrl, secrets },
  });

  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database, {
      apify: settings,
      context: { analyser: (input) => analyser(input), sleep },
    });
    const http = serveOnLoopback(() =>
      createApp({ database: database(), apify: settings(), jobs: jobs() }),
    );
    const api = signedInClient(http);
    let webhookToken = '';
    beforeAll(async () => {
      webhookToken = await webhookTokenOf(database().db, api.workspaceId());
      await api().connectApifyAccount({ body: { token: ownToken } });
    });

    /** The model (null for the rules) and fallback reason of each of the industry's analyses. */
    const analysesOf = (industry: string) =>
      database()
        .db.select({ model: commentAnalysis.model, fallbackReason: commentAnalysis.fallbackReason })
        .from(commentAnalysis)
        .innerJoin(comments, eq(comments.commentId, commentAnalysis.commentId))
        .innerJoin(sources, eq(sources.sourceId, comments.sourceId))
        .where(and(eq(sources.industry, industry), eq(sources.workspaceId, api.workspaceId())));

    /** A run that finished on Apify outside Réplica, announced to the webhook for `industry`. */
    async function announcedRun(industry: string) {
      const run = await startRun(
        { baseUrl: apify.baseUrl, token: ownToken },
        { actorId: ACTOR },
        { videoId: randomBytes(5).toString('hex') },
      );
      apify.finishRun(run.id);
      const answer = await http.call('POST', apifyWebhookPath(webhookToken, { industry }), {
        json: apify.webhookPayload(run.id, 'ACTOR.RUN.SUCCEEDED'),
        headers: { 'X-Apify-Webhook-Secret': SECRET },
      });
      expect(answer.status).toBe(202);
      return run.id;
    }

    /** A daily watch of a new video's comments into `industry`. */
    const dailyWatch = (name: string, industry: string) =>
      api().createWatch({
        body: {
          name,
          actorId: ACTOR,
          inputJson: JSON.stringify({ videoId: randomBytes(5).toString('hex') }),
          platform: 'youtube',
          industry,
          frequency: 'daily',
          hour: 9,
        },
      });

    const expectAllByModel = async (industry: string) => {
      const analyses = await analysesOf(industry);
      expect(analyses).toHaveLength(COMMENTS);
      expect(analyses.every((row) => row.model === MODEL && row.fallbackReason === null)).toBe(
        true,
      );
    };

    it('an import waits out a retry-after of 12 s and ends every comment analysed by the model', async () => {
      waitAskedOnce();
      const industry = `Importación espera ${randomBytes(4).toString('hex')}`;
      const runId = await announcedRun(industry);
      expect(await runReaching(api(), runId, ['IMPORTED', 'IMPORT-FAILED'])).toMatchObject({
        status: 'IMPORTED',
        imported: COMMENTS,
        analyzed: COMMENTS,
      });
      expect(slept).toEqual([12_000]);
      await expectAllByModel(industry);
    });

    it('a watch run waits out a retry-after of 12 s and ends every comment analysed by the model', async () => {
      waitAskedOnce();
      const industry = `Seguimiento espera ${randomBytes(4).toString('hex')}`;
      const watch = await dailyWatch('Vídeo con espera', industry);
      await api().runWatchNow({ params: { id: watch.id } });
      const deadline = Date.now() + 20_000;
      let run = (await api().watchRuns({ params: { id: watch.id } })).items[0];
      while (!run || run.state === 'queued' || run.state === 'running') {
        if (Date.now() > deadline) throw new Error('the watch run did not end');
        await sleepFor(50);
        run = (await api().watchRuns({ params: { id: watch.id } })).items[0];
      }
      expect(run).toMatchObject({ state: 'succeeded', imported: COMMENTS });
      expect(slept).toEqual([12_000]);
      await expectAllByModel(industry);
    });

    it('a cancelled import stops paying: the calls in flight are dropped, no more are made', async () => {
      provider(() => ({ kind: 'hang' }));
      const lastJob = Math.max(0, ...(await api().jobs({ query: {} })).jobs.map((job) => job.id));
      const industry = `Importación cancelada ${randomBytes(4).toString('hex')}`;
      let runId = '';
      await expectCancelStopsCalls(
        model,
        async () => {
          runId = await announcedRun(industry);
        },
        async () => {
          const job = await newestJob(api(), 'import-apify-run', lastJob);
          await api().cancelJob({ params: { id: job.id } });
        },
      );
      // What it imported is kept, unanalysed; importing the run again goes on from there.
      expect(await runReaching(api(), runId, ['IMPORT-FAILED'])).toMatchObject({
        imported: COMMENTS,
        analyzed: 0,
        error: 'Error al importar: importación detenida antes de terminar',
      });
      expect(await analysesOf(industry)).toEqual([]);
    });

    it('a cancelled watch run stops paying: the calls in flight are dropped, no more are made', async () => {
      provider(() => ({ kind: 'hang' }));
      const lastJob = Math.max(0, ...(await api().jobs({ query: {} })).jobs.map((job) => job.id));
      const industry = `Seguimiento cancelado ${randomBytes(4).toString('hex')}`;
      const watch = await dailyWatch('Vídeo cancelado', industry);
      await expectCancelStopsCalls(
        model,
        () =>
          api()
            .runWatchNow({ params: { id: watch.id } })
            .then(() => undefined),
        async () => {
          const job = await newestJob(api(), 'watch-run', lastJob);
          await api().cancelJob({ params: { id: job.id } });
        },
      );
      // What the run imported is kept, unanalysed, for the next run or 'Analizar pendientes'.
      expect(await analysesOf(industry)).toEqual([]);
      await api().deleteWatch({ params: { id: watch.id } });
    });
  });
});
