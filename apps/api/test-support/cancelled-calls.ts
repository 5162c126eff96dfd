import { setTimeout as sleepFor } from 'node:timers/promises';
import type { FakeAiServer } from './fake-ai-server';

/** Polls `done` every 20 ms; fails naming `what` after `limitMs`. */
async function waitUntil(done: () => boolean, what: string, limitMs = 20_000) {
  const until = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`waited too long for ${what}`);
    await sleepFor(20);
  }
}

/**
 * A job that stops paying once cancelled: `start` begins it (against a model that never
 * answers), `cancel` is called once the model has its first request, then every call out must be
 * dropped within 5 s (the worker looks for a cancel every second) and none sent in the 2 s after.
 * Returns how many requests the job sent in all.
 */
export async function expectCancelStopsCalls(
  model: FakeAiServer,
  start: () => Promise<unknown>,
  cancel: () => Promise<unknown>,
): Promise<number> {
  const before = model.requests.length;
  const abandonedBefore = model.abandoned;
  const sent = () => model.requests.length - before;
  await start();
  await waitUntil(() => sent() > 0, 'the first call');
  await cancel();
  await waitUntil(() => model.abandoned - abandonedBefore === sent(), 'the calls to stop', 5_000);
  const sentAtCancel = sent();
  await sleepFor(2_000);
  if (sent() !== sentAtCancel) {
    throw new Error(`${sent() - sentAtCancel} calls were sent after the job was cancelled`);
  }
  return sentAtCancel;
}
