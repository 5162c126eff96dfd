import {
  MAX_AUTHOR_LENGTH,
  MAX_COMMENT_LENGTH,
  MIN_COMMENT_LENGTH,
} from '@replica/api-client/schemas';
import type { ScraperPlatform } from '@replica/api-client/schemas';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { storableText } from '../storable-text';
import { relativeDate } from './relative-date';

/**
 * One dataset item as a comment of ours: `platform` is one the product maps, or for any other
 * actor the label its comments are stored with.
 */
export interface ScrapedComment<Platform extends string = ScraperPlatform> {
  platform: Platform;
  /** The platform's comment id, or a hash of video, author and text when it gives none. */
  externalId: string;
  text: string;
  author: string | null;
  publishedAt: Date | null;
  likes: number | null;
  replies: number | null;
}

/** The platform names comments carry elsewhere in the product (the intake's list). */
export const PLATFORM_LABELS: Readonly<Record<ScraperPlatform, string>> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

// Counts arrive as numbers, but some actor versions write "1.2K" or "1,234".
const countSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => count(value));
const textSchema = z.string().nullish();

/** `streamers/youtube-comments-scraper`: the first row of each video describes the video. */
const youtubeItemSchema = z.object({
  comment: textSchema,
  cid: textSchema,
  commentId: textSchema,
  author: textSchema,
  voteCount: countSchema,
  replyCount: countSchema,
  publishedTimeText: textSchema,
  date: textSchema,
  videoId: textSchema,
  pageUrl: textSchema,
});

/** `clockworks/tiktok-comments-scraper`. */
const tiktokItemSchema = z.object({
  text: textSchema,
  cid: textSchema,
  uniqueId: textSchema,
  diggCount: countSchema,
  replyCommentTotal: countSchema,
  createTimeISO: textSchema,
  createTime: z.number().nullish(),
  videoWebUrl: textSchema,
});

/** `apify/instagram-comment-scraper`. */
const instagramItemSchema = z.object({
  id: textSchema,
  text: textSchema,
  ownerUsername: textSchema,
  timestamp: textSchema,
  likesCount: countSchema,
  repliesCount: countSchema,
  postUrl: textSchema,
});

/** `apify/facebook-comments-scraper`: counts may arrive as strings ("2"). */
const facebookItemSchema = z.object({
  id: textSchema,
  text: textSchema,
  profileName: textSchema,
  date: textSchema,
  likesCount: countSchema,
  commentsCount: countSchema,
  facebookUrl: textSchema,
});

const YOUTUBE_FIELDS = ['comment', 'voteCount', 'publishedTimeText', 'replyToCid'];
const TIKTOK_FIELDS = [
  'diggCount',
  'uniqueId',
  'createTimeISO',
  'videoWebUrl',
  'replyCommentTotal',
];

const INSTAGRAM_FIELDS = ['ownerUsername', 'ownerProfilePicUrl', 'repliesCount'];
const FACEBOOK_FIELDS = ['profileName', 'facebookUrl', 'threadingDepth', 'feedbackId'];

/**
 * Which actor wrote an item, from its fields; `fallback` (the run's platform) when they do not
 * tell, as for a YouTube video-info row.
 */
export function itemPlatform(
  item: unknown,
  fallback: ScraperPlatform | null,
): ScraperPlatform | null {
  if (!item || typeof item !== 'object') return fallback;
  const has = (field: string) => field in item;
  if (YOUTUBE_FIELDS.some(has)) return 'youtube';
  if (TIKTOK_FIELDS.some(has)) return 'tiktok';
  if (INSTAGRAM_FIELDS.some(has)) return 'instagram';
  if (FACEBOOK_FIELDS.some(has)) return 'facebook';
  return fallback;
}

/**
 * Maps one dataset item of any mapped actor to a comment, or null when it holds no usable comment:
 * a video-info row, an empty text, or one shorter than the product's minimum, MIN_COMMENT_LENGTH. A
 * text over the maximum length is cut rather than lost. `now` anchors YouTube's relative dates.
 */
