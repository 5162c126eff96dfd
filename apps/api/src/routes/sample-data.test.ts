import { SAMPLE_INDUSTRY } from '@replica/api-client/schemas';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { comments, sources } from '../db/schema';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { finishedJob, workingJobs } from '../../test-support/jobs';
import { serveOnLoopback } from '../../test-support/loopback';
import sampleComments from '../domain/sample-data/sample-comments.json' with { type: 'json' };

describe('sample data', () => {
  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database);
    const http = serveOnLoopback(() => createApp({ database: database(), jobs: jobs() }));
    const withoutJobs = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());

    const sampleCard = async () =>
      (await api().industriesSummary()).find((card) => card.industry === SAMPLE_INDUSTRY);

    it('answers 503 when no worker can analyse, loading nothing', async () => {
      const response = await withoutJobs.call('POST', '/functions/v1/sample-data', {
        sessionId: api.sessionId(),
        json: {},
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'jobs_unavailable' });
      expect(await sampleCard()).toBeUndefined();
    });

    it('loads the demo industry and analyses it by the rules, into a report with pain points', async () => {
      const { jobId } = await api().loadSampleData({ body: {} });
      const job = await finishedJob(api(), jobId);

      expect(job).toMatchObject({
        state: 'done',
        industry: SAMPLE_INDUSTRY,
        done: sampleComments.length,
        byModel: 0,
      });
      expect(await sampleCard()).toMatchObject({ opinions: sampleComments.length });
      const report = await api().report({ query: { industry: SAMPLE_INDUSTRY } });
      expect(report.topPainPoints.length).toBeGreaterThanOrEqual(5);
      expect(report.distribution.length).toBeGreaterThanOrEqual(4);

      // Said on several platforms over months, as a real audience would.
      const [spread] = await db()
        .select({
          platforms: sql<number>`count(distinct ${comments.platform})::int`,
          days: sql<number>`extract(day from max(${comments.publishedAt}) - min(${comments.publishedAt}))::int`,
        })
        .from(comments)
        .innerJoin(sources, eq(sources.sourceId, comments.sourceId))
        .where(and(eq(sources.industry, SAMPLE_INDUSTRY), isNotNull(comments.publishedAt)));
      expect(spread!.platforms).toBeGreaterThanOrEqual(4);
      expect(spread!.days).toBeGreaterThanOrEqual(60);
    });

    it('refuses to load it twice, with 409, adding nothing', async () => {
      const again = await api()
        .loadSampleData({ body: {} })
        .catch((error: unknown) => error);
      expect(again).toMatchObject({
        status: 409,
        code: 'sample_data_loaded',
        message: 'Los datos de ejemplo ya están cargados',
      });
      expect(await sampleCard()).toMatchObject({ opinions: sampleComments.length });
    });

    it('refuses a body with anything in it', async () => {
      const response = await http.call('POST', '/functions/v1/sample-data', {
        sessionId: api.sessionId(),
        json: { industry: 'Otra' },
      });
      expect(response.status).toBe(400);
    });

    it('is removed in one call and can be loaded again', async () => {
      expect(await api().deleteIndustry({ params: { name: SAMPLE_INDUSTRY } })).toEqual({
        industry: SAMPLE_INDUSTRY,
        comments: sampleComments.length,
      });
      expect(await sampleCard()).toBeUndefined();
      const { jobId } = await api().loadSampleData({ body: {} });
      await finishedJob(api(), jobId);
      expect(await sampleCard()).toMatchObject({ opinions: sampleComments.length });
    });
  });
});
