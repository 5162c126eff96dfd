/** The clock the per-minute budgets read minutes from and wait on; tests step it. */
export interface MinuteClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const systemClock: MinuteClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const MINUTE_MS = 60_000;
// Minutes of counts kept; older ones are deleted as new minutes begin.
export const KEPT_MINUTES = 60;

/** The start of the minute `now` falls in, in ms. */
export const minuteStart = (now: number): number => now - (now % MINUTE_MS);

/**
 * Waits for the next minute, plus a little spread so waiting processes do not all ask at the
 * same instant.
 */
export const sleepToNextMinute = (clock: MinuteClock, now: number): Promise<void> =>
  clock.sleep(MINUTE_MS - (now % MINUTE_MS) + Math.floor(Math.random() * 250));
