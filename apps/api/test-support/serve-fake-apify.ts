/**
 * Runs the fake Apify API as a process, for the end-to-end tests (and for trying the scraping
 * tab by hand without an Apify account):
 *
 *   FAKE_APIFY_PORT=8190 FAKE_APIFY_TOKEN=apify_api_e2e npx tsx serve-fake-apify.ts
 *
 * It knows the actors the product maps, `streamers/youtube-comments-scraper`,
 * `clockworks/tiktok-comments-scraper`, `apify/instagram-comment-scraper` and
 * `apify/facebook-comments-scraper`, and one it does not, `acme/store-reviews-scraper`, whose
 * nested reviews the user maps by choosing fields. Each run finishes after a second with comments
 * for the video, post or product page of its input (`startUrls[0].url`, `postURLs[0]` or
 * `directUrls[0]`), `maxComments`, `resultsLimit` or `maxItems` of them (default 12).
 */
import {
  REVIEWS_ACTOR,
  facebookItems,
  instagramItems,
  reviewItems,
  tiktokItems,
  youtubeItems,
} from './fake-apify-items';
import { startFakeApifyServer } from './fake-apify-server';

const DEFAULT_COMMENTS = 12;
const RUN_MS = 1_000;

function videoIdOf(input: Record<string, unknown>): string {
  const urls = [
    ...((input.startUrls as Array<{ url?: string }> | undefined) ?? []).map((entry) => entry.url),
    ...((input.postURLs as string[] | undefined) ?? []),
    ...((input.directUrls as string[] | undefined) ?? []),
  ];
  const url = urls.find((candidate) => typeof candidate === 'string') ?? 'video-e2e';
  return url.replace(/[^A-Za-z0-9]/g, '').slice(-11);
}

function commentsOf(input: Record<string, unknown>): number {
  const asked = input.maxComments ?? input.resultsLimit ?? input.maxItems;
  return typeof asked === 'number' ? Math.min(asked, 500) : DEFAULT_COMMENTS;
}

const fake = await startFakeApifyServer({
  port: Number(process.env.FAKE_APIFY_PORT ?? 8190),
  token: process.env.FAKE_APIFY_TOKEN ?? 'apify_api_local',
});
fake.addActor('streamers/youtube-comments-scraper', {
  durationMs: RUN_MS,
  items: (input) => youtubeItems(videoIdOf(input), commentsOf(input)),
});
fake.addActor('clockworks/tiktok-comments-scraper', {
  durationMs: RUN_MS,
  items: (input) => tiktokItems(videoIdOf(input), commentsOf(input)),
});
fake.addActor('apify/instagram-comment-scraper', {
  durationMs: RUN_MS,
  items: (input) => instagramItems(videoIdOf(input), commentsOf(input)),
});
fake.addActor('apify/facebook-comments-scraper', {
  durationMs: RUN_MS,
  items: (input) => facebookItems(videoIdOf(input), commentsOf(input)),
});
fake.addActor(REVIEWS_ACTOR, {
  durationMs: RUN_MS,
  items: (input) => reviewItems(videoIdOf(input), commentsOf(input)),
});
console.log(`Fake Apify listening on ${fake.baseUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
