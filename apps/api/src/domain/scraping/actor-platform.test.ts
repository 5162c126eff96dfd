import { describe, expect, it } from 'vitest';
import { actorPlatform } from './actor-platform';

describe('actorPlatform', () => {
  it('reads the platform from an actor or task name', () => {
    expect(actorPlatform('streamers~youtube-comments-scraper')).toBe('youtube');
    expect(actorPlatform(null, 'clockworks/TikTok-Comments-Scraper')).toBe('tiktok');
  });

  it('gives null for opaque ids', () => {
    expect(actorPlatform('mTD6bTz2HCjSQHeBn', undefined)).toBeNull();
  });
});
