import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturedLog } from '../../test-support/captured-log';
import { startPeriodicChore } from './periodic-chore';

describe('startPeriodicChore', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every interval, never twice at a time, and not after it is stopped', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => undefined;
    const stop = startPeriodicChore(
      async () => {
        runs += 1;
        await new Promise<void>((resolve) => (finish = resolve));
      },
      { intervalMs: 100, logger: capturedLog().logger, failureMessage: 'falló' },
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    // Still running: the next ticks are skipped.
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    finish();
    stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(2);
  });

  it('runs at once when asked, and logs a failure only while it is wanted', async () => {
    vi.useFakeTimers();
    const log = capturedLog();
    let stop: () => void = () => undefined;
    let stopMidRun = false;
    const wanted: boolean[] = [];
    stop = startPeriodicChore(
      async (stillWanted) => {
        if (stopMidRun) stop();
        wanted.push(stillWanted());
        throw new Error('la base de datos se cerró');
      },
      { intervalMs: 100, logger: log.logger, failureMessage: 'tarea fallida', runAtStart: true },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(log.lines().map(({ msg }) => msg)).toEqual(['tarea fallida']);
    stopMidRun = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(log.lines()).toHaveLength(1);
    expect(wanted).toEqual([true, false]);
  });
});
