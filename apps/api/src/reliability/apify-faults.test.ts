import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ApifySettings } from '../infra/apify/apify-config';
import { workingJobs } from '../../test-support/jobs';
import { webhookTokenOf } from '../domain/workspaces/webhook-token';
import { DATASET_PAGE_SIZE } from '../infra/apify/dataset-items';
import { youtubeItems } from '../../test-support/fake-apify-items';
import { type FakeApifyServer, startFakeApifyServer } from '../../test-support/fake-apify-server';
import { startRun } from '../infra/apify/start-run';
import { secretBox } from '../infra/secrets/secret-box';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { apifyWebhookPath, runReaching } from '../../test-support/scraper-runs';

const SECRET = 'secreto-del-webhook-de-fiabilidad';
const ACTOR = 'streamers/youtube-comments-scraper';
// The same items from a run that ends on its own, for runs started through run-apify-task.
const QUICK_ACTOR = 'fiabilidad/youtube-rapido';
// Comments holding what PostgreSQL text cannot store: NUL bytes and lone surrogates.
const BROKEN_TEXT_ACTOR = 'fiabilidad/youtube-bytes-raros';
// Two dataset pages of 1,000: the failure test breaks the second.
const COMMENTS = 1_500;

describe('Apify faults', () => {
  let fake: FakeApifyServer;
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    fake.addActor(ACTOR, {
      items: (input) => youtubeItems(String(input.videoId), COMMENTS),
      durationMs: 'manual',
    });
    fake.addActor(BROKEN_TEXT_ACTOR, {
      items: (input) =>
        youtubeItems(String(input.videoId), 4).map((item, index) =>
          index === 0
            ? item
            : {
                ...(item as Record<string, unknown>),
                comment: `Texto con byte nulo \u0000 y medio emoji \ud83d número ${index}`,
                author: `@nulo\u0000${index}`,
              },
        ),
      durationMs: 50,
    });
    fake.addActor(QUICK_ACTOR, {
      items: (input) => youtubeItems(String(input.videoId), COMMENTS),
      durationMs: 50,
    });
  });
  afterAll(() => fake.close());

  // The workspace's own Apify account, whose runs started in Apify's console it may import.
  const secrets = secretBox(randomBytes(32));
  let ownToken = '';
  beforeAll(() => {
    ownToken = fake.addAccount('fiabilidad');
  });

  describeOnEachDatabase((database) => {
    const apify = (): ApifySettings => ({
      connection: { baseUrl: fake.baseUrl, token: fake.token, retryBaseMs: 5 },
      waitSeconds: 1,
      webhookSecret: SECRET,
      publicUrl: undefined,
      accounts: { baseUrl: fake.baseUrl, secrets },
    });
    const jobs = workingJobs(database, { apify });
    const http = serveOnLoopback(() =>
      createApp({ database: database(), apify: apify(), jobs: jobs() }),
    );
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());
    let webhookToken = '';
    beforeAll(async () => {
      webhookToken = await webhookTokenOf(database().db, api.workspaceId());
      await api().connectApifyAccount({ body: { token: ownToken } });
    });
    /** Apify calling the client's workspace's webhook URL, as it would for a run of `industry`. */
    const deliver = (payload: unknown, industry: string) =>
      http.call('POST', apifyWebhookPath(webhookToken, { industry }), {
        json: payload,
        headers: { 'X-Apify-Webhook-Secret': SECRET },
      });
    const startedRun = async () => {
      const connection = { baseUrl: fake.baseUrl, token: ownToken };
      const videoId = randomBytes(5).toString('hex');
      return (await startRun(connection, { actorId: ACTOR }, { videoId })).id;
    };
    /** Comments of the industry, and how many distinct Apify comment ids they have. */
    const stored = async (industry: string) => {
      const { rows } = await db().execute<{ total: number; distinct_ids: number }>(sql`
        select count(*)::int as total, count(distinct c.external_id)::int as distinct_ids
        from comments c join sources s using (source_id)
        where s.industry = ${industry} and c.deleted_at is null`);
      return rows[0]!;
    };

    it('imports once when the webhook is replayed 5 times and delivered out of order', async () => {
      const industry = `Apify desordenado ${randomBytes(4).toString('hex')}`;
      const runId = await startedRun();
      // Events as Apify would have sent them, each with the run as it was then.
      const created = fake.webhookPayload(runId, 'ACTOR.RUN.CREATED');
      fake.finishRun(runId);
      const succeeded = fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED');

      // SUCCEEDED arrives first, twice at once; the late CREATED lands while the import runs.
      const first = await Promise.all([deliver(succeeded, industry), deliver(succeeded, industry)]);
      expect(first.map((answer) => answer.status).sort()).toEqual([200, 202]);
      expect((await deliver(created, industry)).status).toBe(200);
      expect((await deliver(succeeded, industry)).status).toBe(200);
      await runReaching(api(), runId, ['IMPORTED'], 60_000);
      // After the import, two more replays of SUCCEEDED and the stale CREATED once more.
      for (const payload of [succeeded, created, succeeded]) {
        expect((await deliver(payload, industry)).status).toBe(200);
      }

      const runs = (await api().scraperRuns()).items.filter((run) => run.runId === runId);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ status: 'IMPORTED', imported: COMMENTS, error: null });
      expect(await stored(industry)).toEqual({ total: COMMENTS, distinct_ids: COMMENTS });
    }, 90_000);

    it('marks a run whose dataset fails mid-way IMPORT-FAILED and re-imports it without duplicates', async () => {
      const industry = `Apify a medias ${randomBytes(4).toString('hex')}`;
      const runId = await startedRun();
      fake.finishRun(runId);
      const succeeded = fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED');

      fake.failDatasetItemsFrom(DATASET_PAGE_SIZE);
      let failed;
      try {
        expect((await deliver(succeeded, industry)).status).toBe(202);
        failed = await runReaching(api(), runId, ['IMPORT-FAILED'], 60_000);
      } finally {
        fake.failDatasetItemsFrom(null);
      }
      expect(failed.error).toBe('Error al importar: Dataset storage is not responding');
      // The first page is kept: it was stored before the failure and counted on the run.
      const partial = await stored(industry);
      expect(partial.total).toBeGreaterThan(0);
      expect(partial.total).toBeLessThan(COMMENTS);
      expect(failed.imported).toBe(partial.total);

      // Re-imported by the event delivered again: the stored page is skipped, the rest added.
      expect((await deliver(succeeded, industry)).status).toBe(202);
      const run = await runReaching(api(), runId, ['IMPORTED'], 60_000);
      expect(run).toMatchObject({ imported: COMMENTS, error: null });
      expect(await stored(industry)).toEqual({ total: COMMENTS, distinct_ids: COMMENTS });
      console.log(
        `[reliability] Apify: dataset failed after ${partial.total} of ${COMMENTS} comments, ` +
          `run IMPORT-FAILED, re-imported to ${COMMENTS}, 0 duplicated`,
      );
    }, 90_000);

    it('re-imports on request a run the user started whose dataset failed mid-way', async () => {
      const industry = `Apify reimportar ${randomBytes(4).toString('hex')}`;
      const request = {
        actorId: QUICK_ACTOR,
        inputJson: JSON.stringify({ videoId: randomBytes(5).toString('hex') }),
        platform: 'youtube' as const,
        industry,
      };
      fake.failDatasetItemsFrom(DATASET_PAGE_SIZE);
      let refused: unknown;
      try {
        refused = await api()
          .runScraper({ body: request })
          .catch((error: unknown) => error);
      } finally {
        fake.failDatasetItemsFrom(null);
      }
      expect(refused).toMatchObject({
        status: 502,
        message: 'Error al ejecutar Apify: Dataset storage is not responding',
      });
      const [failed] = (await api().scraperRuns()).items.filter((run) => run.industry === industry);
      expect(failed).toMatchObject({ status: 'IMPORT-FAILED' });
      const partial = await stored(industry);
      expect(partial.total).toBeGreaterThan(0);
      expect(partial.total).toBeLessThan(COMMENTS);

      const result = await api().reimportScraperRun({ body: { runId: failed!.runId! } });
      expect(result).toMatchObject({ runId: failed!.runId, status: 'IMPORTING' });
      await runReaching(api(), failed!.runId!, ['IMPORTED'], 60_000);
      expect(await stored(industry)).toEqual({ total: COMMENTS, distinct_ids: COMMENTS });
      const [run] = (await api().scraperRuns()).items.filter((item) => item.industry === industry);
      expect(run).toMatchObject({ status: 'IMPORTED', imported: COMMENTS, error: null });

      // An imported run is not imported again, and a run that does not exist is said so.
      await expect(
        api().reimportScraperRun({ body: { runId: failed!.runId! } }),
      ).rejects.toMatchObject({
        status: 409,
        message:
          'Solo se puede volver a importar una ejecución terminada cuya importación falló: estado IMPORTED',
      });
      await expect(
        api().reimportScraperRun({ body: { runId: 'noExisteEstaRun' } }),
      ).rejects.toMatchObject({
        status: 404,
        message: 'Ejecución de Apify no encontrada',
      });
      expect(await stored(industry)).toEqual({ total: COMMENTS, distinct_ids: COMMENTS });
    }, 90_000);

    it('imports scraped comments holding NUL bytes and half emoji, as storable text', async () => {
      const industry = `Apify bytes ${randomBytes(4).toString('hex')}`;
      const result = await api().runScraper({
        body: {
          actorId: BROKEN_TEXT_ACTOR,
          inputJson: JSON.stringify({ videoId: randomBytes(5).toString('hex') }),
          platform: 'youtube',
          industry,
        },
      });
      expect(result).toMatchObject({ imported: 4, analyzed: 4 });
      const { rows } = await db().execute<{ text: string; author: string }>(sql`
        select c.text, c.author from comments c join sources s using (source_id)
        where s.industry = ${industry} order by c.text`);
      expect(rows).toEqual(
        [1, 2, 3, 4].map((index) => ({
          text: `Texto con byte nulo  y medio emoji \ufffd número ${index}`,
          author: `@nulo${index}`,
        })),
      );
    });

    it('takes over on request an import its killed process left IMPORTING, once stale', async () => {
      const industry = `Apify huérfana ${randomBytes(4).toString('hex')}`;
      const runId = await startedRun();
      fake.finishRun(runId);
      expect(
        (await deliver(fake.webhookPayload(runId, 'ACTOR.RUN.SUCCEEDED'), industry)).status,
      ).toBe(202);
      await runReaching(api(), runId, ['IMPORTED'], 60_000);
      // As a SIGKILL mid-import leaves it: IMPORTING, the later pages never stored, a page stored
      // but not analysed, counters from the last progress it recorded, no sign of life since.
      const ofRun = sql`(select source_id from scraper_runs where apify_run_id = ${runId})`;
      await db().execute(
        sql`delete from comments where source_id = ${ofRun} and comment_id % 2 = 0`,
      );
      await db().execute(sql`
        delete from comment_analysis where comment_id in (
          select comment_id from comments where source_id = ${ofRun} and comment_id % 3 = 0)`);
      const orphan = (minutesAgo: number) =>
        db().execute(sql`
          update scraper_runs set status = 'IMPORTING', finished_at = null,
            import_started_at = now() - make_interval(mins => ${minutesAgo}),
            imported = 400, analyzed = 300
          where apify_run_id = ${runId}`);
      await orphan(1);
      await expect(api().reimportScraperRun({ body: { runId } })).rejects.toMatchObject({
        status: 409,
        message: 'Esta ejecución ya se está importando',
      });
      await orphan(20);
      expect(await api().reimportScraperRun({ body: { runId } })).toMatchObject({
        status: 'IMPORTING',
      });
      await runReaching(api(), runId, ['IMPORTED'], 60_000);
      const [run] = (await api().scraperRuns()).items.filter((item) => item.runId === runId);
      expect(run).toMatchObject({
        status: 'IMPORTED',
        imported: COMMENTS,
        analyzed: COMMENTS,
        error: null,
      });
      expect(await stored(industry)).toEqual({ total: COMMENTS, distinct_ids: COMMENTS });
      const { rows } = await db().execute<{ pending: number }>(sql`
        select count(*)::int as pending from comments c
        where c.source_id = ${ofRun}
          and not exists (select 1 from comment_analysis a where a.comment_id = c.comment_id)`);
      expect(rows[0]!.pending).toBe(0);
    }, 90_000);
  });
});
