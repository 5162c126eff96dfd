import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { tiktokItems } from '../../test-support/fake-apify-items';
import { type FakeApifyServer, startFakeApifyServer } from '../../test-support/fake-apify-server';
import { signedInClient } from '../../test-support/api-session';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';

const ITEMS = 10_000;

describe('run-apify-task with a 10,000-item dataset', () => {
  let fake: FakeApifyServer;
  beforeAll(async () => {
    fake = await startFakeApifyServer();
    fake.addActor('clockworks/tiktok-comments-scraper', {
      items: (input) => tiktokItems(String(input.videoId), ITEMS),
      durationMs: 10,
    });
  });
  afterAll(() => fake.close());

  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() =>
      createApp({
        database: database(),
        apify: {
          connection: { baseUrl: fake.baseUrl, token: fake.token },
          waitSeconds: 5,
          webhookSecret: undefined,
          publicUrl: undefined,
        },
      }),
    );
    const api = signedInClient(http);

    it('imports and analyses every item, reading the dataset in pages of 1,000', async () => {
      const videoId = `730${Date.now()}`;
      const asked = fake.requests.length;
      const startedAt = performance.now();
      const result = await api().runScraper({
        body: {
          actorId: 'clockworks/tiktok-comments-scraper',
          inputJson: JSON.stringify({ videoId }),
          platform: 'tiktok',
          industry: 'Escala TikTok',
        },
      });
      const seconds = (performance.now() - startedAt) / 1000;
      console.log(`run-apify-task imported and analysed ${ITEMS} items in ${seconds.toFixed(1)} s`);
      expect(result).toEqual({ imported: ITEMS, analyzed: ITEMS, skipped: 0 });

      const pages = fake.requests.slice(asked).filter((request) => request.path.endsWith('/items'));
      expect(pages.map((request) => request.query.get('offset'))).toEqual(
        Array.from({ length: 11 }, (_, page) => String(page * 1_000)),
      );
      const inbox = await api().inbox({ query: { industry: 'Escala TikTok', limit: 1 } });
      expect(inbox).toMatchObject({ total: ITEMS, pending: 0 });
    }, 240_000);
  });
});
