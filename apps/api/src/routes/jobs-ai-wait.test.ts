import { randomBytes } from 'node:crypto';
import { setTimeout as sleepFor } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { commentAnalysis, comments, sources } from '../db/schema';
import type { Analyser } from '../domain/analysis/analyser';
import { createAiAnalyser } from '../infra/ai/ai-analyser';
import { createCircuitBreaker } from '../infra/ai/circuit-breaker';
import {
  type FakeAiServer,
  type FakeReply,
  type RecordedRequest,
  analysesReply,
  startFakeAiServer,
} from '../../test-support/fake-ai-server';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { finishedJob, workingJobs } from '../../test-support/jobs';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedPendingComments } from '../../test-support/seed-many';
import { seedSource } from '../../test-support/seed-rows';

const MODEL = 'modelo-con-cupo';

const tooManyRequests = (seconds: number): FakeReply => ({
  kind: 'status',
  status: 429,
  headers: { 'retry-after': String(seconds) },
});

const waitFor = async (done: () => boolean, what: string, limitMs = 20_000) => {
  const until = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`waited too long for ${what}`);
    await sleepFor(20);
  }
};

describe('an analysis job whose AI provider asks to wait', () => {
  let model: FakeAiServer;
  let reply: (request: RecordedRequest, index: number) => FakeReply = (request) =>
    analysesReply(request);
  // The circuit breaker's clock, which the job's waits move on: a 12 s wait takes 20 ms here.
  let clock = 0;
  let realWaits = false;
  let slept: number[] = [];
  let sleeping = 0;
  const sleep = async (ms: number, signal: AbortSignal) => {
    slept.push(ms);
    sleeping += 1;
    await sleepFor(realWaits ? ms : 20, undefined, { signal }).catch(() => {});
    sleeping -= 1;
    clock += ms;
  };
  let analyser: Analyser;
  beforeAll(async () => {
    model = await startFakeAiServer('anthropic', (request, index) => reply(request, index));
  });
  afterAll(() => model.close());

  /** A new analyser with a breaker of its own, and the provider answering with `answer`. */
  const provider = (answer: (request: RecordedRequest, index: number) => FakeReply) => {
    reply = answer;
    slept = [];
    realWaits = false;
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

  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database, {
      context: { analyser: (input) => analyser(input), sleep },
    });
    const http = serveOnLoopback(() => createApp({ database: database(), jobs: jobs() }));
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());

    async function industryWithPending(count: number) {
      const industry = `Industria espera ${randomBytes(4).toString('hex')}`;
      await seedPendingComments(db(), await seedSource(db(), industry), count);
      return industry;
    }

    /** The model (null for the rules) and fallback reason of each of the industry's analyses. */
    const analysesOf = (industry: string) =>
      database()
        .db.select({ model: commentAnalysis.model, fallbackReason: commentAnalysis.fallbackReason })
        .from(commentAnalysis)
        .innerJoin(comments, eq(comments.commentId, commentAnalysis.commentId))
        .innerJoin(sources, eq(sources.sourceId, comments.sourceId))
        .where(and(eq(sources.industry, industry), eq(sources.workspaceId, api.workspaceId())));

    it('waits out a retry-after of 12 s and ends every comment analysed by the model', async () => {
      const first = model.requests.length;
      provider((request, index) =>
        index === first ? tooManyRequests(12) : analysesReply(request),
      );
      // Two slices (50 and 10 comments), both stopped by the one 429 and its open breaker.
      const industry = await industryWithPending(60);
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      expect(await finishedJob(api(), jobId)).toMatchObject({
        state: 'done',
        done: 60,
        byModel: 60,
        byRules: 0,
        fallbackReasons: {},
      });
      expect(new Set(slept)).toEqual(new Set([12_000]));
      const analyses = await analysesOf(industry);
      expect(analyses).toHaveLength(60);
      expect(new Set(analyses.map((row) => row.model))).toEqual(new Set([MODEL]));
      expect(analyses.every((row) => row.fallbackReason === null)).toBe(true);
    });

    it('gives the rules the comments once the waits asked for pass 10 minutes, saying why', async () => {
      provider(() => tooManyRequests(400));
      const industry = await industryWithPending(30);
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      const reason = 'límite de peticiones del proveedor (HTTP 429, espera pedida 400 s)';
      expect(await finishedJob(api(), jobId)).toMatchObject({
        state: 'done',
        done: 30,
        byModel: 0,
        byRules: 30,
        fallbackReasons: { [reason]: 30 },
      });
      // One wait of 400 s; a second would pass the 10 minutes.
      expect(slept).toEqual([400_000]);
      const analyses = await analysesOf(industry);
      expect(analyses.map((row) => [row.model, row.fallbackReason])).toEqual(
        Array(30).fill([null, reason]),
      );
    });

    it('stops waiting at once when the job is cancelled, storing no rules analyses', async () => {
      provider(() => tooManyRequests(300));
      realWaits = true;
      const industry = await industryWithPending(30);
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      await waitFor(() => sleeping > 0, 'the job to wait');
      const sent = model.requests.length;
      const cancelledAt = Date.now();
      await api().cancelJob({ params: { id: jobId } });
      // The worker looks for a cancel every second.
      await waitFor(() => sleeping === 0, 'the wait to stop', 3_000);
      expect(Date.now() - cancelledAt).toBeLessThan(3_000);
      await sleepFor(1_500);
      expect(model.requests.length).toBe(sent);
      expect(await finishedJob(api(), jobId)).toMatchObject({
        state: 'cancelled',
        done: 0,
        byRules: 0,
      });
      expect(await analysesOf(industry)).toEqual([]);
    });
  });
});
