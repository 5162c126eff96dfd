import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { commentAnalysis, comments, sources } from '../db/schema';
import type { Analyser } from '../domain/analysis/analyser';
import type { IndustryClassifier } from '../domain/industries/industry-classifier';
import { createAiAnalyser } from '../infra/ai/ai-analyser';
import { createIndustryModelClient } from '../infra/ai/industry-model-client';
import { CUT_SHORT } from '../infra/ai/provider-answer';
import {
  FAKE_USAGE,
  type FakeAiServer,
  type FakeReply,
  type RecordedRequest,
  analysesReply,
  commentsOf,
  startFakeAiServer,
} from '../../test-support/fake-ai-server';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { expectCancelStopsCalls } from '../../test-support/cancelled-calls';
import { finishedJob, workingJobs } from '../../test-support/jobs';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedPendingComments } from '../../test-support/seed-many';
import { seedComment, seedSource } from '../../test-support/seed-rows';

// A model that takes its time: a cancel lands while the calls are out.
const SLOW_MS = 60_000;

describe('an analysis job with an AI model', () => {
  let model: FakeAiServer;
  let analyser: Analyser;
  let reply: (request: RecordedRequest) => FakeReply = (request) => analysesReply(request);
  beforeAll(async () => {
    model = await startFakeAiServer('anthropic', (request) => reply(request));
    analyser = createAiAnalyser({
      provider: 'anthropic',
      baseUrl: model.baseUrl,
      model: 'modelo-lento',
      apiKey: 'k',
      timeoutMs: SLOW_MS,
    });
  });
  afterAll(() => model.close());

  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database, {
      context: { analyser: (input) => analyser(input) },
    });
    const http = serveOnLoopback(() => createApp({ database: database(), jobs: jobs() }));
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());

    async function industryWithPending(count: number) {
      const industry = `Industria IA ${randomBytes(4).toString('hex')}`;
      await seedPendingComments(db(), await seedSource(db(), industry), count);
      return industry;
    }

    it('asks the model about 25 comments a request and counts them as the model’s', async () => {
      reply = (request) => analysesReply(request);
      const industry = await industryWithPending(120);
      const before = model.requests.length;
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      expect(await finishedJob(api(), jobId)).toMatchObject({
        state: 'done',
        done: 120,
        byModel: 120,
        byRules: 0,
      });
      const asked = model.requests.slice(before).map((request) => commentsOf(request).length);
      expect(asked.reduce((sum, n) => sum + n, 0)).toBe(120);
      expect(Math.max(...asked)).toBe(25);
      // Every request's tokens, as the provider billed them, counted in the job.
      const requests = asked.length;
      expect((await finishedJob(api(), jobId)).aiTokens).toEqual({
        input: FAKE_USAGE.input * requests,
        output: FAKE_USAGE.output * requests,
        cacheRead: FAKE_USAGE.cacheRead * requests,
        cacheWrite: 0,
      });
    });

    it('counts why the comments meant for the model were analysed by the rules', async () => {
      // The first request's answer is cut short; every other one answers all but one comment.
      let first = true;
      reply = (request) => {
        if (first) {
          first = false;
          return { kind: 'cut', text: '{"analyses": [' };
        }
        const [skipped] = commentsOf(request);
        return analysesReply(request, (comment) => (comment.id === skipped?.id ? 'skip' : {}));
      };
      const industry = await industryWithPending(50);
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      const job = await finishedJob(api(), jobId);
      const unanswered =
        'el modelo no respondió por este comentario (también tras pedir corrección)';
      expect(job).toMatchObject({ state: 'done', done: 50, byModel: 24, byRules: 26 });
      expect(job.fallbackReasons).toEqual({ [CUT_SHORT]: 25, [unanswered]: 1 });
    });

    it('stops paying once cancelled: the calls in flight are dropped, no more are made', async () => {
      reply = () => ({ kind: 'hang' });
      const industry = await industryWithPending(100);
      let jobId = 0;
      await expectCancelStopsCalls(
        model,
        async () => {
          ({ jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } }));
        },
        () => api().cancelJob({ params: { id: jobId } }),
      );
      expect(await finishedJob(api(), jobId)).toMatchObject({ state: 'cancelled', done: 0 });
    });

    it('a reanalysis stops paying once cancelled and keeps every earlier analysis', async () => {
      reply = (request) => analysesReply(request);
      const industry = await industryWithPending(60);
      const first = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      expect(await finishedJob(api(), first.jobId)).toMatchObject({ state: 'done', byModel: 60 });
      const storedAnalyses = () =>
        db()
          .select({ commentId: commentAnalysis.commentId, analysedAt: commentAnalysis.analysedAt })
          .from(commentAnalysis)
          .innerJoin(comments, eq(comments.commentId, commentAnalysis.commentId))
          .innerJoin(sources, eq(sources.sourceId, comments.sourceId))
          .where(eq(sources.industry, industry))
          .orderBy(commentAnalysis.commentId);
      const analysedBefore = await storedAnalyses();

      reply = () => ({ kind: 'hang' });
      let jobId = 0;
      await expectCancelStopsCalls(
        model,
        async () => {
          ({ jobId } = await api().startJob({ body: { kind: 'reanalyse', industry } }));
        },
        () => api().cancelJob({ params: { id: jobId } }),
      );
      expect(await finishedJob(api(), jobId)).toMatchObject({ state: 'cancelled', done: 0 });
      expect(await storedAnalyses()).toEqual(analysedBefore);
    });
  });
});

describe('a reclassify job with an AI model', () => {
  let model: FakeAiServer;
  let classifier: IndustryClassifier;
  beforeAll(async () => {
    model = await startFakeAiServer('anthropic', () => ({ kind: 'hang' }));
    classifier = createIndustryModelClient({
      provider: 'anthropic',
      baseUrl: model.baseUrl,
      model: 'modelo-lento',
      apiKey: 'k',
      timeoutMs: SLOW_MS,
    });
  });
  afterAll(() => model.close());

  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database, {
      context: { industryClassifier: (input) => classifier(input) },
    });
    const http = serveOnLoopback(() => createApp({ database: database(), jobs: jobs() }));
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());

    it('stops paying once cancelled: the calls in flight are dropped, no more are made, nothing moves', async () => {
      // Sources the keyword rules cannot place: each one goes to the model.
      const ids: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const id = await seedSource(db(), 'sin_clasificar');
        await seedComment(db(), id, { text: `Me encantó la atención, volveré ${i}` });
        ids.push(id);
      }
      let jobId = 0;
      const sentAtCancel = await expectCancelStopsCalls(
        model,
        async () => {
          ({ jobId } = await api().startJob({ body: { kind: 'reclassify' } }));
        },
        () => api().cancelJob({ params: { id: jobId } }),
      );
      // Four calls at once: the other six were never sent.
      expect(sentAtCancel).toBeLessThan(ids.length);
      expect(await finishedJob(api(), jobId)).toMatchObject({ state: 'cancelled' });
      const industries = await db()
        .select({ industry: sources.industry })
        .from(sources)
        .where(inArray(sources.sourceId, ids));
      expect(industries.every((row) => row.industry === 'sin_clasificar')).toBe(true);
    });
  });
});
