import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient } from '@replica/api-client';
import type { WatchRequest, WatchRun } from '@replica/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startDueWatches } from '../domain/watches/due-watches';
import type { ApifySettings } from '../infra/apify/apify-config';
import { secretBox } from '../infra/secrets/secret-box';
import { signUpAndSignIn } from '../../test-support/accounts';
import { closedPort } from '../../test-support/closed-port';
import { youtubeItems } from '../../test-support/fake-apify-items';
import { type FakeApifyServer, startFakeApifyServer } from '../../test-support/fake-apify-server';
import { workingJobs } from '../../test-support/jobs';
import { SLACK_DNS, channelsResolving } from '../../test-support/alert-receivers';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { memberOf } from '../../test-support/members';
import { rejection } from '../../test-support/rejection';

const NOW = new Date('2030-01-16T07:00:00Z'); // Wednesday, 08:00 in Madrid

const watchRequest = (overrides: Partial<WatchRequest> = {}): WatchRequest => ({
  name: 'Vídeo de lanzamiento',
  actorId: 'streamers~youtube-comments-scraper',
  inputJson: '{"videoId":"abc","maxComments":50}',
  platform: 'youtube',
  industry: `Seguimiento ${randomBytes(3).toString('hex')}`,
  frequency: 'daily',
  hour: 9,
  ...overrides,
});

describe('watch routes', () => {
  // Saving a watch needs an account its runs can go through; these tests start no run.
  let apify: ApifySettings | undefined;
  beforeAll(async () => {
    apify = {
      connection: { baseUrl: `http://127.0.0.1:${await closedPort()}`, token: 'servidor' },
      waitSeconds: 1,
      webhookSecret: undefined,
      publicUrl: undefined,
    };
  });

  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() =>
      createApp({ database: database(), now: () => NOW, apify: apify! }),
    );
    const api = signedInClient(http);
    beforeAll(async () => {
      await api().updateWorkspaceSettings({
        body: {
          timeZone: 'Europe/Madrid',
          alertEmails: [],
          alertWebhookUrl: null,
          alertOnRising: true,
          alertOnWatchPaused: true,
        },
      });
    });

    it("saves a watch due at its hour of the workspace's time zone, and lists it", async () => {
      const created = await api().createWatch({ body: watchRequest() });
      expect(created).toMatchObject({
        name: 'Vídeo de lanzamiento',
        frequency: 'daily',
        weekday: null,
        hour: 9,
        state: 'active',
        consecutiveFailures: 0,
        nextRunAt: '2030-01-16T08:00:00.000Z',
        lastRun: null,
      });
      const listed = await api().watches();
      expect(listed.timeZone).toBe('Europe/Madrid');
      expect(listed.items.find((watch) => watch.id === created.id)).toEqual(created);
      expect(await api().watchRuns({ params: { id: created.id } })).toEqual({ items: [] });
    });

    it('edits the schedule and moves the next run; pause clears it and resume sets it again', async () => {
      const { id } = await api().createWatch({ body: watchRequest() });
      const weekly = await api().updateWatch({
        params: { id },
        body: watchRequest({ name: 'Semanal', frequency: 'weekly', weekday: 1, hour: 18 }),
      });
      expect(weekly).toMatchObject({ name: 'Semanal', weekday: 1, hour: 18 });
      expect(weekly.nextRunAt).toBe('2030-01-21T17:00:00.000Z');

      const paused = await api().pauseWatch({ params: { id } });
      expect(paused).toMatchObject({ state: 'paused', nextRunAt: null, pausedReason: null });
      // Editing a paused watch keeps it paused.
      const edited = await api().updateWatch({ params: { id }, body: watchRequest({ hour: 7 }) });
      expect(edited).toMatchObject({ state: 'paused', nextRunAt: null, hour: 7 });

      const resumed = await api().resumeWatch({ params: { id } });
      expect(resumed).toMatchObject({ state: 'active', nextRunAt: '2030-01-17T06:00:00.000Z' });
    });

    it('deletes a watch once; then it is 404 everywhere', async () => {
      const { id } = await api().createWatch({ body: watchRequest() });
      expect(await api().deleteWatch({ params: { id } })).toEqual({ deleted: 1 });
      for (const call of [
        () => api().deleteWatch({ params: { id } }),
        () => api().pauseWatch({ params: { id } }),
        () => api().resumeWatch({ params: { id } }),
        () => api().watchRuns({ params: { id } }),
        () => api().updateWatch({ params: { id }, body: watchRequest() }),
      ]) {
        const error = await rejection(call());
        expect([error.status, error.code]).toEqual([404, 'watch_not_found']);
      }
      expect((await api().watches()).items.some((watch) => watch.id === id)).toBe(false);
    });

    it('refuses bad watches with the reason and saves nothing', async () => {
      const before = (await api().watches()).items.length;
      const cases: Array<[Partial<WatchRequest>, string]> = [
        [{ name: '  ' }, 'El nombre del seguimiento es requerido'],
        [{ frequency: 'weekly' }, 'Elige el día de la semana del seguimiento semanal'],
        [{ hour: 24 }, 'La hora debe ser un número entero de 0 a 23'],
        [{ hour: 9.5 }, 'La hora debe ser un número entero de 0 a 23'],
        [{ actorId: '', taskId: '' }, 'Debes proporcionar actorId o taskId'],
        [{ inputJson: '[1,2]' }, 'El input JSON no es válido: debe ser un objeto'],
        [{ inputJson: '{nope' }, 'El input JSON no es válido'],
      ];
      for (const [overrides, message] of cases) {
        const error = await rejection(api().createWatch({ body: watchRequest(overrides) }));
        expect(error.status).toBe(400);
        expect(error.message).toContain(message);
      }
      expect((await api().watches()).items.length).toBe(before);
    });

    it("keeps each workspace's watches to itself", async () => {
      const { id } = await api().createWatch({ body: watchRequest() });
      const strangerSession = await signUpAndSignIn(http);
      const stranger = createApiClient({
        baseUrl: http.origin,
        getSessionId: () => strangerSession,
      });
      expect((await stranger.watches()).items).toEqual([]);
      const error = await rejection(stranger.deleteWatch({ params: { id } }));
      expect(error.status).toBe(404);
      expect((await api().watches()).items.some((watch) => watch.id === id)).toBe(true);
    });

    it('lets a viewer read watches but not change them; an admin may', async () => {
      const { id } = await api().createWatch({ body: watchRequest() });
      const viewer = await memberOf(http, database(), api.workspaceId(), 'viewer');
      const viewerApi = createApiClient({
        baseUrl: http.origin,
        getSessionId: () => viewer.sessionId,
      });
      expect((await viewerApi.watches()).items.some((watch) => watch.id === id)).toBe(true);
      expect((await rejection(viewerApi.pauseWatch({ params: { id } }))).status).toBe(403);
      expect((await rejection(viewerApi.createWatch({ body: watchRequest() }))).status).toBe(403);
      const admin = await memberOf(http, database(), api.workspaceId(), 'admin');
      const adminApi = createApiClient({
        baseUrl: http.origin,
        getSessionId: () => admin.sessionId,
      });
      expect((await adminApi.pauseWatch({ params: { id } })).state).toBe('paused');
    });
  });
});

