import { describe, expect, it } from 'vitest';
import { AiError } from './ai-error';
import { createCircuitBreaker } from './circuit-breaker';

const rejectedKey = new AiError('clave del proveedor rechazada (HTTP 401)', { blocksMs: 60_000 });

describe('the AI circuit breaker', () => {
  it('lets one call prove the provider before the others go, then lets them all through', async () => {
    const breaker = createCircuitBreaker();
    let open = 0;
    let most = 0;
    const call = async () => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      return 'ok';
    };
    expect(await Promise.all([1, 2, 3].map(() => breaker.guard(call)))).toEqual(['ok', 'ok', 'ok']);
    // The first alone, then the two that waited, together.
    expect(most).toBe(2);
  });

  it('fails every call at once for as long as the error says, then proves again with one', async () => {
    let now = 0;
    const breaker = createCircuitBreaker(() => now);
    let sent = 0;
    const send = (answer: 'reject' | 'ok') => async () => {
      sent += 1;
      if (answer === 'reject') throw rejectedKey;
      return answer;
    };
    await expect(breaker.guard(send('reject'))).rejects.toBe(rejectedKey);
    await expect(breaker.guard(send('ok'))).rejects.toMatchObject({
      message: rejectedKey.message,
      blocksMs: 60_000,
      waitAsked: false,
    });
    now = 59_999;
    await expect(breaker.guard(send('ok'))).rejects.toMatchObject({
      message: rejectedKey.message,
      blocksMs: 1,
    });
    expect(sent).toBe(1);
    now = 60_000;
    expect(await breaker.guard(send('ok'))).toBe('ok');
    expect(sent).toBe(2);
  });

  it('tells the calls it fails how much is left of a wait the provider asked for', async () => {
    let now = 0;
    const breaker = createCircuitBreaker(() => now);
    const askedToWait = new AiError(
      'límite de peticiones del proveedor (HTTP 429, espera pedida 30 s)',
      {
        blocksMs: 30_000,
        status: 429,
        waitAsked: true,
      },
    );
    await expect(
      breaker.guard(async () => {
        throw askedToWait;
      }),
    ).rejects.toBe(askedToWait);
    now = 18_000;
    await expect(breaker.guard(async () => 'ok')).rejects.toMatchObject({
      message: askedToWait.message,
      blocksMs: 12_000,
      status: 429,
      waitAsked: true,
    });
  });

  it('keeps calling after a failure that says nothing of the key', async () => {
    const breaker = createCircuitBreaker();
    const badAnswer = new AiError('el modelo no respondió JSON válido');
    await expect(
      breaker.guard(async () => {
        throw badAnswer;
      }),
    ).rejects.toBe(badAnswer);
    expect(await breaker.guard(async () => 'ok')).toBe('ok');
  });
});
