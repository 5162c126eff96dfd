import { randomBytes } from 'node:crypto';
import { type ApiClient, createApiClient } from '@replica/api-client';
import { SAMPLE_INDUSTRY } from '@replica/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { type App, createApp } from '../src/app';
import type { Database } from '../src/db/database';
import { webhookTokenOf } from '../src/domain/workspaces/webhook-token';
import { webhookAndMailChannels } from '../src/infra/alerts/webhook-and-mail-channels';
import type { ApifySettings } from '../src/infra/apify/apify-config';
import { startRun } from '../src/infra/apify/start-run';
import { STRICT_OUTBOUND } from '../src/infra/outbound/outbound-request';
import { secretBox } from '../src/infra/secrets/secret-box';
import { signUpMember } from './accounts';
import { type SmtpReceiver, confirmationTokens, startSmtpReceiver } from './alert-receivers';
import { REVIEWS_ACTOR, reviewItems, youtubeItems } from './fake-apify-items';
import { type FakeApifyServer, startFakeApifyServer } from './fake-apify-server';
import { type TestJobs, finishedJob, workingJobs } from './jobs';
import type { Loopback } from './loopback';
import { apifyWebhookPath, runReaching } from './scraper-runs';

const SECRET = 'secreto-del-webhook';
const ACTOR = 'streamers~youtube-comments-scraper';
const SLOW_ACTOR = 'streamers~slow-youtube';
const INDUSTRY = 'Marca Personal';
// One key for the app and its job worker: both open the workspace's sealed Apify token.
const SECRETS = secretBox(randomBytes(32));

/** One call of the journey as it went: what was sent and what came back. */
export interface Exchange {
  method: string;
  url: URL;
  body: unknown;
  status: number;
  answer: unknown;
}

/** The outside services the journey's app talks to: a fake Apify and an SMTP receiver. */
export interface JourneyServices {
  fake: FakeApifyServer;
  smtp: SmtpReceiver;
}

/**
 * The fake Apify (with the journey's actors) and the SMTP receiver, open for the tests of the
 * block that calls this and closed after them.
 */
export function journeyServices(): () => JourneyServices {
  let services: JourneyServices | undefined;
  beforeAll(async () => {
    const smtp = await startSmtpReceiver();
    const fake = await startFakeApifyServer();
    fake.addActor(ACTOR, {
      items: (input) => youtubeItems(String(input.videoId), 4),
      durationMs: 20,
    });
    fake.addActor(SLOW_ACTOR, { items: () => youtubeItems('lento', 3), durationMs: 'manual' });
    fake.addActor(REVIEWS_ACTOR, { items: () => reviewItems('zapatilla-azul', 6), durationMs: 20 });
    services = { fake, smtp };
  });
  afterAll(() => Promise.all([services?.fake.close(), services?.smtp.close()]));
  return () => {
    if (!services) throw new Error('the journey services start in beforeAll');
    return services;
  };
}

function apifySettings({ fake }: JourneyServices): ApifySettings {
  return {
    connection: { baseUrl: fake.baseUrl, token: fake.token },
    waitSeconds: 1,
    webhookSecret: SECRET,
    publicUrl: 'https://replica.example.com',
    accounts: { baseUrl: fake.baseUrl, secrets: SECRETS },
  };
}

/**
 * The job worker the journey's runs and watches need, on `database`, importing from the fake
 * Apify. Register it after `journeyServices()` and the database.
 */
export function journeyJobs(database: () => Database, services: () => JourneyServices): TestJobs {
  return workingJobs(database, { apify: () => apifySettings(services()) });
}

/** The app the journey walks: the fake Apify, mail to the SMTP receiver, the job worker. */
export function journeyApp(
  database: () => Database,
  services: () => JourneyServices,
  jobs: TestJobs,
): App {
  return createApp({
    database: database(),
    apify: apifySettings(services()),
    jobs: jobs(),
    alertChannels: webhookAndMailChannels({
      mail: { smtpUrl: services().smtp.url, from: 'Réplica <alertas@replica.example.com>' },
      publicUrl: 'https://replica.example.com',
      outbound: STRICT_OUTBOUND,
    }),
  });
}

