/**
 * Dataset items shaped like those of the actors the product maps, for tests and the fake Apify
 * server: `streamers/youtube-comments-scraper` (one video-info row, without a comment, then one
 * row per comment), `clockworks/tiktok-comments-scraper`, `apify/instagram-comment-scraper` and
 * `apify/facebook-comments-scraper` (fields as Apify's documentation of each shows them); and
 * a store's reviews as a generic reviews scraper writes them, for any other actor.
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

const INSTAGRAM_TEXTS = [
  'Precio? Seguro que no es para todos los bolsillos 😅',
  'No me fío de estos tratamientos milagro, ¿hay estudios?',
  'Vivo en otra ciudad y no puedo ir hasta allí cada semana',
];

/** An Instagram post's `count` comment rows: `apify/instagram-comment-scraper`. */
export function instagramItems(shortCode: string, count: number): unknown[] {
  const postUrl = `https://www.instagram.com/p/${shortCode}/`;
  return Array.from({ length: count }, (_, index) => ({
    id: `17${shortCode.length}${index}0042`,
    postUrl,
    commentUrl: `${postUrl}c/17${index}/`,
    text: `${INSTAGRAM_TEXTS[index % INSTAGRAM_TEXTS.length]} (#${index + 1})`,
    ownerUsername: `insta_${index}`,
    ownerProfilePicUrl: 'https://scontent.cdninstagram.com/avatar.jpg',
    timestamp: new Date(Date.UTC(2025, 0, 2, 10, index)).toISOString(),
    repliesCount: index % 4,
    replies: [],
    likesCount: index * 5,
    owner: { id: `55${index}`, username: `insta_${index}`, is_verified: false },
  }));
}

const FACEBOOK_TEXTS = [
  'Muy bonito todo pero los precios son abusivos',
  'Pedí cita hace dos meses y nadie me ha llamado',
  'Mi cuñado fue y dice que no le sirvió de nada',
];

/** A Facebook post's `count` comment rows: `apify/facebook-comments-scraper`. */
export function facebookItems(postId: string, count: number): unknown[] {
  const facebookUrl = `https://www.facebook.com/clinica/posts/${postId}`;
  return Array.from({ length: count }, (_, index) => ({
    facebookUrl,
    commentUrl: `${facebookUrl}?comment_id=${900 + index}`,
    id: Buffer.from(`comment:${postId}_${900 + index}`).toString('base64'),
    feedbackId: Buffer.from(`feedback:${postId}_${900 + index}`).toString('base64'),
    date: new Date(Date.UTC(2025, 1, 3, 8, index)).toISOString(),
    text: `${FACEBOOK_TEXTS[index % FACEBOOK_TEXTS.length]} (#${index + 1})`,
    profileUrl: `https://www.facebook.com/people/fb-${index}`,
    profilePicture: 'https://scontent.xx.fbcdn.net/avatar.jpg',
    profileId: `pfbid0${index}`,
    profileName: `Persona ${index}`,
    // Apify writes this count as a string.
    likesCount: String(index * 2),
    commentsCount: index % 3,
    threadingDepth: 0,
    facebookId: postId,
    postTitle: `Publicación ${postId}`,
    inputUrl: facebookUrl,
  }));
}

/** A reviews scraper that is none of the mapped actors: the user chooses its fields. */
export const REVIEWS_ACTOR = 'acme/store-reviews-scraper';

const REVIEW_TEXTS = [
  'El envío tardó tres semanas y nadie contestaba al teléfono',
  'Calidad correcta, pero por ese precio esperaba bastante más',
  'Me cobraron dos veces y todavía espero el reembolso',
  'La talla no coincide con la guía y devolverlo cuesta 9 euros',
];

/**
 * A product's `count` reviews, nested as reviews scrapers write them: the text under
 * `content.text`, the reviewer under `reviewer.name`, the date under `dates.published`, the id in
 * `reviewId`. Every sixth review from the fifth on is a bare rating (no text) and every sixth from
 * the sixth says too little ("Bien 👍"), as real review pages have them.
 */
export function reviewItems(productId: string, count: number): unknown[] {
  const url = `https://tienda.example.com/p/${productId}`;
  return Array.from({ length: count }, (_, index) => {
    const published = new Date(Date.UTC(2025, 2, 1 + index, 9, 30));
    const text =
      index % 6 === 4
        ? null
        : index % 6 === 5
          ? 'Bien 👍'
          : `${REVIEW_TEXTS[index % REVIEW_TEXTS.length]} (#${index + 1})`;
    return {
      reviewId: `rv-${productId}-${index + 1}`,
      url: `${url}#review-${index + 1}`,
      rating: 1 + (index % 5),
      title: text ? text.split(' ').slice(0, 4).join(' ') : null,
      content: { text, language: 'es' },
      // Scrapers write fields they could not fill as null, on every item alike.
      reviewer: {
        name: `Cliente ${index + 1}`,
        country: 'ES',
        reviewsCount: 1 + (index % 7),
        avatarUrl: null,
      },
      dates: {
        published: published.toISOString(),
        experienced: published.toISOString().slice(0, 10),
      },
      helpfulVotes: index % 4,
      companyReply: index % 3 === 0 ? { text: 'Gracias por contarlo, le escribimos.' } : null,
    };
  });
}
