import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { commentAnalysis, comments } from '../db/schema';
import { ensureIndustry } from '../domain/industries/ensure-industry';
import { signUpAndSignIn } from '../../test-support/accounts';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { memberOf } from '../../test-support/members';
import { finishedJob, workingJobs } from '../../test-support/jobs';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedPendingComments } from '../../test-support/seed-many';
import { seedAnalysis, seedComment, seedSource } from '../../test-support/seed-rows';
import { rejection } from '../../test-support/rejection';

const newIndustry = () => `Industria ${randomBytes(4).toString('hex')}`;

describe('jobs', () => {
  describeOnEachDatabase((database) => {
    const jobs = workingJobs(database);
    const http = serveOnLoopback(() => createApp({ database: database(), jobs: jobs() }));
    const api = signedInClient(http);
    const db = () => database().forWorkspace(api.workspaceId());

    /** A new industry with `count` pending comments in one source. */
    async function industryWithPending(count: number) {
      const industry = newIndustry();
      const source = await seedSource(db(), industry);
      await seedPendingComments(db(), source, count);
      return { industry, source };
    }

    const analysesOf = async (source: number) => {
      const [row] = await db()
        .select({ n: count() })
        .from(comments)
        .innerJoin(commentAnalysis, eq(commentAnalysis.commentId, comments.commentId))
        .where(eq(comments.sourceId, source));
      return row?.n ?? 0;
    };

    it('analyses every pending comment of an industry once, counting them', async () => {
      const { industry, source } = await industryWithPending(2_345);
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      const job = await finishedJob(api(), jobId);
      expect(job).toMatchObject({
        kind: 'analyse-pending',
        industry,
        state: 'done',
        total: 2_345,
        done: 2_345,
        byRules: 2_345,
        byModel: 0,
        failed: 0,
        etaSeconds: null,
        error: null,
      });
      expect(job.startedAt).not.toBeNull();
      expect(job.finishedAt).not.toBeNull();
      expect(await analysesOf(source)).toBe(2_345);
      // Nothing left: a second job finds nothing and is done at once.
      const again = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      expect(await finishedJob(api(), again.jobId)).toMatchObject({ state: 'done', total: 0 });
    });

    it('answers two requests at the same instant with one job', async () => {
      const { industry } = await industryWithPending(20_000);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          api().startJob({ body: { kind: 'analyse-pending', industry } }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.jobId)).size).toBe(1);
      await api().cancelJob({ params: { id: answers[0]!.jobId } });
      const listed = await api().jobs({ query: { industry } });
      expect(listed.jobs).toHaveLength(1);
    });

    it('lists the active jobs of an industry while they run, and none after', async () => {
      const { industry } = await industryWithPending(3_000);
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      const active = await api().jobs({ query: { active: 'true', industry } });
      expect(active.jobs.map((job) => job.id)).toContain(jobId);
      await finishedJob(api(), jobId);
      expect((await api().jobs({ query: { active: 'true', industry } })).jobs).toEqual([]);
    });

    it('stops a cancelled job at once, its answer counting all it stored', async () => {
      const { industry, source } = await industryWithPending(8_000);
      const { jobId } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      // Once some slices are stored, with others in progress.
      while ((await api().job({ params: { id: jobId } })).done === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const cancelled = await api().cancelJob({ params: { id: jobId } });
      expect(cancelled.state).toBe('cancelled');
      expect(cancelled.done).toBeLessThan(8_000);
      // Slices in progress at the cancel store nothing after it: the answer stays true.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await analysesOf(source)).toBe(cancelled.done);
      expect(await api().job({ params: { id: jobId } })).toMatchObject({
        state: 'cancelled',
        done: cancelled.done,
      });
      const twice = await rejection(api().cancelJob({ params: { id: jobId } }));
      expect([twice.status, twice.message]).toEqual([409, 'Este trabajo ya terminó']);
      // A new job takes up what the cancelled one left.
      const { jobId: next } = await api().startJob({ body: { kind: 'analyse-pending', industry } });
      expect(next).not.toBe(jobId);
      await finishedJob(api(), next, 60_000);
      expect(await analysesOf(source)).toBe(8_000);
    });

    it('re-analyses an industry but keeps what a person corrected', async () => {
      const industry = newIndustry();
      const source = await seedSource(db(), industry);
      const corrected = await seedComment(db(), source, { text: 'Es muy caro para mí' });
      await seedAnalysis(db(), corrected, { method: 'manual', objectionTag: 'confianza' });
      const stale = await seedComment(db(), source, { text: 'Es muy caro para mí' });
      await seedAnalysis(db(), stale, { method: 'reglas', objectionTag: 'otro', realScore: 0.1 });
      const pending = await seedComment(db(), source, { text: 'No tengo tiempo' });

      const { jobId } = await api().startJob({ body: { kind: 'reanalyse', industry } });
      expect(await finishedJob(api(), jobId)).toMatchObject({ state: 'done', total: 2, done: 2 });
      const tags = await db()
        .select({ id: commentAnalysis.commentId, tag: commentAnalysis.objectionTag })
        .from(commentAnalysis)
        .where(sql`${commentAnalysis.commentId} in (${corrected}, ${stale}, ${pending})`);
      expect(Object.fromEntries(tags.map((row) => [row.id, row.tag]))).toEqual({
        [corrected]: 'confianza',
        [stale]: 'precio',
        [pending]: 'tiempo',
      });
    });

    it('recalculates real scores and reclassifies sources as jobs', async () => {
      const { industry } = await industryWithPending(30);
      await finishedJob(
        api(),
        (await api().startJob({ body: { kind: 'analyse-pending', industry } })).jobId,
      );
      const recalc = await finishedJob(
        api(),
        (await api().startJob({ body: { kind: 'recalc-real', industry } })).jobId,
      );
      expect(recalc).toMatchObject({ state: 'done', total: 30, done: 30 });

      const unclassified = await seedSource(db(), 'sin_clasificar');
      await seedComment(db(), unclassified, {
        text: 'Quiero una mentoría para hacer crecer mi marca personal en Instagram',
      });
      const reclassify = await finishedJob(
        api(),
        (await api().startJob({ body: { kind: 'reclassify' } })).jobId,
      );
      expect(reclassify).toMatchObject({ kind: 'reclassify', industry: null, state: 'done' });
      const left = await db()
        .select({ n: count() })
        .from(comments)
        .where(and(eq(comments.sourceId, unclassified), isNull(comments.deletedAt)));
      expect(left[0]?.n).toBe(1);
    });

    it('lets only an admin start reclassifying, as the call it replaces', async () => {
      const analyst = await memberOf(http, database(), api.workspaceId(), 'analyst');
      const refused = await http.call('POST', '/functions/v1/jobs', {
        sessionId: analyst.sessionId,
        json: { kind: 'reclassify' },
      });
      expect(refused.status).toBe(403);
      expect(
        (await api().jobs({ query: { active: 'true' } })).jobs.filter(
          (job) => job.kind === 'reclassify',
        ),
      ).toEqual([]);
    });

    it('refuses bad requests and changes nothing', async () => {
      await ensureIndustry(db(), 'Otra industria');
      const sessionId = await signUpAndSignIn(http);
      const missing = await http.call('POST', '/functions/v1/jobs', {
        sessionId,
        json: { kind: 'analyse-pending' },
      });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({
        error: 'La industria es requerida',
        code: 'industry_required',
      });
      const unknownKind = await http.call('POST', '/functions/v1/jobs', {
        sessionId,
        json: { kind: 'borrar-todo', industry: 'Fitness' },
      });
      expect(unknownKind.status).toBe(400);
      const badCap = await http.call('POST', '/functions/v1/jobs', {
        sessionId,
        json: { kind: 'analyse-pending', industry: 'Fitness', maxAiComments: -1 },
      });
      expect(badCap.status).toBe(400);
      const unknownIndustry = await rejection(
        api().startJob({ body: { kind: 'analyse-pending', industry: newIndustry() } }),
      );
      expect([unknownIndustry.status, unknownIndustry.message]).toEqual([
        404,
        'Industria no encontrada',
      ]);
      const unknownJob = await rejection(api().job({ params: { id: 999_999_999 } }));
      expect([unknownJob.status, unknownJob.message]).toEqual([404, 'Trabajo no encontrado']);
      expect(await api().jobs({ query: { industry: 'Otra industria' } })).toEqual({ jobs: [] });
    });
  });

  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));
    const api = signedInClient(http);

    it('answers 503 where the server runs no job queue', async () => {
      await ensureIndustry(database().forWorkspace(api.workspaceId()), 'Fitness');
      const error = await rejection(
        api().startJob({ body: { kind: 'analyse-pending', industry: 'Fitness' } }),
      );
      expect([error.status, error.message]).toEqual([
        503,
        'El trabajo en segundo plano no está disponible en este servidor',
      ]);
    });
  });
});
