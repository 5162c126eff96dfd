import { performance } from 'node:perf_hooks';

/**
 * Times `samples` calls one after another, after one untimed call that warms caches and plans,
 * and answers the median and the 95th percentile in milliseconds.
 */
export async function sampleLatency(
  call: () => Promise<unknown>,
  samples: number,
): Promise<{ p50: number; p95: number }> {
  await call();
  const durations: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    await call();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const percentile = (p: number) =>
    durations[Math.min(durations.length - 1, Math.floor(p * durations.length))]!;
  return { p50: percentile(0.5), p95: percentile(0.95) };
}