/** A client whose every exchange is written down, as the browser's would be. */
function recordingClient(http: Loopback, exchanges: Exchange[], sessionId: () => string | null) {
  return createApiClient({
    baseUrl: http.origin,
    getSessionId: sessionId,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const sent = await request.clone().text();
      const response = await fetch(request);
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      const copy = response.clone();
      exchanges.push({
        method: request.method,
        url: new URL(request.url),
        body: sent ? JSON.parse(sent) : undefined,
        status: response.status,
        // A CSV's header and first rows are example enough.
        answer: isJson ? await copy.json() : (await copy.text()).split('\n').slice(0, 3).join('\n'),
      });
      return response;
    },
  });
}

/**
 * The whole product's session through the real api-client, at `http`'s origin (the app, or a
 * proxy in front of it): every endpoint of the contract is called at least once and answers a
 * success the client accepts. Each exchange of the client is written down in `exchanges`.
 */
export async function callEveryEndpoint(
  http: Loopback,
  exchanges: Exchange[],
  database: () => Database,
  { fake, smtp }: { fake: FakeApifyServer; smtp: SmtpReceiver },
) {
  let ownerSession: string | null = null;
  const api = recordingClient(http, exchanges, () => ownerSession);
  // Each database of the suite is new, so the examples can read as a real team's.
  const credentials = { email: 'ana@agencia-norte.example', pass: 'una frase bastante larga' };
  const { user: owner } = await api.signup({
    body: { ...credentials, workspaceName: 'Agencia Norte' },
  });
  ownerSession = (await api.signin({ body: credentials })).session_id;
  await api.me();
  const { current: workspaceId } = await api.workspaces();

  await api.createIndustry({ body: { name: 'Gimnasios de barrio' } });
  await api.createIndustry({ body: { name: 'Gimnasios' } });
  await api.updateIndustry({
    params: { name: 'Gimnasios' },
    body: { mergeInto: 'Gimnasios de barrio' },
  });
  await api.industries();
  await api.updateIndustry({
    params: { name: INDUSTRY },
    body: { clients: 120, years: 6.5, cities: ['Madrid', 'Bogotá'] },
  });

  const { commentId } = await api.addComment({
    body: {
      text: 'Me encanta la idea pero es demasiado caro para empezar ahora mismo',
      author: 'Lucía',
      platform: 'Instagram',
      industry: INDUSTRY,
    },
  });
  await api.importComments({
    body: {
      batchId: 'lote-ejemplo-0001',
      importId: 'importacion-ejemplo-01',
      kind: 'bulk',
      industry: INDUSTRY,
      comments: [
        { text: 'No tengo tiempo para grabar vídeos cada semana', author: 'Marta' },
        { text: 'No sé si esto funciona para alguien que empieza de cero', author: 'Jorge' },
        { text: 'Ya probé con otra agencia y no vi resultados', platform: 'YouTube' },
      ],
    },
  });
  await api.analyzeComment({ body: { comment_id: commentId } });
  await api.analyzeComments({ body: { industry: INDUSTRY } });
  const inbox = await api.inbox({ query: { industry: INDUSTRY, limit: 2 } });
  const found = await api.searchComments({ query: { q: 'tiempo', limit: 5 } });
  await api.inbox({
    query: { industry: found.items[0]!.industry, q: 'tiempo', from: found.items[0]!.comment_id },
  });
  await api.correctComment({
    body: {
      comment_id: commentId,
      objection_tag: 'precio',
      emotion: 'frustración',
    },
  });
  await api.recalcReal({ body: { industry: INDUSTRY } });
  await api.dashboardMetrics();
  await api.industriesSummary();

  await api.report({ query: { industry: INDUSTRY, order: 'score' } });
  await api.reportTrends({ query: { industry: INDUSTRY } });
  await api.objectionsOverview();
  await api.objectionLanguage({ query: { industry: INDUSTRY } });
  await api.exportInboxCsv({ query: { industry: INDUSTRY } });
  await api.exportReportCsv({ query: { industry: INDUSTRY } });

  await api.updateIndustryAnswers({
    params: { name: INDUSTRY },
    body: { answers: { precio: 'Pagos a 6 meses sin intereses.' } },
  });
  await api.industryAnswers({ params: { name: INDUSTRY } });
  await api.generateIdeas({ body: { industry: INDUSTRY, kind: 'ideas' } });
  const ideas = await api.templates({ query: { industry: INDUSTRY } });
  await api.generateIdeas({ body: { industry: INDUSTRY, kind: 'pack' } });
  await api.deleteIdea({ params: { id: ideas.items[0]!.idea_id } });

  const { jobId } = await api.startJob({ body: { kind: 'analyse-pending', industry: INDUSTRY } });
  await finishedJob(api, jobId);
  await api.job({ params: { id: jobId } });
  await api.jobs({ query: { industry: INDUSTRY } });
  const sample = await api.loadSampleData({ body: {} });
  await finishedJob(api, sample.jobId);
  await api.deleteIndustry({ params: { name: SAMPLE_INDUSTRY } });

  await callScrapingEndpoints(api, http, exchanges, { database, workspaceId, fake });
  await callWatchEndpoints(api, smtp);
  await api.rotateWebhookToken();

  const second = inbox.items[1]!.comment_id;
  await api.deleteComment({ params: { id: second } });
  await api.deleteComments({ body: { ids: [commentId] } });

  await callTeamEndpoints(api, http, exchanges, owner.id);
  await api.renameWorkspace({ body: { name: 'Agencia Norte' } });
  await api.auditLog();
  await api.reclassifyIndustries({ body: {} });
  await api.signoutOthers();
  await api.signout();
}

