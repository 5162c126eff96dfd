import { count, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { commentAnalysis } from '../db/schema';
import type { Analyser } from '../domain/analysis/analyser';
import { analyseWithRules } from '../domain/rules-engine/rules-analyser';
import type { RateLimitRules } from '../middleware/rate-limit';
import { type Member, signUpMember } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { type Loopback, serveOnLoopback } from '../../test-support/loopback';
import { memberOf } from '../../test-support/members';
import { seedComment, seedSource } from '../../test-support/seed-rows';

const RULES: RateLimitRules = {
  analysis: { perUser: 2, perWorkspace: 3, windowSeconds: 60 },
  content: { perUser: 2, perWorkspace: 3, windowSeconds: 60 },
  scraping: { perUser: 1, perWorkspace: 2, windowSeconds: 60 },
  alerts: { perUser: 1, perWorkspace: 2, windowSeconds: 60 },
};

// A model that answers at once (the rules' analysis under a model's name): what is limited is
// that a model is called, not how it answers.
const fakeModel: Analyser = async (input) => ({
  analysis: analyseWithRules(input),
  model: 'modelo-de-prueba',
  fallbackReason: null,
});

async function generate(http: Loopback, member: Member, english = false) {
  const response = await http.call('POST', '/functions/v1/generate-ideas', {
    sessionId: member.sessionId,
    json: { industry: 'Sin datos', kind: 'pack' },
    ...(english ? { headers: { 'Accept-Language': 'en' } } : {}),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { error?: string; code?: string },
  };
}

describe('rate limits on the expensive calls', () => {
  describeOnEachDatabase((database) => {
    // Two API processes on one database: the counters are rows in it, so both see them.
    const first = serveOnLoopback(() => createApp({ database: database(), rateLimits: RULES }));
    const second = serveOnLoopback(() =>
      createApp({ database: database(), rateLimits: RULES, analyser: fakeModel }),
    );

    it('answers 429 rate_limited with Retry-After once a user is over, through any process', async () => {
      const owner = await signUpMember(first);
      // Refused for want of data (422), still calls that count.
      expect((await generate(first, owner)).status).toBe(422);
      expect((await generate(second, owner)).status).toBe(422);

      const refused = await generate(first, owner);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error:
          'Has hecho demasiadas peticiones de este tipo. Espera un momento y vuelve a intentarlo.',
        code: 'rate_limited',
      });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      expect((await generate(second, owner, true)).body).toEqual({
        error: 'Too many requests of this kind. Wait a moment and try again.',
        code: 'rate_limited',
      });
    });

    it('holds a whole workspace to its own budget, and leaves other workspaces alone', async () => {
      const owner = await signUpMember(first);
      const workspaceId = (await first
        .call('GET', '/functions/v1/workspaces', { sessionId: owner.sessionId })
        .then((response) => response.json())) as { current: number };
      const colleague = await memberOf(first, database(), workspaceId.current, 'analyst');
      expect((await generate(first, owner)).status).toBe(422);
      expect((await generate(first, owner)).status).toBe(422);
      // The colleague's own budget has room, the workspace's has one call left.
      expect((await generate(first, colleague)).status).toBe(422);
      expect((await generate(first, colleague)).status).toBe(429);

      const stranger = await signUpMember(second);
      expect((await generate(second, stranger)).status).toBe(422);
    });

    it("holds a watch's 'Ejecutar ahora' to the scraping limit, as any Apify run", async () => {
      const owner = await signUpMember(first);
      const runNow = () =>
        first.call('POST', '/functions/v1/watches/999999/run', { sessionId: owner.sessionId });
      // Refused (this server works no jobs), still a call that counts.
      expect((await runNow()).status).toBe(503);
      const refused = await runNow();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it("limits a model's analyses, not the rules', and a refused call analyses nothing", async () => {
      const owner = await signUpMember(first);
      const workspaces = (await first
        .call('GET', '/functions/v1/workspaces', { sessionId: owner.sessionId })
        .then((response) => response.json())) as { current: number };
      const db = database().forWorkspace(workspaces.current);
      const source = await seedSource(db, 'Límites');
      for (const text of ['Es demasiado caro para mí', 'No tengo tiempo para esto', 'No confío']) {
        await seedComment(db, source, { text });
      }
      const analyse = (http: Loopback) =>
        http.call('POST', '/functions/v1/analyze-comments', {
          sessionId: owner.sessionId,
          json: { industry: 'Límites', maxAnalyze: 1 },
        });
      const analysed = async () =>
        (
          await db
            .select({ n: count() })
            .from(commentAnalysis)
            .where(isNotNull(commentAnalysis.commentId))
        )[0]?.n;

      // The rules cost nothing: the first process (no model) is never limited.
      for (let call = 0; call < 4; call += 1) expect((await analyse(first)).status).toBe(200);
      expect(await analysed()).toBe(3);

      await db.delete(commentAnalysis);
      expect((await analyse(second)).status).toBe(200);
      expect((await analyse(second)).status).toBe(200);
      const refused = await analyse(second);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await analysed()).toBe(2);
    });
  });
});
