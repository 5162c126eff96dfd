import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeApifyServer,
  startFakeApifyServer,
} from '../../../test-support/fake-apify-server';
import { apifyPathId, startRun } from './start-run';

describe('startRun', () => {
  let fake: FakeApifyServer;
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    fake.addActor('streamers/youtube-comments-scraper', { items: () => [], durationMs: 'manual' });
    fake.addActor('ana~mi-tarea', { items: () => [], durationMs: 'manual' }, { task: true });
  });
  afterAll(() => fake.close());
  const connection = () => ({ baseUrl: fake.baseUrl, token: fake.token });

  it('writes user/name as Apify URLs want it', () => {
    expect(apifyPathId('streamers/youtube-comments-scraper')).toBe(
      'streamers~youtube-comments-scraper',
    );
    expect(apifyPathId(' ana~tarea ')).toBe('ana~tarea');
    expect(apifyPathId('mTD6bTz2HCjSQHeBn')).toBe('mTD6bTz2HCjSQHeBn');
  });

  it('starts an actor with the input as its body and returns the run', async () => {
    const input = { startUrls: [{ url: 'https://youtu.be/x' }], maxComments: 100 };
    const run = await startRun(
      connection(),
      { actorId: 'streamers/youtube-comments-scraper' },
      input,
    );
    expect(run).toMatchObject({ status: 'RUNNING', actorTaskId: null });
    expect(run.defaultDatasetId).toBeTruthy();
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v2/acts/streamers~youtube-comments-scraper/runs',
      body: input,
    });
  });

  it('starts a task', async () => {
    const run = await startRun(connection(), { taskId: 'ana/mi-tarea' }, {});
    expect(run.actorTaskId).toBeTruthy();
    expect(fake.requests.at(-1)?.path).toBe('/v2/actor-tasks/ana~mi-tarea/runs');
  });
});
