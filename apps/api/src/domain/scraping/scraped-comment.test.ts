import { describe, expect, it } from 'vitest';
import {
  facebookItems,
  instagramItems,
  tiktokItems,
  youtubeItems,
} from '../../../test-support/fake-apify-items';
import { itemPlatform, scrapedComment } from './scraped-comment';

const now = new Date('2030-06-15T12:00:00Z');

describe('scrapedComment', () => {
  it('maps a streamers/youtube-comments-scraper row', () => {
    const item = {
      comment: 'Demasiado caro para lo que ofrecen',
      cid: 'UgzkraS49lL5MqLtDl94AaABAg',
      author: '@ana',
      videoId: 'xObhZ0Ga7EQ',
      pageUrl: 'https://www.youtube.com/watch?v=xObhZ0Ga7EQ',
      voteCount: 12,
      replyCount: 3,
      publishedTimeText: '2 years ago',
      hasCreatorHeart: false,
      type: 'comment',
    };
    expect(scrapedComment(item, 'youtube', now)).toEqual({
      platform: 'youtube',
      externalId: 'UgzkraS49lL5MqLtDl94AaABAg',
      text: 'Demasiado caro para lo que ofrecen',
      author: '@ana',
      // 730 days: 2028 is a leap year.
      publishedAt: new Date('2028-06-15T12:00:00Z'),
      likes: 12,
      replies: 3,
    });
  });

  it('maps a clockworks/tiktok-comments-scraper row', () => {
    const item = {
      text: 'Eso no funciona, perdí mi dinero',
      diggCount: 40,
      replyCommentTotal: 2,
      createTime: 1_735_689_600,
      createTimeISO: '2025-01-01T00:00:00.000Z',
      uniqueId: 'maria.tk',
      uid: '6912',
      cid: '7301234567890123456',
      videoWebUrl: 'https://www.tiktok.com/@clinica/video/7300000000000000001',
      repliesToId: null,
    };
    expect(scrapedComment(item, 'tiktok', now)).toEqual({
      platform: 'tiktok',
      externalId: '7301234567890123456',
      text: 'Eso no funciona, perdí mi dinero',
      author: 'maria.tk',
      publishedAt: new Date('2025-01-01T00:00:00.000Z'),
      likes: 40,
      replies: 2,
    });
  });

  it('maps an apify/instagram-comment-scraper row', () => {
    const item = {
      id: '18053526343215830',
      postUrl: 'https://www.instagram.com/p/DBea8-8Jn2z/',
      text: '¿Precio? Seguro que no es para todos los bolsillos',
      ownerUsername: 'im_sanaz3',
      ownerProfilePicUrl: 'https://scontent.cdninstagram.com/a.jpg',
      timestamp: '2024-10-24T10:16:00.000Z',
      repliesCount: 2,
      replies: [],
      likesCount: 31,
    };
    expect(scrapedComment(item, null, now)).toEqual({
      platform: 'instagram',
      externalId: '18053526343215830',
      text: '¿Precio? Seguro que no es para todos los bolsillos',
      author: 'im_sanaz3',
      publishedAt: new Date('2024-10-24T10:16:00.000Z'),
      likes: 31,
      replies: 2,
    });
  });

  it('maps an apify/facebook-comments-scraper row, whose like count is a string', () => {
    const item = {
      facebookUrl: 'https://www.facebook.com/NASAJSC/posts/pfbid0oh',
      commentUrl: 'https://www.facebook.com/NASAJSC/posts/pfbid0oh?comment_id=2386082985122451',
      id: 'Y29tbWVudDoxMDU1NDAzMDgzMzY4Mzk1XzIzODYwODI5ODUxMjI0NTE=',
      feedbackId: 'ZmVlZGJhY2s6MTA1NTQwMzA4MzM2ODM5NV8yMzg2MDgyOTg1MTIyNDUx',
      date: '2025-04-09T18:39:23.000Z',
      text: 'Pedí cita hace dos meses y nadie me ha llamado',
      profileName: 'Elizabeth Grindrod',
      likesCount: '2',
      threadingDepth: 0,
      facebookId: '1055403083368395',
    };
    expect(scrapedComment(item, null, now)).toEqual({
      platform: 'facebook',
      externalId: 'Y29tbWVudDoxMDU1NDAzMDgzMzY4Mzk1XzIzODYwODI5ODUxMjI0NTE=',
      text: 'Pedí cita hace dos meses y nadie me ha llamado',
      author: 'Elizabeth Grindrod',
      publishedAt: new Date('2025-04-09T18:39:23.000Z'),
      likes: 2,
      replies: null,
    });
  });

  it('tells each actor by its fields, and maps every fake item', () => {
    const rows = [
      ...youtubeItems('v1', 3).slice(1),
      ...tiktokItems('v2', 3),
      ...instagramItems('p3', 3),
      ...facebookItems('p4', 3),
    ];
    const platforms = rows.map((row) => scrapedComment(row, null, now)?.platform);
    expect(platforms).toEqual([
      ...Array(3).fill('youtube'),
      ...Array(3).fill('tiktok'),
      ...Array(3).fill('instagram'),
      ...Array(3).fill('facebook'),
    ]);
  });

  it('skips video-info rows, empty texts and texts shorter than 8 characters', () => {
    const [videoInfo] = youtubeItems('abc', 1);
    expect(scrapedComment(videoInfo, 'youtube', now)).toBeNull();
    expect(scrapedComment({ comment: '   ', cid: 'x' }, 'youtube', now)).toBeNull();
    expect(scrapedComment({ text: '👍🔥', cid: 'y', diggCount: 1 }, 'tiktok', now)).toBeNull();
    expect(scrapedComment(null, 'youtube', now)).toBeNull();
    expect(scrapedComment('texto suelto', 'youtube', now)).toBeNull();
  });

  it('hashes video, author and text when the item has no comment id', () => {
    const item = { comment: 'Sin identificador propio', author: '@a', videoId: 'v1' };
    const first = scrapedComment(item, 'youtube', now);
    expect(first?.externalId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(scrapedComment({ ...item }, 'youtube', now)?.externalId).toBe(first?.externalId);
    expect(scrapedComment({ ...item, videoId: 'v2' }, 'youtube', now)?.externalId).not.toBe(
      first?.externalId,
    );
  });

  it('reads counts written as text and leaves unknown engagement null', () => {
    const item = {
      comment: 'Un comentario popular',
      cid: 'c',
      voteCount: '1.2K',
      replyCount: '1,234',
    };
    expect(scrapedComment(item, 'youtube', now)).toMatchObject({ likes: 1200, replies: 1234 });
    const bare = scrapedComment({ comment: 'Un comentario sin datos' }, 'youtube', now);
    expect(bare).toMatchObject({ likes: null, replies: null, author: null, publishedAt: null });
  });

  it('cuts a text longer than the maximum instead of losing it', () => {
    const item = { comment: 'a'.repeat(6_000), cid: 'largo' };
    expect(scrapedComment(item, 'youtube', now)?.text).toHaveLength(5_000);
  });

  it('drops NUL and lone surrogates, which PostgreSQL cannot store, also where a cut falls', () => {
    const item = { comment: 'Muy\u0000 caro \ud800', cid: 'c\u0000id', author: 'ana\u0000' };
    expect(scrapedComment(item, 'youtube', now)).toMatchObject({
      text: 'Muy caro \ufffd',
      externalId: 'cid',
      author: 'ana',
    });
    const cutInEmoji = { comment: `${'a'.repeat(4_999)}😀`, cid: 'emoji' };
    expect(scrapedComment(cutInEmoji, 'youtube', now)?.text).toBe(`${'a'.repeat(4_999)}\ufffd`);
  });

  it('tells the platform by the fields an item has, whatever the run said', () => {
    expect(itemPlatform(youtubeItems('v', 1)[1], 'tiktok')).toBe('youtube');
    expect(itemPlatform(tiktokItems('v', 1)[0], 'youtube')).toBe('tiktok');
    expect(itemPlatform({ title: 'Vídeo' }, null)).toBeNull();
    expect(scrapedComment(tiktokItems('v', 1)[0], 'youtube', now)?.platform).toBe('tiktok');
  });
});
