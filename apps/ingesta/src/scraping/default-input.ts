import type { ScraperPlatform } from '@replica/api-client';

/** The default scraping input asks for 100 comments. */
export const DEFAULT_MAX_COMMENTS = 100;

/**
 * Per platform, the Apify actor the product maps and an example input for it: one video or post
 * URL and 100 comments, in the input fields each actor documents.
 */
export const PLATFORM_ACTORS: Readonly<
  Record<ScraperPlatform, { actor: string; input: (url: string) => object; url: string }>
> = {
  youtube: {
    actor: 'streamers/youtube-comments-scraper',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    input: (url) => ({ startUrls: [{ url }], maxComments: DEFAULT_MAX_COMMENTS }),
  },
  tiktok: {
    actor: 'clockworks/tiktok-comments-scraper',
    url: 'https://www.tiktok.com/@usuario/video/7300000000000000000',
    input: (url) => ({ postURLs: [url], maxComments: DEFAULT_MAX_COMMENTS }),
  },
  instagram: {
    actor: 'apify/instagram-comment-scraper',
    url: 'https://www.instagram.com/p/DBea8-8Jn2z/',
    input: (url) => ({ directUrls: [url], resultsLimit: DEFAULT_MAX_COMMENTS }),
  },
  facebook: {
    actor: 'apify/facebook-comments-scraper',
    url: 'https://www.facebook.com/usuario/posts/1234567890',
    input: (url) => ({ startUrls: [{ url }], resultsLimit: DEFAULT_MAX_COMMENTS }),
  },
};

/**
 * An example input for any other actor: most of Apify's actors take `startUrls` and a
 * `maxItems` cap, and the user adapts it to the actor's own input schema.
 */
const OTHER_ACTOR_INPUT = {
  startUrls: [{ url: 'https://www.ejemplo.com/producto' }],
  maxItems: DEFAULT_MAX_COMMENTS,
};

/** The example input JSON for a platform's actor, or for any other actor (null). */
export function defaultInputJson(platform: ScraperPlatform | null): string {
  if (!platform) return JSON.stringify(OTHER_ACTOR_INPUT, null, 2);
  const { input, url } = PLATFORM_ACTORS[platform];
  return JSON.stringify(input(url), null, 2);
}

/** Whether a text parses as a JSON object, which is what Apify takes as a run's input. */
export function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
