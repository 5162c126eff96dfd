/**
 * A minute budget's clock that stands still until a sleep moves it, recording each sleep: a test
 * sees a wait for the next minute without waiting for it.
 */
export function steppedClock(start: number) {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms: number) => {
      slept.push(ms);
      now += ms;
    },
  };
}
