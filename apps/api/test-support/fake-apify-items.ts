/**
 * Dataset items shaped like those of the two actors the product maps, for tests and the fake
 * Apify server: `streamers/youtube-comments-scraper` (one video-info row, without a comment,
 * then one row per comment) and `clockworks/tiktok-comments-scraper`.
 */

const YOUTUBE_TEXTS = [
  'Me encanta, pero 500 dólares al mes es demasiado caro para mí',
  'No confío en estas clínicas, ya me estafaron una vez',
  'Llevo 3 meses esperando una respuesta y nada',
  'I tried this and it never worked for me, waste of money',
];
const YOUTUBE_DATES = ['2 years ago', 'hace 3 días', '5 hours ago (edited)', '1 month ago'];

/** A YouTube video's rows: its info row, then `count` comments. */
export function youtubeItems(videoId: string, count: number): unknown[] {
  const pageUrl = `https://www.youtube.com/watch?v=${videoId}`;
  const videoInfo = {
    title: `Vídeo ${videoId}`,
    type: 'video',
    videoId,
    pageUrl,
    commentsCount: count,
  };
  const comments = Array.from({ length: count }, (_, index) => ({
    comment: `${YOUTUBE_TEXTS[index % YOUTUBE_TEXTS.length]} (#${index + 1})`,
    cid: `Ugx${videoId}${index}AaABAg`,
    author: `@usuario${index}`,
    videoId,
    pageUrl,
    title: `Vídeo ${videoId}`,
    commentsCount: count,
    replyCount: index % 3,
    voteCount: index * 2,
    authorIsChannelOwner: false,
    hasCreatorHeart: index === 0,
    type: 'comment',
    replyToCid: null,
    publishedTimeText: YOUTUBE_DATES[index % YOUTUBE_DATES.length],
  }));
  return [videoInfo, ...comments];
}

const TIKTOK_TEXTS = [
  'Cuánto cuesta? seguro es carísimo 😩',
  'Eso no funciona, lo probé y perdí mi dinero',
  'No tengo tiempo para ir a consultas cada semana',
];

/** A TikTok video's `count` comment rows. */
export function tiktokItems(videoId: string, count: number): unknown[] {
  const videoWebUrl = `https://www.tiktok.com/@clinica/video/${videoId}`;
  return Array.from({ length: count }, (_, index) => {
    const createTime = 1_735_689_600 + index * 60;
    return {
      text: `${TIKTOK_TEXTS[index % TIKTOK_TEXTS.length]} (#${index + 1})`,
      diggCount: index * 3,
      replyCommentTotal: index % 2,
      createTime,
      createTimeISO: new Date(createTime * 1000).toISOString(),
      uniqueId: `tiktoker${index}`,
      uid: `69${index}`,
      avatarThumbnail: 'https://p16-sign-va.tiktokcdn.com/avatar.jpeg',
      videoWebUrl,
      cid: `73${videoId}${index}`,
      repliesToId: null,
      likedByAuthor: false,
      pinnedByAuthor: false,
    };
  });
}
