import type { ScraperPlatform } from '@replica/api-client';

/** Spec §9: the default scraping input asks for 100 comments. */
export const DEFAULT_MAX_COMMENTS = 100;

/** The example input JSON for each platform: one video URL and maxComments 100. */
export function defaultInputJson(platform: ScraperPlatform): string {
  const url =
    platform === 'youtube'
      ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
      : 'https://www.tiktok.com/@usuario/video/7300000000000000000';
  const input =
    platform === 'youtube'
      ? { startUrls: [{ url }], maxComments: DEFAULT_MAX_COMMENTS }
      : { postURLs: [url], maxComments: DEFAULT_MAX_COMMENTS };
  return JSON.stringify(input, null, 2);
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