describe('the watches of a workspace with no Apify account to run on', () => {
  const ACTOR = 'streamers~youtube-comments-scraper';
  let fake: FakeApifyServer;
  let ownToken = '';
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    fake.addActor(ACTOR, { items: (input) => youtubeItems(String(input.videoId), 2) });
    ownToken = fake.addAccount('agencia-sur');
  });
  afterAll(() => fake.close());
  const secrets = secretBox(randomBytes(32));
  // A server with no account of its own: a workspace runs only on the one it connects.
  const apify = (): ApifySettings => ({
    connection: undefined,
    waitSeconds: 1,
    webhookSecret: undefined,
    publicUrl: undefined,
    accounts: { baseUrl: fake.baseUrl, secrets },
  });

  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database, { apify });
    const http = serveOnLoopback(() =>
      createApp({ database: database(), now: () => NOW, apify: apify(), jobs: jobs() }),
    );
    const api = signedInClient(http);
    const lookAt = (at: string) =>
      startDueWatches(database(), jobs(), new Date(at), { serverAccount: false });

    it('waits with no next run, refuses to save, resume or run them, and runs them once connected', async () => {
      await api().connectApifyAccount({ body: { token: ownToken } });
      const video = randomBytes(4).toString('hex');
      const active = await api().createWatch({
        body: watchRequest({ inputJson: JSON.stringify({ videoId: video }) }),
      });
      // 09:00 in the server's time zone, UTC.
      expect(active).toMatchObject({
        waitingForApify: false,
        nextRunAt: '2030-01-16T09:00:00.000Z',
      });
      const paused = await api().createWatch({ body: watchRequest({ name: 'En pausa' }) });
      await api().pauseWatch({ params: { id: paused.id } });
      await api().disconnectApifyAccount();

      const waiting = await api().watches();
      expect(
        waiting.items.map(({ name, state, waitingForApify, nextRunAt }) => ({
          name,
          state,
          waitingForApify,
          nextRunAt,
        })),
      ).toEqual([
        { name: active.name, state: 'active', waitingForApify: true, nextRunAt: null },
        { name: 'En pausa', state: 'paused', waitingForApify: false, nextRunAt: null },
      ]);

      for (const refused of [
        () => api().createWatch({ body: watchRequest() }),
        () => api().updateWatch({ params: { id: active.id }, body: watchRequest({ hour: 18 }) }),
        () => api().resumeWatch({ params: { id: paused.id } }),
        () => api().runWatchNow({ params: { id: active.id } }),
      ]) {
        const error = await rejection(refused());
        expect([error.status, error.code]).toEqual([409, 'apify_not_connected']);
        expect(error.message).toBe(
          'Este espacio de trabajo no tiene una cuenta de Apify conectada: un administrador puede conectarla en Equipo',
        );
      }
      expect(await api().watches()).toEqual(waiting);
      // Its hour comes and goes: no run starts, and it stays due.
      expect(await lookAt('2030-01-16T09:00:30Z')).toBe(0);
      expect((await api().watchRuns({ params: { id: active.id } })).items).toEqual([]);

      await api().connectApifyAccount({ body: { token: ownToken } });
      expect((await api().watches()).items[0]).toMatchObject({
        waitingForApify: false,
        nextRunAt: '2030-01-16T09:00:00.000Z',
      });
      expect(await lookAt('2030-01-16T10:00:10Z')).toBe(1);
      expect(await runEnded(api(), active.id)).toMatchObject({
        state: 'succeeded',
        scheduledFor: '2030-01-16T09:00:00.000Z',
        imported: 2,
      });
    });

    it('may still be paused and deleted', async () => {
      await api().connectApifyAccount({ body: { token: ownToken } });
      const { id } = await api().createWatch({ body: watchRequest() });
      await api().disconnectApifyAccount();
      expect(await api().pauseWatch({ params: { id } })).toMatchObject({
        state: 'paused',
        waitingForApify: false,
      });
      expect(await api().deleteWatch({ params: { id } })).toEqual({ deleted: 1 });
    });
  });
});

