import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRetries } from './retry';

class Busy extends Error {
  constructor(readonly askedMs?: number) {
    super('busy');
  }
}

/** An attempt that fails with `failures` in turn, then answers 'ok'; it records when it ran. */
function flaky(...failures: Error[]) {
  const startedAt: number[] = [];
  const attempt = async (retry: number) => {
    startedAt.push(Date.now());
    const failure = failures[retry];
    if (failure) throw failure;
    return 'ok';
  };
  return { attempt, startedAt };
}

const onBusy = { retries: 2, backoffMs: 100, retryable: (error: unknown) => error instanceof Busy };

describe('withRetries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after a retryable failure, doubling the wait each time', async () => {
    const { attempt, startedAt } = flaky(new Busy(), new Busy());
    const answer = withRetries(attempt, onBusy);
    await vi.runAllTimersAsync();
    expect(await answer).toBe('ok');
    expect(startedAt).toEqual([0, 100, 300]);
  });

  it('fails with the last failure once out of retries', async () => {
    const last = new Busy();
    const { attempt, startedAt } = flaky(new Busy(), new Busy(), last);
    const answer = withRetries(attempt, onBusy);
    const failed = expect(answer).rejects.toBe(last);
    await vi.runAllTimersAsync();
    await failed;
    expect(startedAt).toHaveLength(3);
  });

  it('fails at once with a failure that is not retryable', async () => {
    const refused = new Error('refused');
    const { attempt, startedAt } = flaky(refused);
    await expect(withRetries(attempt, onBusy)).rejects.toBe(refused);
    expect(startedAt).toHaveLength(1);
  });

  it('waits what the failure asked for instead of the backoff, and fails with what its reader throws', async () => {
    const options = {
      ...onBusy,
      askedWaitMs: (error: unknown) => {
        const asked = (error as Busy).askedMs;
        if (asked !== undefined && asked > 1_000) throw new Error(`asked ${asked} ms`);
        return asked;
      },
    };
    const patient = flaky(new Busy(700), new Busy());
    const answer = withRetries(patient.attempt, options);
    await vi.runAllTimersAsync();
    expect(await answer).toBe('ok');
    expect(patient.startedAt).toEqual([0, 700, 900]);

    const impatient = flaky(new Busy(5_000));
    await expect(withRetries(impatient.attempt, options)).rejects.toThrow('asked 5000 ms');
    expect(impatient.startedAt).toHaveLength(1);
  });

  it('cuts a wait short when aborted, leaving the next attempt to decide', async () => {
    const controller = new AbortController();
    const { attempt, startedAt } = flaky(new Busy());
    const answer = withRetries(attempt, {
      ...onBusy,
      backoffMs: 60_000,
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(await answer).toBe('ok');
    expect(startedAt).toEqual([0, 10]);
  });
});
