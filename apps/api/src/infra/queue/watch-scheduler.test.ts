import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient } from '@replica/api-client';
import type { Watch, WatchRun } from '@replica/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { webhookAndMailChannels } from '../alerts/webhook-and-mail-channels';
import type { ApifySettings } from '../apify/apify-config';
import {
  type FakeApifyServer,
  startFakeApifyServer,
} from '../../../test-support/fake-apify-server';
import {
  type SmtpReceiver,
  type WebhookReceiver,
  startSmtpReceiver,
  LOCAL_RECEIVERS,
  saveConfirmedAlerts,
  startWebhookReceiver,
} from '../../../test-support/alert-receivers';
import { signUpAndSignIn } from '../../../test-support/accounts';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { workingJobs } from '../../../test-support/jobs';
import { serveOnLoopback } from '../../../test-support/loopback';
import { startDueWatches } from '../../domain/watches/due-watches';

const GROWING_ACTOR = 'clockworks~tiktok-comments-scraper';
const BROKEN_ACTOR = 'ana~broken-watch';
const SLOW_ACTOR = 'ana~slow-watch';
const PUBLIC_URL = 'https://replica.example.com';
const PRICE_TEXTS = [
  'Es demasiado caro, no puedo pagar tanto cada mes',
  'El precio es carísimo para lo que ofrecen',
  'Me encantaría pero no me alcanza el dinero, es muy caro',
];

/** A TikTok comment row said at `at`, with a comment id the run will see again next time. */
function tiktokComment(videoId: string, index: number, at: Date) {
  const createTime = Math.floor(at.getTime() / 1000) - index * 60;
  return {
    text: `${PRICE_TEXTS[index % PRICE_TEXTS.length]} (#${index + 1})`,
    diggCount: index,
    replyCommentTotal: 0,
    createTime,
    createTimeISO: new Date(createTime * 1000).toISOString(),
    uniqueId: `cliente${index}`,
    uid: `77${index}`,
    videoWebUrl: `https://www.tiktok.com/@clinica/video/${videoId}`,
    cid: `76${videoId}${index}`,
    repliesToId: null,
  };
}