async function callScrapingEndpoints(
  api: ApiClient,
  http: Loopback,
  exchanges: Exchange[],
  {
    database,
    workspaceId,
    fake,
  }: { database: () => Database; workspaceId: number; fake: FakeApifyServer },
) {
  await api.scraperConfig();
  // The workspace's own Apify account: runs started in its Apify console reach the webhook.
  await api.apifyAccount();
  const ownToken = fake.addAccount('agencia-norte');
  await api.connectApifyAccount({ body: { token: ownToken } });
  await api.runScraper({
    body: {
      actorId: ACTOR,
      inputJson: JSON.stringify({ videoId: 'dQw4w9WgXcQ', maxComments: 4 }),
      platform: 'youtube',
      industry: INDUSTRY,
      urlHint: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  });
  // A run still going past the wait is imported by a job, which can be cancelled meanwhile.
  const slow = await api.runScraper({
    body: {
      actorId: SLOW_ACTOR,
      inputJson: JSON.stringify({ videoId: 'lento' }),
      platform: 'youtube',
      industry: INDUSTRY,
    },
  });
  const importing = (await api.jobs({ query: { active: 'true' } })).jobs.find(
    (job) => job.kind === 'import-apify-run',
  );
  await api.cancelJob({ params: { id: importing!.id } });
  fake.finishRun(slow.runId!, 'SUCCEEDED');

  // Apify announcing a run it finished, whose import then breaks and is tried again.
  const connection = { baseUrl: fake.baseUrl, token: ownToken };
  const run = await startRun(
    connection,
    { actorId: ACTOR },
    { videoId: randomBytes(5).toString('hex') },
  );
  fake.finishRun(run.id, 'SUCCEEDED');
  const token = await webhookTokenOf(database().db, workspaceId);
  fake.failDatasetItemsFrom(0);
  try {
    // Apify calls the webhook itself, not through the client.
    const path = apifyWebhookPath(token, { industry: INDUSTRY });
    const payload = fake.webhookPayload(run.id, 'ACTOR.RUN.SUCCEEDED');
    const answer = await http.call('POST', path, {
      json: payload,
      headers: { 'X-Apify-Webhook-Secret': SECRET },
    });
    expect(answer.status).toBe(202);
    const url = new URL(path, http.origin);
    exchanges.push({
      method: 'POST',
      url,
      body: payload,
      status: 202,
      answer: await answer.json(),
    });
    await runReaching(api, run.id, ['IMPORT-FAILED']);
  } finally {
    fake.failDatasetItemsFrom(null);
  }
  await api.reimportScraperRun({ body: { runId: run.id } });
  await runReaching(api, run.id, ['IMPORTED']);

  // Any other actor: its run waits for the fields that hold its comments, chosen on a preview.
  const reviews = await api.runScraper({
    body: {
      actorId: REVIEWS_ACTOR,
      inputJson: JSON.stringify({
        startUrls: [{ url: 'https://tienda.example.com/p/zapatilla-azul' }],
      }),
      industry: INDUSTRY,
    },
  });
  const fields = {
    text: 'content.text',
    author: 'reviewer.name',
    date: 'dates.published',
    id: 'reviewId',
  };
  await api.previewScraperRun({ body: { runId: reviews.runId!, fields } });
  await api.saveActorFieldMap({ body: { actor: REVIEWS_ACTOR, fields } });
  await api.actorFieldMap({ query: { actor: REVIEWS_ACTOR } });
  await api.reimportScraperRun({ body: { runId: reviews.runId! } });
  await runReaching(api, reviews.runId!, ['IMPORTED']);
  await api.scraperRuns();
  await api.disconnectApifyAccount();
}

async function callWatchEndpoints(api: ApiClient, smtp: SmtpReceiver) {
  await api.updateWorkspaceSettings({
    body: {
      timeZone: 'Europe/Madrid',
      alertEmails: ['equipo@agencia-norte.example'],
      alertWebhookUrl: null,
      alertOnRising: true,
      alertOnWatchPaused: true,
    },
  });
  await api.confirmAlertRecipient({ body: { token: confirmationTokens(smtp).at(-1) ?? '' } });
  await api.workspaceSettings();
  await api.testAlert();
  const request = {
    name: 'Vídeo de lanzamiento',
    actorId: ACTOR,
    inputJson: JSON.stringify({ videoId: 'lanzamiento', maxComments: 4 }),
    platform: 'youtube' as const,
    industry: INDUSTRY,
    frequency: 'daily' as const,
    hour: 9,
  };
  const watch = await api.createWatch({ body: request });
  await api.updateWatch({
    params: { id: watch.id },
    body: { ...request, frequency: 'weekly', weekday: 1 },
  });
  await api.runWatchNow({ params: { id: watch.id } });
  const running = (await api.jobs({ query: { active: 'true' } })).jobs.find(
    (job) => job.kind === 'watch-run',
  );
  if (running) await finishedJob(api, running.id);
  await api.watchRuns({ params: { id: watch.id } });
  await api.watches();
  await api.pauseWatch({ params: { id: watch.id } });
  await api.resumeWatch({ params: { id: watch.id } });
  await api.deleteWatch({ params: { id: watch.id } });
  await api.alerts();
}

async function callTeamEndpoints(
  api: ApiClient,
  http: Loopback,
  exchanges: Exchange[],
  ownerId: number,
) {
  const guest = await signUpMember(http, 'luis@agencia-norte.example');
  const guestApi = recordingClient(http, exchanges, () => guest.sessionId);
  const { current: guestWorkspace } = await guestApi.workspaces();
  const invitation = await api.invite({ body: { email: guest.email, role: 'analyst' } });
  await api.invitations();
  await guestApi.invitationDetails({ body: { token: invitation.token } });
  await guestApi.acceptInvitation({ body: { token: invitation.token } });
  await api.members();
  await api.changeMemberRole({ params: { userId: guest.userId }, body: { role: 'viewer' } });
  await guestApi.switchWorkspace({ body: { id: guestWorkspace } });
  await guestApi.deleteWorkspace();
  // The guest's account now belongs to this workspace alone: the owner may make it a reset link.
  const link = await api.memberResetLink({ params: { userId: guest.userId } });
  const token = new URLSearchParams(link.url.split('?')[1]).get('token') ?? '';
  await guestApi.resetPassword({ body: { token, newPassword: 'otra frase bastante larga' } });
  await api.requestPasswordReset({ body: { email: guest.email } });
  await api.changePassword({
    body: {
      currentPassword: 'una frase bastante larga',
      newPassword: 'una frase aún más larga',
    },
  });
  await api.removeMember({ params: { userId: guest.userId } });
  const integration = await api.createApiToken({
    body: { name: 'Zapier – informes', role: 'viewer' },
  });
  await api.apiTokens();
  await api.revokeApiToken({ params: { id: integration.id } });
  const other = await api.invite({
    body: { email: 'marta@agencia-norte.example', role: 'viewer' },
  });
  await api.revokeInvitation({ params: { id: other.id } });
  expect(ownerId).toBeGreaterThan(0);
}
