import { randomBytes } from 'node:crypto';
import { createApiClient } from '@replica/api-client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { actorFieldMaps } from '../db/schema';
import { DEFAULT_RATE_LIMITS } from '../middleware/rate-limit';
import type { ApifySettings } from '../infra/apify/apify-config';
import { type FakeApifyServer, startFakeApifyServer } from '../../test-support/fake-apify-server';
import { REVIEWS_ACTOR, reviewItems, youtubeItems } from '../../test-support/fake-apify-items';
import { signUpAndSignIn } from '../../test-support/accounts';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { workingJobs } from '../../test-support/jobs';
import { serveOnLoopback } from '../../test-support/loopback';
import { memberOf } from '../../test-support/members';
import { rejection } from '../../test-support/rejection';
import { apifyWebhookPath, runReaching } from '../../test-support/scraper-runs';
import { webhookTokenOf } from '../domain/workspaces/webhook-token';
import { startRun } from '../infra/apify/start-run';
import { secretBox } from '../infra/secrets/secret-box';

const REVIEW_FIELDS = {
  text: 'content.text',
  author: 'reviewer.name',
  date: 'dates.published',
  id: 'reviewId',
};
const SLOW_REVIEWS = 'acme/slow-reviews';
const SECRET = 'secreto-del-webhook-de-prueba';
const OPAQUE_YOUTUBE = 'h7sDV53CddomktSi5';
const newIndustry = () => `Reseñas ${randomBytes(4).toString('hex')}`;
const productId = () => randomBytes(5).toString('hex');

