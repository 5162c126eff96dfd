import { FIXED_INDUSTRIES, type InboxItem } from '@replica/api-client';
import { languageAtom } from '@replica/ui';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** A comment as the fake API keeps it. */
export type StoredComment = InboxItem;

export function pendingComment(
  id: number,
  text: string,
  industry = 'sin_clasificar',
): StoredComment {
  return {
    comment_id: id,
    platform: 'Instagram',
    industry,
    created_at: '2025-03-04T10:20:00.000Z',
    text,
    author: `Autora ${id}`,
    objection_tag: null,
    pain_cluster_label: null,
    real_score: null,
    method: null,
    emotion: null,
    corrected_by: null,
    corrected_at: null,
  };
}

export function analysedComment(id: number, text: string, method = 'reglas'): StoredComment {
  return {
    ...pendingComment(id, text),
    objection_tag: 'precio',
    pain_cluster_label: 'Precio percibido alto',
    real_score: 0.834,
    method,
  };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The inbox's API in memory: paging by position, q filtering, analysis by a fixed answer and
 * deletion, so a test sees the screen react to what really changed.
 */
export const fakeApi = {
  comments: [] as StoredComment[],
  /** Page size the fake answers with; `Infinity` returns every match at once. */
  pageLimit: undefined as number | undefined,
  requests: [] as URL[],
  reset() {
    this.comments = [];
    this.pageLimit = undefined;
    this.requests = [];
  },
};

function matching(url: URL) {
  const industry = url.searchParams.get('industry') ?? 'sin_clasificar';
  const q = fold(url.searchParams.get('q') ?? '');
  return fakeApi.comments.filter(
    (comment) => comment.industry === industry && (!q || fold(comment.text).includes(q)),
  );
}

export const server = setupServer(
  http.get('*/functions/v1/industries', () =>
    HttpResponse.json({ items: [...FIXED_INDUSTRIES, 'Gimnasios'] }),
  ),
  http.get('*/functions/v1/opiniones', ({ request }) => {
    const url = new URL(request.url);
    fakeApi.requests.push(url);
    const industry = url.searchParams.get('industry') ?? 'sin_clasificar';
    const all = matching(url);
    const limit = fakeApi.pageLimit ?? Number(url.searchParams.get('limit') ?? 100);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const items = all.slice(start, start + limit);
    const next = start + limit;
    return HttpResponse.json({
      items,
      total: all.length,
      nextCursor: next < all.length ? String(next) : null,
      pending: fakeApi.comments.filter((c) => c.industry === industry && c.objection_tag === null)
        .length,
    });
  }),
  http.post('*/functions/v1/analyze-comment', async ({ request }) => {
    const { comment_id } = (await request.json()) as { comment_id: number };
    const analysis = {
      objection_tag: 'confianza',
      pain_cluster_label: 'Desconfianza',
      real_score: 0.61,
      method: 'gpt-4o-mini',
    };
    fakeApi.comments = fakeApi.comments.map((comment) =>
      comment.comment_id === comment_id ? { ...comment, ...analysis } : comment,
    );
    return HttpResponse.json(analysis);
  }),
  http.post('*/functions/v1/analyze-comments', async ({ request }) => {
    const { industry } = (await request.json()) as { industry: string };
    const pending = fakeApi.comments.filter(
      (c) => c.industry === industry && c.objection_tag === null,
    );
    const longEnough = pending.filter((c) => c.text.trim().length >= 8);
    fakeApi.comments = fakeApi.comments.map((comment) =>
      longEnough.includes(comment)
        ? { ...comment, objection_tag: 'precio', real_score: 0.5, method: 'reglas' }
        : comment,
    );
    return HttpResponse.json({
      processed: longEnough.length,
      pending_raw: pending.length,
      filtered_too_short: pending.length - longEnough.length,
      processed_claude: 0,
      processed_rules: longEnough.length,
    });
  }),
  http.delete('*/functions/v1/delete-comment/:id', ({ params }) => {
    const id = Number(params.id);
    fakeApi.comments = fakeApi.comments.filter((comment) => comment.comment_id !== id);
    return HttpResponse.json({ deleted: 1 });
  }),
  http.post('*/functions/v1/delete-comment/bulk-delete', async ({ request }) => {
    const { ids } = (await request.json()) as { ids: number[] };
    const before = fakeApi.comments.length;
    fakeApi.comments = fakeApi.comments.filter((comment) => !ids.includes(comment.comment_id));
    return HttpResponse.json({ deleted: before - fakeApi.comments.length });
  }),
);

/** Starts the fake API for a test file; resets data, handlers and the language between tests. */
export function setupInboxServer() {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    fakeApi.reset();
    localStorage.clear();
    getDefaultStore().set(languageAtom, 'es');
  });
  afterAll(() => server.close());
}
