import { type Page, expect } from '@playwright/test';

/**
 * Calls the API as the signed-in user of `page`, for setting up data quickly (the screens under
 * test are still driven through the browser).
 */
async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const sessionId = await page.evaluate(() => localStorage.getItem('replica.session_id'));
  expect(sessionId, 'the page must be signed in').toBeTruthy();
  return { 'x-session-id': sessionId ?? '' };
}

async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await page.request.post(`/functions/v1/${path}`, {
    headers: await sessionHeaders(page),
    data: body,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** How many comments an industry's inbox holds (`opiniones`' exact total). */
export async function inboxTotal(page: Page, industry: string): Promise<number> {
  const response = await page.request.get(
    `/functions/v1/opiniones?industry=${encodeURIComponent(industry)}&limit=1`,
    { headers: await sessionHeaders(page) },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

/** Imports comments into one industry through `comments-bulk`. */
export async function importComments(
  page: Page,
  industry: string,
  texts: readonly string[],
  platform = 'Instagram',
): Promise<{ inserted: number }> {
  const batchId = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  return post(page, 'comments-bulk', {
    batchId,
    kind: 'bulk',
    industry,
    platform,
    comments: texts.map((text) => ({ text, author: 'E2E' })),
  });
}

/** Adds one comment as Ingesta's manual form does, which keeps comments of any length. */
export async function addComment(
  page: Page,
  industry: string,
  text: string,
): Promise<{ commentId: number }> {
  return post(page, 'comments-manual', { industry, text, author: 'E2E' });
}

/**
 * Imports comments with the day each was published (`comments-bulk`'s `date`), so screens that
 * count by week see them spread over time.
 */
export async function importDatedComments(
  page: Page,
  industry: string,
  comments: ReadonlyArray<{ text: string; date: Date }>,
): Promise<{ inserted: number }> {
  const batchId = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  return post(page, 'comments-bulk', {
    batchId,
    kind: 'bulk',
    industry,
    platform: 'YouTube',
    comments: comments.map(({ text, date }) => ({ text, date: date.toISOString(), author: 'E2E' })),
  });
}

/** Analyses up to 100 pending comments of an industry with the rules. */
export async function analysePending(page: Page, industry: string): Promise<{ processed: number }> {
  return post(page, 'analyze-comments', {
    industry,
    mode: 'test',
    maxAnalyze: 100,
    sampleEvery: 1,
    minCommentLength: 8,
    ignoreQuota: true,
  });
}

/**
 * Realistic objections, varied enough to fill several tags and pain clusters. The first three
 * voice one pain, so even the first four make a pain point (the report needs 3 comments).
 */
export const sampleObjections = [
  'Es demasiado caro, de verdad carísimo',
  'Muy caro, no lo vale',
  'Carísimo, demasiado caro para mí',
  'Es demasiado caro para lo que ofrecen, no tengo ese dinero ahora mismo',
  'No confío en ellos, parece una estafa y nadie responde los mensajes',
  'Ya lo intenté con otra empresa y no funcionó, perdí 500 dólares',
  'No tengo tiempo para citas cada semana, trabajo doble turno',
  'Mi esposo dice que no lo necesitamos, tengo que consultarlo primero',
  'El precio es muy alto y no aceptan pagos a plazos',
  'Tardaron tres meses en contestar mi caso, muy lento el proceso',
  'No entiendo cómo funciona el tratamiento, nadie me lo explicó',
] as const;

/** Invites `email` into the workspace of `page`'s user; the token joins it at sign-up. */
export async function createInvitation(
  page: Page,
  email: string,
  role: 'viewer' | 'analyst' | 'admin',
): Promise<{ token: string }> {
  return post(page, 'invitations', { email, role });
}

/** Connects the workspace's own Apify account with `token` (`POST apify-account`). */
export async function connectApifyAccount(page: Page, token: string): Promise<void> {
  await post(page, 'apify-account', { token });
}

/** Saves a daily watch of a YouTube video's comments (`POST watches`); it runs at 06:00. */
export async function createWatch(
  page: Page,
  name: string,
  industry: string,
): Promise<{ id: number }> {
  return post(page, 'watches', {
    name,
    industry,
    platform: 'youtube',
    actorId: 'streamers/youtube-comments-scraper',
    inputJson: JSON.stringify({ startUrls: [{ url: 'https://www.youtube.com/watch?v=a11y' }] }),
    frequency: 'daily',
    hour: 6,
  });
}

/** Generates content ideas for an industry from its pain points (`generate-ideas`). */
export async function generateIdeas(page: Page, industry: string): Promise<void> {
  await post(page, 'generate-ideas', { industry, kind: 'ideas' });
}
