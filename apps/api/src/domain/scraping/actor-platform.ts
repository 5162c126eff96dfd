import type { ScraperPlatform } from '@replica/api-client/schemas';

/**
 * The platform an actor or task scrapes, guessed from its name when it says
 * (`streamers~youtube-comments-scraper`, `apify/instagram-comment-scraper`…); null for an
 * opaque id, whose items then tell.
 */
export function actorPlatform(...names: Array<string | null | undefined>): ScraperPlatform | null {
  const text = names.filter(Boolean).join(' ').toLowerCase();
  if (text.includes('youtube')) return 'youtube';
  if (text.includes('tiktok')) return 'tiktok';
  if (text.includes('instagram')) return 'instagram';
  if (text.includes('facebook')) return 'facebook';
  return null;
}
