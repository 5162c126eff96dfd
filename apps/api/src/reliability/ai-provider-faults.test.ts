import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { commentAnalysis, comments, sources } from '../db/schema';
import { AI_PROVIDERS, type AiProvider } from '../infra/ai/ai-config';
import { createAiAnalyser } from '../infra/ai/ai-analyser';
import {
  type FakeAiServer,
  type FakeReply,
  analysesReply,
  commentsOf,
  startFakeAiServer,
} from '../../test-support/fake-ai-server';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';

const BATCH = 200;
// Long enough for a good answer on a busy 2-core CI machine, short enough to keep hangs cheap.
const HANG_TIMEOUT_MS = 750;

/**
 * Each comment carries its number as `#n#`; the analyser asks about 25 comments a request, in
 * order, so request b holds comments 25b to 25b + 24. The fake provider treats a request by b,
 * on every attempt, so retries meet the same fault: 0 answers 500, 1 answers 429, 2 hangs, 3
 * answers text that is not JSON (its correction too), 4 a 200 whose body is not JSON, 5 fails
 * once with 503 and then answers, 6 answers only its even comments and then, asked to correct,
 * the odd ones, 7 answers well. Requests 5-7, three in eight, end analysed by the model.
 */
const PER_REQUEST = 25;
const FAULTS = ['500', '429', 'hang', 'bad-answer', 'bad-body', 'flaky', 'partial', 'ok'];
const BY_MODEL = (BATCH * 3) / 8;

const numberOf = (text: string) => Number(/#(\d+)#/.exec(text)?.[1]);

/** The fake provider for one wire format, answering each request by its first comment. */
function faultyProvider(provider: AiProvider) {
  let server: FakeAiServer;
  const attempts = new Map<number, number>();
  beforeAll(async () => {
    server = await startFakeAiServer(provider, (request): FakeReply => {
      const asked = commentsOf(request);
      const b = Math.floor(numberOf(asked[0]?.text ?? '') / PER_REQUEST);
      const attempt = (attempts.get(b) ?? 0) + 1;
      attempts.set(b, attempt);
      switch (FAULTS[b % FAULTS.length]) {
        case '500':
          return { kind: 'status', status: 500 };
        case '429':
          return { kind: 'status', status: 429, headers: { 'retry-after': '0' } };
        case 'hang':
          return { kind: 'hang' };
        case 'bad-answer':
          return { kind: 'text', text: 'Claro, aquí va el análisis: {objection_tag: precio' };
        case 'bad-body':
          return { kind: 'raw', body: '{"choices": [ {"message": ' };
        case 'flaky':
          return attempt === 1 ? { kind: 'status', status: 503 } : analysesReply(request);
        case 'partial':
          return analysesReply(request, (comment) =>
            attempt === 1 && numberOf(comment.text) % 2 === 1 ? 'skip' : {},
          );
        default:
          return analysesReply(request);
      }
    });
  });
  afterAll(() => server.close());
  return () => server;
}

describe('AI provider faults during a batch of 200', () => {
  describeOnEachDatabase((database) => {
    describe.each(AI_PROVIDERS)('%s', (provider: AiProvider) => {
      const server = faultyProvider(provider);
      const analyser = () =>
        createAiAnalyser({
          provider,
          baseUrl: server().baseUrl,
          model: 'modelo-con-fallos',
          apiKey: 'k',
          timeoutMs: HANG_TIMEOUT_MS,
          retryBaseMs: 5,
        });
      const http = serveOnLoopback(() => createApp({ database: database(), analyser: analyser() }));
      const api = signedInClient(http);

      it('ends every comment analysed, by the model or the rules, none lost or left pending', async () => {
        const industry = `Fallos IA ${randomBytes(4).toString('hex')}`;
        const imported = await api().importComments({
          body: {
            batchId: `ai-faults-${randomBytes(6).toString('hex')}`,
            kind: 'bulk',
            industry,
            comments: Array.from({ length: BATCH }, (_, n) => ({
              text: `#${n}# Es demasiado caro para lo que ofrece, número ${n}`,
            })),
          },
        });
        expect(imported.inserted).toBe(BATCH);

        const started = Date.now();
        const result = await api().analyzeComments({
          body: { industry, mode: 'full', maxAnalyze: BATCH },
        });
        const elapsedMs = Date.now() - started;
        expect(result).toMatchObject({
          processed: BATCH,
          processed_claude: BY_MODEL,
          processed_rules: BATCH - BY_MODEL,
        });

        const rows = await database()
          .db.select({
            text: comments.text,
            model: commentAnalysis.model,
            fallbackReason: commentAnalysis.fallbackReason,
          })
          .from(comments)
          .innerJoin(sources, eq(sources.sourceId, comments.sourceId))
          .leftJoin(commentAnalysis, eq(commentAnalysis.commentId, comments.commentId))
          .where(and(eq(sources.industry, industry), isNull(comments.deletedAt)));
        expect(rows).toHaveLength(BATCH);
        for (const row of rows) {
          const byModel = Math.floor(numberOf(row.text) / PER_REQUEST) % FAULTS.length >= 5;
          expect(row.model, row.text).toBe(byModel ? 'modelo-con-fallos' : null);
          // A fallback says why, so an operator can tell an outage from a bad answer.
          if (byModel) expect(row.fallbackReason).toBeNull();
          else expect(row.fallbackReason, row.text).toMatch(/\S/);
        }
        const again = await api().analyzeComments({
          body: { industry, mode: 'full', maxAnalyze: BATCH },
        });
        expect(again).toMatchObject({ processed: 0, pending_raw: 0 });
        const [{ analysed }] = (
          await database().db.execute<{ analysed: number }>(sql`
          select count(*)::int as analysed from comment_analysis a
          join comments c using (comment_id) join sources s using (source_id)
          where s.industry = ${industry}`)
        ).rows as [{ analysed: number }];
        expect(analysed).toBe(BATCH);
        console.log(
          `[reliability] AI faults (${provider}): ${BATCH} comments, ${BY_MODEL} by the model, ` +
            `${BATCH - BY_MODEL} by the rules after 500/429/hang/bad JSON, a partial answer corrected, ` +
            `0 pending, 0 lost, ${elapsedMs} ms`,
        );
      }, 60_000);
    });
  });
});