/** Any other actor: its fields chosen, saved, previewed and imported. */
describe('field maps of any other actor', () => {
  let fake: FakeApifyServer;
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    // Each run reviews the product its input names, so tests never share comments.
    fake.addActor(REVIEWS_ACTOR, {
      items: (input) => reviewItems(String(input.product), Number(input.maxItems ?? 12)),
      durationMs: 20,
    });
    fake.addActor(SLOW_REVIEWS, { items: () => reviewItems('lento', 3), durationMs: 'manual' });
    fake.addActor(OPAQUE_YOUTUBE, {
      items: (input) => youtubeItems(String(input.videoId), 3),
      durationMs: 20,
    });
  });
  afterAll(() => fake.close());

  const secrets = secretBox(randomBytes(32));
  const settings = (): ApifySettings => ({
    connection: { baseUrl: fake.baseUrl, token: fake.token },
    waitSeconds: 1,
    webhookSecret: SECRET,
    publicUrl: undefined,
    accounts: { baseUrl: fake.baseUrl, secrets },
  });

  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database, { apify: settings });
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        apify: settings(),
        jobs: jobs(),
        // Runs and previews here are many; the limits have tests of their own.
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          scraping: { ...DEFAULT_RATE_LIMITS.scraping, perUser: 1_000, perWorkspace: 1_000 },
        },
      }),
    );
    const api = signedInClient(http);
    const stranger = signedInClient(http);

    const runReviews = (product: string, industry: string) =>
      api().runScraper({
        body: {
          actorId: REVIEWS_ACTOR,
          inputJson: JSON.stringify({ product, maxItems: 12 }),
          industry,
        },
      });

    it('saves an actor’s fields, reads them under either spelling of its name, and replaces them', async () => {
      expect(await api().actorFieldMap({ query: { actor: 'acme/nuevo-actor' } })).toEqual({
        actor: 'acme/nuevo-actor',
        fields: null,
      });
      expect(
        await api().saveActorFieldMap({
          body: {
            actor: ' acme~nuevo-actor ',
            fields: { text: 'body', author: '', date: null },
          },
        }),
      ).toEqual({
        actor: 'acme/nuevo-actor',
        fields: { text: 'body', author: null, date: null, id: null },
      });
      await api().saveActorFieldMap({ body: { actor: 'acme/nuevo-actor', fields: REVIEW_FIELDS } });
      expect(await api().actorFieldMap({ query: { actor: 'acme~nuevo-actor' } })).toEqual({
        actor: 'acme/nuevo-actor',
        fields: REVIEW_FIELDS,
      });
      const { rows } = await database().db.execute<{ n: number }>(
        sql`select count(*)::int as n from actor_field_maps where actor = 'acme/nuevo-actor'`,
      );
      expect(rows).toEqual([{ n: 1 }]);
    });

    it('keeps each workspace’s fields to itself', async () => {
      await api().saveActorFieldMap({ body: { actor: 'acme/privado', fields: { text: 'mine' } } });
      expect(
        (await stranger().actorFieldMap({ query: { actor: 'acme/privado' } })).fields,
      ).toBeNull();
      await stranger().saveActorFieldMap({
        body: { actor: 'acme/privado', fields: { text: 'theirs' } },
      });
      expect((await api().actorFieldMap({ query: { actor: 'acme/privado' } })).fields?.text).toBe(
        'mine',
      );
      expect(
        (await stranger().actorFieldMap({ query: { actor: 'acme/privado' } })).fields?.text,
      ).toBe('theirs');
    });

    it('lets only a role that may run scrapers save fields; any member reads them', async () => {
      await api().saveActorFieldMap({ body: { actor: 'acme/roles', fields: { text: 'texto' } } });
      const analyst = await memberOf(http, database(), api.workspaceId(), 'analyst');
      const asAnalyst = createApiClient({
        baseUrl: http.origin,
        getSessionId: () => analyst.sessionId,
      });
      const refused = await rejection(
        asAnalyst.saveActorFieldMap({ body: { actor: 'acme/roles', fields: { text: 'otro' } } }),
      );
      expect(refused).toMatchObject({ status: 403, code: 'forbidden' });
      expect(await asAnalyst.actorFieldMap({ query: { actor: 'acme/roles' } })).toEqual({
        actor: 'acme/roles',
        fields: { text: 'texto', author: null, date: null, id: null },
      });
    });

    it('refuses fields without a text field or with a malformed path, and stores nothing', async () => {
      // Straight to the server: the client would refuse these bodies before sending them.
      const sessionId = await signUpAndSignIn(http);
      const post = (body: unknown) =>
        http.call('POST', '/functions/v1/actor-field-map', { sessionId, json: body });
      const cases: Array<[unknown, string]> = [
        [{ actor: 'acme/malo', fields: { text: '' } }, 'field_text_required'],
        [{ actor: 'acme/malo', fields: { author: 'user.name' } }, 'field_text_required'],
        [{ actor: 'acme/malo', fields: { text: 'user..name' } }, 'field_path_invalid'],
        [{ actor: 'acme/malo', fields: { text: 'a', date: '.fecha' } }, 'field_path_invalid'],
        [{ actor: 'acme/malo', fields: { text: 'x'.repeat(201) } }, 'field_path_invalid'],
        [{ actor: '  ', fields: { text: 'texto' } }, 'actor_required'],
      ];
      for (const [body, code] of cases) {
        const answer = await post(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(await answer.json()).toMatchObject({ code });
      }
      const stored = await database()
        .db.select()
        .from(actorFieldMaps)
        .where(eq(actorFieldMaps.actor, 'acme/malo'));
      expect(stored).toEqual([]);
    });

    it('previews a run waiting for its fields raw, then mapped with chosen fields, saying what it would skip', async () => {
      const industry = newIndustry();
      const product = productId();
      const result = await runReviews(product, industry);
      expect(result).toEqual({
        imported: 0,
        analyzed: 0,
        runId: expect.any(String),
        status: 'NEEDS-FIELDS',
      });
      const runId = result.runId!;
      expect(await runReaching(api(), runId, ['NEEDS-FIELDS'])).toMatchObject({
        actorId: REVIEWS_ACTOR,
        platform: null,
        imported: 0,
        skipped: 12,
      });
      expect(await rejection(api().reimportScraperRun({ body: { runId } }))).toMatchObject({
        status: 409,
        code: 'run_needs_fields',
      });

      const raw = await api().previewScraperRun({ body: { runId } });
      expect(raw).toMatchObject({ runId, actor: REVIEWS_ACTOR, savedFields: null, fields: null });
      expect(raw.items).toHaveLength(5);
      expect(raw.fieldPaths).toEqual(
        expect.arrayContaining(['content.text', 'reviewer.name', 'dates.published', 'reviewId']),
      );
      expect(raw.items[0]).toMatchObject({
        values: { 'content.text': expect.stringContaining('El envío tardó') },
        comment: null,
        skipped: null,
      });

      const mapped = await api().previewScraperRun({ body: { runId, fields: REVIEW_FIELDS } });
      expect(mapped.missing).toEqual([]);
      expect(mapped.items[0]!.comment).toEqual({
        text: 'El envío tardó tres semanas y nadie contestaba al teléfono (#1)',
        author: 'Cliente 1',
        date: '2025-03-01T09:30:00.000Z',
        id: `rv-${product}-1`,
      });
      expect(mapped.items.map((item) => item.skipped)).toEqual([null, null, null, null, 'no_text']);

      const wrong = await api().previewScraperRun({
        body: {
          runId,
          fields: { text: 'content.text', author: 'author.name', id: 'reviewId' },
        },
      });
      expect(wrong.missing).toEqual(['author']);
      // A field every item holds as null is as good as missing.
      const empty = await api().previewScraperRun({
        body: {
          runId,
          fields: { text: 'content.text', author: 'reviewer.avatarUrl' },
        },
      });
      expect(empty.missing).toEqual(['author']);
      const noText = await api().previewScraperRun({ body: { runId, fields: { text: 'body' } } });
      expect(noText.missing).toEqual(['text']);
      expect(noText.items.every((item) => item.skipped === 'no_text')).toBe(true);
      // A preview stores nothing: the run still waits, and no field map was saved.
      expect((await api().actorFieldMap({ query: { actor: REVIEWS_ACTOR } })).fields).toBeNull();
      expect((await api().inbox({ query: { industry } })).total).toBe(0);
    });

    it('imports a run with the saved fields once, under the actor as platform; later runs import at once', async () => {
      const industry = newIndustry();
      const product = productId();
      const { runId } = await runReviews(product, industry);
      await api().saveActorFieldMap({ body: { actor: REVIEWS_ACTOR, fields: REVIEW_FIELDS } });
      const preview = await api().previewScraperRun({ body: { runId: runId! } });
      expect(preview.fields).toEqual(REVIEW_FIELDS);
      expect(preview.savedFields).toEqual(REVIEW_FIELDS);

      expect(await api().reimportScraperRun({ body: { runId: runId! } })).toMatchObject({
        status: 'IMPORTING',
      });
      // 12 reviews: 2 bare ratings and 2 too short among them.
      expect(await runReaching(api(), runId!, ['IMPORTED'])).toMatchObject({
        imported: 8,
        analyzed: 8,
        skipped: 4,
        platform: null,
      });
      const inbox = await api().inbox({ query: { industry } });
      expect(inbox.total).toBe(8);
      for (const item of inbox.items) {
        expect(item).toMatchObject({ platform: REVIEWS_ACTOR, industry, method: 'reglas' });
        expect(item.author).toMatch(/^Cliente \d+$/);
      }

      // The same product scraped again: the reviews' ids are stored already.
      expect(await runReviews(product, industry)).toEqual({ imported: 0, analyzed: 0, skipped: 4 });
      const other = await runReviews(productId(), industry);
      expect(other).toEqual({ imported: 8, analyzed: 8, skipped: 4 });
      expect((await api().inbox({ query: { industry } })).total).toBe(16);
    });

    it("leaves a run the webhook announces waiting for fields saved under Apify's id of its actor", async () => {
      // A run started in the Apify console of the workspace's own account.
      const ownToken = fake.addAccount(`resenas-${productId()}`);
      await api().connectApifyAccount({ body: { token: ownToken } });
      const run = await startRun(
        { baseUrl: fake.baseUrl, token: ownToken },
        { actorId: REVIEWS_ACTOR },
        { product: productId(), maxItems: 6 },
      );
      fake.finishRun(run.id);
      const token = await webhookTokenOf(database().db, api.workspaceId());
      const industry = newIndustry();
      const answer = await http.call('POST', apifyWebhookPath(token, { industry }), {
        json: fake.webhookPayload(run.id, 'ACTOR.RUN.SUCCEEDED'),
        headers: { 'X-Apify-Webhook-Secret': SECRET },
      });
      expect(answer.status).toBe(202);
      // Apify names the actor of such a run by its own id, not by `user/name`.
      expect(await runReaching(api(), run.id, ['NEEDS-FIELDS'])).toMatchObject({
        actorId: run.actId,
        platform: null,
      });
      expect((await api().previewScraperRun({ body: { runId: run.id } })).actor).toBe(run.actId);
      await api().saveActorFieldMap({ body: { actor: run.actId!, fields: REVIEW_FIELDS } });
      await api().reimportScraperRun({ body: { runId: run.id } });
      expect(await runReaching(api(), run.id, ['IMPORTED'])).toMatchObject({ imported: 4 });
      expect((await api().inbox({ query: { industry } })).items[0]?.platform).toBe(run.actId);
      await api().disconnectApifyAccount();
    });

    it('imports a mapped platform as before when the form names none', async () => {
      const industry = newIndustry();
      const result = await api().runScraper({
        body: {
          actorId: OPAQUE_YOUTUBE,
          inputJson: JSON.stringify({ videoId: productId() }),
          industry,
        },
      });
      expect(result).toEqual({ imported: 3, analyzed: 3, skipped: 1 });
      const inbox = await api().inbox({ query: { industry } });
      expect(inbox.items.every((item) => item.platform === 'YouTube')).toBe(true);
    });

    it('refuses to preview a run it does not know or one still going', async () => {
      expect(
        await rejection(api().previewScraperRun({ body: { runId: 'no-existe' } })),
      ).toMatchObject({
        status: 404,
        code: 'run_not_found',
      });
      const slow = await api().runScraper({
        body: { actorId: SLOW_REVIEWS, industry: newIndustry() },
      });
      expect(slow.status).toBe('RUNNING');
      expect(
        await rejection(api().previewScraperRun({ body: { runId: slow.runId! } })),
      ).toMatchObject({
        status: 409,
        code: 'run_not_finished',
      });
      expect(
        await rejection(stranger().previewScraperRun({ body: { runId: slow.runId! } })),
      ).toMatchObject({
        status: 404,
      });
      fake.finishRun(slow.runId!, 'ABORTED');
    });
  });
});