/** The watch's latest run once it has ended, asking every 50 ms for up to 20 s. */
async function runEnded(api: ApiClient, watchId: number): Promise<WatchRun> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [run] = (await api.watchRuns({ params: { id: watchId } })).items;
    if (run && run.state !== 'queued' && run.state !== 'running') return run;
    if (Date.now() > deadline) throw new Error(`the run of watch ${watchId} did not end`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('workspace settings routes', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() =>
      createApp({ database: database(), alertChannels: channelsResolving(SLACK_DNS) }),
    );
    let sessionId = '';
    beforeAll(async () => {
      sessionId = await signUpAndSignIn(http);
    });
    const api = () => createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });

    it("starts on the server's time zone with alerts on and no one to tell", async () => {
      expect(await api().workspaceSettings()).toEqual({
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        alertEmails: [],
        alertWebhookUrl: null,
        alertOnRising: true,
        alertOnWatchPaused: true,
        emailConfigured: false,
        pendingAlertEmails: [],
        recipientsHidden: false,
      });
      expect(await api().alerts()).toEqual({ items: [] });
    });

    it('saves recipients once each and refuses bad settings, keeping the saved ones', async () => {
      const saved = await api().updateWorkspaceSettings({
        body: {
          timeZone: 'America/Bogota',
          alertEmails: ['Ana@Agencia.example', 'ana@agencia.example', 'luis@agencia.example'],
          alertWebhookUrl: 'https://hooks.slack.com/services/T0/B0/x',
          alertOnRising: false,
          alertOnWatchPaused: true,
        },
      });
      expect(saved.alertEmails).toEqual(['ana@agencia.example', 'luis@agencia.example']);
      const { emailConfigured, pendingAlertEmails, recipientsHidden, ...good } = saved;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ timeZone: 'Mars/Olympus' }, 'Zona horaria desconocida'],
        [{ alertEmails: ['no-es-un-correo'] }, 'Cada destinatario debe ser un correo'],
        [
          { alertEmails: Array.from({ length: 21 }, (_, i) => `p${i}@a.example`) },
          'Como máximo 20 destinatarios',
        ],
        [{ alertWebhookUrl: 'ftp://hooks.example/x' }, 'La URL del webhook debe empezar'],
        [{ alertWebhookUrl: 'javascript:alert(1)' }, 'La URL del webhook debe empezar'],
      ];
      for (const [overrides, message] of cases) {
        const response = await http.call('PATCH', '/functions/v1/workspaces/current/settings', {
          sessionId,
          json: { ...good, ...overrides },
        });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toContain(message);
      }
      expect(await api().workspaceSettings()).toEqual(saved);
    });

    it('lets an analyst read the settings but only an admin change them', async () => {
      const { current } = await api().workspaces();
      const analyst = await memberOf(http, database(), current, 'analyst');
      const analystApi = createApiClient({
        baseUrl: http.origin,
        getSessionId: () => analyst.sessionId,
      });
      const settings = await analystApi.workspaceSettings();
      // The recipients and the chat's webhook URL are secrets an analyst does not read.
      expect((await api().workspaceSettings()).alertWebhookUrl).not.toBeNull();
      expect(settings).toMatchObject({
        alertEmails: [],
        alertWebhookUrl: null,
        pendingAlertEmails: [],
        recipientsHidden: true,
      });
      const { webhookToken, webhookUrl } = await analystApi.scraperConfig();
      expect({ webhookToken, webhookUrl }).toEqual({ webhookToken: null, webhookUrl: null });
      expect((await api().scraperConfig()).webhookToken).toMatch(/.{20,}/);
      const { emailConfigured, pendingAlertEmails, recipientsHidden, ...body } = settings;
      expect((await rejection(analystApi.updateWorkspaceSettings({ body }))).status).toBe(403);
      expect((await rejection(analystApi.testAlert())).status).toBe(403);
    });
  });
});