export function scrapedComment(
  item: unknown,
  fallbackPlatform: ScraperPlatform | null,
  now: Date,
): ScrapedComment | null {
  const platform = itemPlatform(item, fallbackPlatform);
  if (platform === 'youtube') {
    const parsed = youtubeItemSchema.safeParse(item);
    if (!parsed.success) return null;
    const row = parsed.data;
    return comment({
      platform,
      text: row.comment,
      author: row.author,
      externalId: row.cid ?? row.commentId,
      video: row.videoId ?? row.pageUrl,
      publishedAt: row.publishedTimeText
        ? relativeDate(row.publishedTimeText, now)
        : isoDate(row.date),
      likes: row.voteCount,
      replies: row.replyCount,
    });
  }
  if (platform === 'tiktok') {
    const parsed = tiktokItemSchema.safeParse(item);
    if (!parsed.success) return null;
    const row = parsed.data;
    return comment({
      platform,
      text: row.text,
      author: row.uniqueId,
      externalId: row.cid,
      video: row.videoWebUrl,
      publishedAt:
        isoDate(row.createTimeISO) ??
        (typeof row.createTime === 'number' ? new Date(row.createTime * 1000) : null),
      likes: row.diggCount,
      replies: row.replyCommentTotal,
    });
  }
  if (platform === 'instagram') {
    const parsed = instagramItemSchema.safeParse(item);
    if (!parsed.success) return null;
    const row = parsed.data;
    return comment({
      platform,
      text: row.text,
      author: row.ownerUsername,
      externalId: row.id,
      video: row.postUrl,
      publishedAt: isoDate(row.timestamp),
      likes: row.likesCount,
      replies: row.repliesCount,
    });
  }
  if (platform === 'facebook') {
    const parsed = facebookItemSchema.safeParse(item);
    if (!parsed.success) return null;
    const row = parsed.data;
    return comment({
      platform,
      text: row.text,
      author: row.profileName,
      externalId: row.id,
      video: row.facebookUrl,
      publishedAt: isoDate(row.date),
      likes: row.likesCount,
      replies: row.commentsCount,
    });
  }
  return null;
}

interface CommentFields<Platform extends string = ScraperPlatform> {
  platform: Platform;
  text: string | null | undefined;
  author: string | null | undefined;
  externalId: string | null | undefined;
  video: string | null | undefined;
  publishedAt: Date | null;
  likes: number | null;
  replies: number | null;
}

// Dataset items are untrusted text like a request body: made storable the same way.
export const storable = (value: string | null | undefined) => storableText(value ?? '').trim();

/**
 * The comment made of an item's fields, or null when its text is shorter than the minimum. The
 * id is the platform's, else a hash of `video` (what was scraped), author and text, so the same
 * comment scraped again is the same comment.
 */
export function comment<Platform extends string>(
  fields: CommentFields<Platform>,
): ScrapedComment<Platform> | null {
  const text = storable(fields.text);
  if (text.length < MIN_COMMENT_LENGTH) return null;
  const author = storable(storable(fields.author).slice(0, MAX_AUTHOR_LENGTH)) || null;
  return {
    platform: fields.platform,
    externalId:
      storable(fields.externalId) ||
      `sha256:${createHash('sha256')
        .update([fields.video ?? '', author ?? '', text].join('\n'))
        .digest('hex')}`,
    // A cut between the halves of an emoji would leave a lone surrogate.
    text: storable(text.slice(0, MAX_COMMENT_LENGTH)),
    author,
    publishedAt: fields.publishedAt,
    likes: fields.likes,
    replies: fields.replies,
  };
}

export function isoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const SUFFIXES: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, b: 1e9 };

function count(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? Math.min(Math.round(value), 2 ** 31 - 1) : null;
  }
  const match = /^([\d.,]+)\s*([kmb])?$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, digits = '', suffix] = match;
  const number = suffix
    ? Number(digits.replace(',', '.')) * (SUFFIXES[suffix.toLowerCase()] ?? 1)
    : Number(digits.replace(/[.,]/g, ''));
  return count(Number.isFinite(number) ? number : null);
}
