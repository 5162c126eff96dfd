import { FIXED_INDUSTRIES, type InboxItem, type Job } from '@replica/api-client';
import { FakeJobs } from '@replica/api-client/testing/jobs';
import {
  forgetWorkspacesAfterEach,
  workspacesHandler,
} from '@replica/api-client/testing/workspaces';
import { languageAtom } from '@replica/ui';
import { getDefaultStore } from 'jotai';
import { delay, http, HttpResponse } from 'msw';
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
    fallback_reason: null,
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
  /** The query strings of the CSV exports asked for. */
  exports: [] as URL[],
  /** The bodies of the analyse-one calls, `force` included. */
  analyseCalls: [] as Array<{ comment_id: number; force?: boolean }>,
  /** Every request the screen sent, as 'METHOD /path', to show which calls it never makes. */
  calls: [] as string[],
  reset() {
    this.comments = [];
    this.pageLimit = undefined;
    this.requests = [];
    this.exports = [];
    this.analyseCalls = [];
    this.calls = [];
  },
};

function matching(url: URL) {
  const industry = url.searchParams.get('industry') ?? 'sin_clasificar';
  const q = fold(url.searchParams.get('q') ?? '');
  // As the API does: a list opened on a comment starts at it (tests store comments newest first).
  const from = Number(url.searchParams.get('from') ?? Infinity);
  return fakeApi.comments.filter(
    (comment) =>
      comment.industry === industry &&
      (!q || fold(comment.text).includes(q)) &&
      comment.comment_id <= from,
  );
}

/** Background analyses, none running unless a test adds one. */
export const fakeJobs = new FakeJobs();

/**
 * What the worker of an analysis job does to the store: every pending comment of the industry
 * gets labels, those shorter than 8 characters too (the rules take them).
 */
export function analysePendingAsTheJobDoes(industry = 'sin_clasificar') {
  fakeApi.comments = fakeApi.comments.map((comment) =>
    comment.industry === industry && comment.objection_tag === null
      ? { ...comment, objection_tag: 'precio', real_score: 0.5, method: 'reglas' }
      : comment,
  );
}

/**
 * Makes the next analysis job do its work as it starts and answer done at its first look, for
 * tests of what follows its end rather than of its progress. `end` overrides the done job's
 * counts (all by the rules unless told).
 */
export function finishAnalysisAtOnce(end: Partial<Job> = {}) {
  server.use(
    http.post('*/functions/v1/jobs', async ({ request }) => {
      const { industry } = (await request.clone().json()) as { industry: string };
      const pending = fakeApi.comments.filter(
        (comment) => comment.industry === industry && comment.objection_tag === null,
      ).length;
      analysePendingAsTheJobDoes(industry);
      fakeJobs.steps = [{ state: 'done', total: pending, done: pending, byRules: pending, ...end }];
      // A server's answer takes a round trip, so the screen shows the start as busy meanwhile.
      await delay();
      // Nothing answered here: the fake jobs API makes the job.
      return undefined;
    }),
  );
}

/** The fake API answers an owner, who may do everything; a test of a role overrides it. */
export const server = setupServer(
  workspacesHandler('owner'),
  ...fakeJobs.handlers,
  http.get('*/functions/v1/industries', () =>
    HttpResponse.json({ items: [...FIXED_INDUSTRIES, 'Gimnasios'] }),
  ),
  // No industry has comments: a screen opened without `?industry=` shows the unclassified ones.
  http.get('*/functions/v1/industries-summary', () => HttpResponse.json([])),
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
    const body = (await request.json()) as { comment_id: number; force?: boolean };
    fakeApi.analyseCalls.push(body);
    const { comment_id } = body;
    const stored = fakeApi.comments.find((comment) => comment.comment_id === comment_id);
    // As the API does: a hand correction is kept unless forced.
    if (stored?.method === 'manual' && !body.force) {
      return HttpResponse.json({
        method: 'manual',
        objection_tag: stored.objection_tag,
        pain_cluster_label: stored.pain_cluster_label,
        real_score: stored.real_score,
      });
    }
    const analysis = {
      objection_tag: 'confianza',
      pain_cluster_label: 'Desconfianza',
      real_score: 0.61,
      method: 'gpt-4o-mini',
    };
    fakeApi.comments = fakeApi.comments.map((comment) =>
      comment.comment_id === comment_id
        ? { ...comment, ...analysis, corrected_by: null, corrected_at: null }
        : comment,
    );
    return HttpResponse.json(analysis);
  }),
  http.post('*/functions/v1/correct-comment', async ({ request }) => {
    const body = (await request.json()) as {
      comment_id: number;
      objection_tag: string;
      emotion: string;
      pain_cluster_label: string;
    };
    const stored = fakeApi.comments.find((comment) => comment.comment_id === body.comment_id);
    if (!stored) {
      return HttpResponse.json(
        { error: 'Comentario no encontrado', code: 'comment_not_found' },
        { status: 404 },
      );
    }
    const corrected = {
      ...stored,
      objection_tag: body.objection_tag,
      emotion: body.emotion,
      pain_cluster_label: body.pain_cluster_label.trim(),
      real_score: stored.real_score ?? 0.5,
      method: 'manual',
      corrected_by: 'ana@example.com',
      corrected_at: '2025-03-05T09:00:00.000Z',
    };
    fakeApi.comments = fakeApi.comments.map((comment) =>
      comment.comment_id === body.comment_id ? corrected : comment,
    );
    return HttpResponse.json({
      comment_id: corrected.comment_id,
      objection_tag: corrected.objection_tag,
      emotion: corrected.emotion,
      pain_cluster_label: corrected.pain_cluster_label,
      real_score: corrected.real_score,
      method: 'manual',
      corrected_by: corrected.corrected_by,
      corrected_at: corrected.corrected_at,
    });
  }),
  http.get('*/functions/v1/export/opiniones.csv', ({ request }) => {
    const url = new URL(request.url);
    fakeApi.exports.push(url);
    const rows = matching(url).map((comment) => `${comment.comment_id},${comment.text}`);
    return new HttpResponse(['\uFEFFcomment_id,text', ...rows, ''].join('\r\n'), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="opiniones-sin-clasificar-2025-03-05.csv"',
      },
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

server.events.on('request:start', ({ request }) => {
  fakeApi.calls.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** Starts the fake API for a test file; resets data, handlers and the language between tests. */
export function setupInboxServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  forgetWorkspacesAfterEach();
  afterEach(() => {
    server.resetHandlers();
    fakeApi.reset();
    fakeJobs.reset();
    localStorage.clear();
    getDefaultStore().set(languageAtom, 'es');
  });
  afterAll(() => server.close());
}
