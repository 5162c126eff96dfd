import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeApifyServer,
  startFakeApifyServer,
} from '../../../test-support/fake-apify-server';
import { getRun, waitForRun } from './get-run';
import { startRun } from './start-run';

describe('getRun and waitForRun', () => {
  let fake: FakeApifyServer;
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    fake.addActor('ana~rapido', { items: () => [], durationMs: 300 });
    fake.addActor('ana~manual', { items: () => [], durationMs: 'manual' });
  });
  afterAll(() => fake.close());
  const connection = () => ({ baseUrl: fake.baseUrl, token: fake.token });

  it('asks Apify to hold the answer at most 60 s a call', async () => {
    const run = await startRun(connection(), { actorId: 'ana~manual' }, {});
    setTimeout(() => fake.finishRun(run.id), 50);
    await getRun(connection(), run.id, 600);
    expect(fake.requests.at(-1)?.query.get('waitForFinish')).toBe('60');
  });

  it('returns the run as soon as it finishes', async () => {
    const run = await startRun(connection(), { actorId: 'ana~rapido' }, {});
    const startedAt = Date.now();
    const finished = await waitForRun(connection(), run, 10);
    expect(finished.status).toBe('SUCCEEDED');
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('returns the run still going when the wait is over', async () => {
    const run = await startRun(connection(), { actorId: 'ana~manual' }, {});
    const startedAt = Date.now();
    expect((await waitForRun(connection(), run, 1)).status).toBe('RUNNING');
    expect(Date.now() - startedAt).toBeLessThan(2_500);
    expect((await waitForRun(connection(), run, 0)).status).toBe('RUNNING');
    fake.finishRun(run.id, 'ABORTED');
    expect((await getRun(connection(), run.id)).status).toBe('ABORTED');
  });
});