describe('the watch scheduler on a fake clock', () => {
  let fake: FakeApifyServer;
  let smtp: SmtpReceiver;
  let chat: WebhookReceiver;
  // The video's comments so far, by video: each run scrapes them all, as a real actor would.
  const said = new Map<string, number>();
  let clock = new Date('2030-01-16T07:00:00Z'); // Wednesday 08:00 in Madrid
  beforeAll(async () => {
    [fake, smtp, chat] = await Promise.all([
      startFakeApifyServer(),
      startSmtpReceiver(),
      startWebhookReceiver(),
    ]);
    fake.addActor(GROWING_ACTOR, {
      items: (input) => {
        const videoId = String(input.videoId);
        return Array.from({ length: said.get(videoId) ?? 0 }, (_, index) =>
          tiktokComment(videoId, index, clock),
        );
      },
      durationMs: 10,
    });
    fake.addActor(BROKEN_ACTOR, { items: () => [], durationMs: 10, finalStatus: 'FAILED' });
    fake.addActor(SLOW_ACTOR, { items: () => [], durationMs: 'manual' });
  });
  afterAll(async () => {
    await Promise.all([fake.close(), smtp.close(), chat.close()]);
  });
  const apify = (): ApifySettings => ({
    connection: { baseUrl: fake.baseUrl, token: fake.token },
    waitSeconds: 1,
    webhookSecret: undefined,
    publicUrl: PUBLIC_URL,
  });
  const now = () => clock;

  describeOnEachDatabase((database) => {
    const channels = () =>
      webhookAndMailChannels({
        mail: { smtpUrl: smtp.url, from: 'Réplica <alertas@replica.example.com>' },
        publicUrl: PUBLIC_URL,
        outbound: LOCAL_RECEIVERS,
      });
    const jobs = workingJobs(database, { apify, context: { now }, channels });
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        apify: apify(),
        jobs: jobs(),
        now,
        alertChannels: channels(),
      }),
    );
    let client: ApiClient | undefined;
    const api = () => client!;
    /**
     * A new team in Madrid whose alerts go to the local SMTP server and chat webhook, signed up at
     * `at` on the fake clock (its session ages with that clock).
     */
    const newTeamAt = async (at: string) => {
      clock = new Date(at);
      const sessionId = await signUpAndSignIn(http);
      client = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
      await saveConfirmedAlerts(client, { chat, smtp });
    };
    /** A daily 09:00 watch of the growing actor on `video`'s comments. */
    const watchVideo = (name: string, video: string, industry: string) =>
      api().createWatch({
        body: {
          name,
          actorId: GROWING_ACTOR,
          inputJson: JSON.stringify({ videoId: video }),
          platform: 'tiktok',
          industry,
          frequency: 'daily',
          hour: 9,
        },
      });
    /** The scheduler's look at `at`: how many runs it started. */
    const lookAt = async (at: string) => {
      clock = new Date(at);
      return startDueWatches(database(), jobs(), clock, { serverAccount: true });
    };

    it('runs a daily watch at its hour, importing only the comments not seen before', async () => {
      const video = randomBytes(4).toString('hex');
      const industry = `Clínica ${video}`;
      said.set(video, 3);
      await newTeamAt('2030-01-16T07:00:00Z');
      const watch = await watchVideo('Vídeo del tratamiento', video, industry);
      expect(watch.nextRunAt).toBe('2030-01-16T08:00:00.000Z');

      // A minute early nothing starts.
      expect(await lookAt('2030-01-16T07:59:00Z')).toBe(0);
      expect((await api().watchRuns({ params: { id: watch.id } })).items).toEqual([]);

      expect(await lookAt('2030-01-16T08:00:20Z')).toBe(1);
      const first = await runEnded(api(), watch.id, 1);
      expect(first).toMatchObject({
        state: 'succeeded',
        scheduledFor: '2030-01-16T08:00:00.000Z',
        imported: 3,
        analyzed: 3,
        error: null,
      });
      // Looking again the same day starts nothing: it is next due tomorrow.
      expect(await lookAt('2030-01-16T08:30:00Z')).toBe(0);
      expect(await watchNamed(api(), watch.id)).toMatchObject({
        nextRunAt: '2030-01-17T08:00:00.000Z',
        lastRun: { id: first.id, state: 'succeeded' },
      });

      // Overnight the video got two more comments: the next run imports those two only.
      said.set(video, 5);
      expect(await lookAt('2030-01-17T08:00:05Z')).toBe(1);
      expect(await runEnded(api(), watch.id, 2)).toMatchObject({ imported: 2, analyzed: 2 });
      expect((await api().inbox({ query: { industry } })).total).toBe(5);

      // Three days without anyone looking: one run, not three, and the schedule goes on.
      said.set(video, 6);
      expect(await lookAt('2030-01-20T12:00:00Z')).toBe(1);
      expect(await runEnded(api(), watch.id, 3)).toMatchObject({
        scheduledFor: '2030-01-18T08:00:00.000Z',
        imported: 1,
      });
      expect((await watchNamed(api(), watch.id)).nextRunAt).toBe('2030-01-21T08:00:00.000Z');

      // A paused watch is not due.
      await api().pauseWatch({ params: { id: watch.id } });
      await lookAt('2030-01-22T08:00:00Z');
      expect((await api().watchRuns({ params: { id: watch.id } })).items).toHaveLength(3);
      await api().deleteWatch({ params: { id: watch.id } });
    });

    it('tells of a sharp rise once per tag per week, by e-mail and webhook', async () => {
      const video = randomBytes(4).toString('hex');
      const industry = `Estética ${video}`;
      said.set(video, 6);
      smtp.mails.length = 0;
      chat.posts.length = 0;
      await newTeamAt('2030-02-06T07:00:00Z'); // Wednesday
      const watch = await watchVideo('Vídeo de precios', video, industry);
      // Six price objections this week against none before: 'Subida fuerte'.
      await lookAt('2030-02-06T08:00:10Z');
      await runEnded(api(), watch.id, 1);
      const trends = await api().reportTrends({ query: { industry } });
      expect(trends.series.find((series) => series.rising)?.objection_tag).toBe('precio');
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.to).toEqual(['equipo@clinica.example']);
      expect(smtp.mails[0]).toMatchObject({
        from: '"Réplica" <alertas@replica.example.com>',
        subject: `Subida fuerte de «precio» en ${industry}`,
      });
      expect(smtp.mails[0]!.text).toContain(
        `La objeción «precio» suma 6 comentarios en ${industry} la semana del 2030-02-04, frente a una media de 0 por semana en las 4 anteriores.`,
      );
      expect(smtp.mails[0]!.text).toContain(
        `Ver el informe: ${PUBLIC_URL}/#/reporte?industry=${encodeURIComponent(industry)}`,
      );
      expect(chat.posts).toHaveLength(1);
      expect(chat.posts[0]!.text).toContain('«precio»');
      expect(chat.posts[0]!.text).toContain('suma 6 comentarios');
      expect(chat.posts[0]!.text).toContain(
        `${PUBLIC_URL}/#/reporte?industry=${encodeURIComponent(industry)}`,
      );

      // More of the same the next day, same week: still rising, not told again.
      said.set(video, 12);
      await lookAt('2030-02-07T08:00:10Z');
      expect(await runEnded(api(), watch.id, 2)).toMatchObject({ imported: 6 });
      expect(smtp.mails).toHaveLength(1);
      expect(chat.posts).toHaveLength(1);

      // The next week rises again: told once more.
      said.set(video, 30);
      await lookAt('2030-02-13T08:00:10Z');
      expect(await runEnded(api(), watch.id, 3)).toMatchObject({ imported: 18 });
      expect(smtp.mails).toHaveLength(2);
      expect(chat.posts).toHaveLength(2);

      const { items } = await api().alerts();
      const rises = items.filter((alert) => alert.industry === industry);
      expect(rises.map((alert) => [alert.kind, alert.objectionTag, alert.week])).toEqual([
        ['rising', 'precio', '2030-02-11'],
        ['rising', 'precio', '2030-02-04'],
      ]);
      expect(rises.every((alert) => alert.email === 'sent' && alert.webhook === 'sent')).toBe(true);
      await api().deleteWatch({ params: { id: watch.id } });
    });

    it('pauses a watch after three failed runs in a row, says why, and tells the team once', async () => {
      chat.posts.length = 0;
      smtp.mails.length = 0;
      await newTeamAt('2030-03-04T07:00:00Z');
      const watch = await api().createWatch({
        body: {
          name: 'Actor roto',
          actorId: BROKEN_ACTOR,
          platform: 'youtube',
          industry: `Roto ${randomBytes(3).toString('hex')}`,
          frequency: 'daily',
          hour: 9,
        },
      });
      await lookAt('2030-03-04T08:00:01Z');
      expect(await runEnded(api(), watch.id, 1)).toMatchObject({
        state: 'failed',
        error: expect.stringContaining('FAILED'),
      });
      await lookAt('2030-03-05T08:00:01Z');
      await runEnded(api(), watch.id, 2);
      expect(await watchNamed(api(), watch.id)).toMatchObject({
        state: 'active',
        consecutiveFailures: 2,
      });
      expect(chat.posts).toHaveLength(0);

      await lookAt('2030-03-06T08:00:01Z');
      await runEnded(api(), watch.id, 3);
      const paused = await watchNamed(api(), watch.id);
      expect(paused).toMatchObject({ state: 'paused', nextRunAt: null, consecutiveFailures: 3 });
      expect(paused.pausedReason).toMatch(
        /^Pausado tras 3 ejecuciones fallidas seguidas\. Último error: .*FAILED/,
      );
      expect(chat.posts.map((post) => post.text)).toEqual([
        expect.stringContaining('El seguimiento «Actor roto» se ha pausado'),
      ]);
      expect(smtp.mails.map((mail) => mail.subject)).toEqual([
        'El seguimiento «Actor roto» se ha pausado',
      ]);
      await lookAt('2030-03-07T08:00:01Z');
      expect((await api().watchRuns({ params: { id: watch.id } })).items).toHaveLength(3);

      // Resumed, its failures are forgiven and it is due again.
      expect(await api().resumeWatch({ params: { id: watch.id } })).toMatchObject({
        state: 'active',
        consecutiveFailures: 0,
        pausedReason: null,
        nextRunAt: '2030-03-08T08:00:00.000Z',
      });
      await api().deleteWatch({ params: { id: watch.id } });
    });

    it("ends a run whose job was cancelled as failed, 'Cancelado', at the next look", async () => {
      await newTeamAt('2030-05-06T06:00:00Z');
      const watch = await api().createWatch({
        body: {
          name: 'Lento',
          actorId: SLOW_ACTOR,
          platform: 'youtube',
          industry: `Lento ${randomBytes(3).toString('hex')}`,
          frequency: 'daily',
          hour: 9,
        },
      });
      const runsStarted = () =>
        fake.requests.filter(
          (request) => request.method === 'POST' && request.path.endsWith('/runs'),
        ).length;
      const before = runsStarted();
      // Fifteen clicks at once start one Apify run: the rest are told it is going.
      const clicks = await Promise.allSettled(
        Array.from({ length: 15 }, () => api().runWatchNow({ params: { id: watch.id } })),
      );
      expect(clicks.filter((click) => click.status === 'fulfilled')).toHaveLength(1);
      const refusals = clicks.flatMap((click) =>
        click.status === 'rejected' ? [(click.reason as { code: string }).code] : [],
      );
      // Past the scraping limit's ten a minute, the rest are limited before they are looked at.
      expect(new Set(refusals)).toEqual(new Set(['watch_run_active', 'rate_limited']));
      const started = await vi.waitFor(async () => {
        const [run] = (await api().watchRuns({ params: { id: watch.id } })).items;
        expect(run?.state).toBe('running');
        return run!;
      });
      expect(runsStarted() - before).toBe(1);
      expect((await api().watchRuns({ params: { id: watch.id } })).items).toHaveLength(1);
      const job = (await api().jobs({ query: { active: 'true' } })).jobs.find(
        (each) => each.kind === 'watch-run',
      );
      await api().cancelJob({ params: { id: job!.id } });
      await lookAt('2030-05-06T06:01:00Z');
      expect((await api().watchRuns({ params: { id: watch.id } })).items[0]).toMatchObject({
        id: started.id,
        state: 'failed',
        error: 'Cancelado',
      });
      // Apify's run ends later; the slice still waiting for it imports what it brought, but the
      // run keeps the ending the look gave it.
      fake.finishRun(started.apifyRunId!);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await api().watchRuns({ params: { id: watch.id } })).items[0]).toMatchObject({
        state: 'failed',
      });
      await api().deleteWatch({ params: { id: watch.id } });
    });

    it('starts a due watch once however many schedulers look at the same time', async () => {
      const video = randomBytes(4).toString('hex');
      said.set(video, 2);
      await newTeamAt('2030-04-01T06:00:00Z');
      const watch = await watchVideo('Concurrente', video, `Concurrente ${video}`);
      clock = new Date('2030-04-01T07:00:30Z');
      await Promise.all(
        Array.from({ length: 4 }, () =>
          startDueWatches(database(), jobs(), clock, { serverAccount: true }),
        ),
      );
      await runEnded(api(), watch.id, 1);
      expect((await api().watchRuns({ params: { id: watch.id } })).items).toHaveLength(1);
      await api().deleteWatch({ params: { id: watch.id } });
    });
  });
});

async function watchNamed(api: ApiClient, id: number): Promise<Watch> {
  const found = (await api.watches()).items.find((watch) => watch.id === id);
  if (!found) throw new Error(`no watch ${id}`);
  return found;
}

/** The watch's `count`-th run once it has ended, waiting up to 20 s. */
async function runEnded(api: ApiClient, watchId: number, count: number): Promise<WatchRun> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { items } = await api.watchRuns({ params: { id: watchId } });
    const latest = items[0];
    if (
      items.length >= count &&
      latest &&
      (latest.state === 'succeeded' || latest.state === 'failed')
    ) {
      return latest;
    }
    if (Date.now() > deadline) {
      throw new Error(`watch ${watchId}: ${items.length} runs, latest ${latest?.state ?? 'none'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
