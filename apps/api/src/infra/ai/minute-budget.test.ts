import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiRequestMinutes, rateLimits } from '../../db/schema';
import { describeOnEachDatabase } from '../../../test-support/databases';
import {
  type FakeAiServer,
  fakeUsageOf,
  startFakeAiServer,
} from '../../../test-support/fake-ai-server';
import { steppedClock } from '../../../test-support/stepped-clock';
import { createChatClient, estimatedTokens } from './chat-client';
import { sharedMinuteBudget } from './minute-budget';

describe('the AI budget per minute, against a provider that reports its usage', () => {
  let server: FakeAiServer;
  beforeAll(async () => {
    server = await startFakeAiServer('openai', () => ({ kind: 'text', text: '{"a":1}' }));
  });
  afterAll(() => server.close());

  describeOnEachDatabase((database) => {
    it('counts the tokens each call was billed, and waits once the minute is spent', async () => {
      const clock = steppedClock(Date.UTC(2031, 0, 2, 9, 0, 5));
      const chat = createChatClient({
        provider: 'openai',
        baseUrl: server.baseUrl,
        model: 'modelo-de-prueba',
        apiKey: undefined,
        timeoutMs: 5_000,
        minuteBudget: sharedMinuteBudget(
          database().db,
          { requestsPerMinute: 10, tokensPerMinute: 2_000 },
          clock,
        ),
      });
      const tokensIn = async (minute: string) =>
        (
          await database()
            .db.select({ points: rateLimits.points })
            .from(rateLimits)
            .where(eq(rateLimits.key, `ai-tokens:${minute}`))
        )[0]?.points;
      const requestsIn = async (minute: string) =>
        (
          await database()
            .db.select({ requests: aiRequestMinutes.requests })
            .from(aiRequestMinutes)
            .where(eq(aiRequestMinutes.minute, new Date(minute)))
        )[0]?.requests;
      const usage = fakeUsageOf('openai');
      const billed = usage.input + usage.output + usage.cacheRead;
      // Each call is sent counting 604 tokens and then counts the 470 the answer says it was billed.
      expect(estimatedTokens('instrucciones', 'u', { maxTokens: 600 })).toBe(604);
      for (let call = 1; call <= 3; call += 1) {
        await chat('instrucciones', 'u', { maxTokens: 600 });
        expect(await tokensIn('2031-01-02T09:00:00.000Z')).toBe(billed * call);
      }
      expect(clock.slept).toEqual([]);
      // 1,410 and 604 more would pass 2,000: the fourth call waits for the next minute.
      await chat('instrucciones', 'u', { maxTokens: 600 });
      expect(clock.slept).toHaveLength(1);
      expect(await tokensIn('2031-01-02T09:01:00.000Z')).toBe(billed);
      // Its request was taken before its tokens had to wait: counted in the minute it waited in.
      expect(await requestsIn('2031-01-02T09:00:00.000Z')).toBe(4);
    });
  });
});
