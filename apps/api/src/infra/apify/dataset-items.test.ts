import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetItemPages, firstDatasetItems } from './dataset-items';
import { tiktokItems } from '../../../test-support/fake-apify-items';
import {
  type FakeApifyServer,
  startFakeApifyServer,
} from '../../../test-support/fake-apify-server';
import { startRun } from './start-run';

describe('datasetItemPages', () => {
  let fake: FakeApifyServer;
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    fake.addActor('clockworks/tiktok-comments-scraper', {
      items: (input) => tiktokItems('7300', Number(input.count)),
    });
  });
  afterAll(() => fake.close());
  const connection = () => ({ baseUrl: fake.baseUrl, token: fake.token });

  async function pagesOf(count: number, pageSize: number) {
    const run = await startRun(
      connection(),
      { actorId: 'clockworks/tiktok-comments-scraper' },
      { count },
    );
    const pages: unknown[][] = [];
    for await (const page of datasetItemPages(connection(), run.defaultDatasetId!, pageSize)) {
      pages.push(page);
    }
    return pages;
  }

  it('reads every item in order, a page per request', async () => {
    const pages = await pagesOf(25, 10);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual(tiktokItems('7300', 25));
    const asked = fake.requests.filter((request) => request.path.endsWith('/items')).slice(-3);
    expect(asked.map((request) => Object.fromEntries(request.query))).toEqual([
      { format: 'json', clean: '1', offset: '0', limit: '10' },
      { format: 'json', clean: '1', offset: '10', limit: '10' },
      { format: 'json', clean: '1', offset: '20', limit: '10' },
    ]);
  });

  it('stops after a last page that comes back empty, and yields nothing for an empty dataset', async () => {
    expect((await pagesOf(20, 10)).map((page) => page.length)).toEqual([10, 10]);
    expect(await pagesOf(0, 10)).toEqual([]);
  });

  it('reads only the first items of a dataset for a preview, in one request', async () => {
    const run = await startRun(
      connection(),
      { actorId: 'clockworks/tiktok-comments-scraper' },
      { count: 12 },
    );
    const before = fake.requests.length;
    expect(await firstDatasetItems(connection(), run.defaultDatasetId!, 5)).toEqual(
      tiktokItems('7300', 5),
    );
    const asked = fake.requests.slice(before);
    expect(asked.map((request) => request.query.get('limit'))).toEqual(['5']);
    const empty = await startRun(
      connection(),
      { actorId: 'clockworks/tiktok-comments-scraper' },
      { count: 0 },
    );
    expect(await firstDatasetItems(connection(), empty.defaultDatasetId!, 5)).toEqual([]);
  });
});
