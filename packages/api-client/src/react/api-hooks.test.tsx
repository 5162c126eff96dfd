// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
} from 'vitest';
import { ApiError } from '../api-error';
import { WithQueryClient, freshQueryClient } from '../testing/query';
import {
  type AnswerOf,
  type ApiQueryOptions,
  apiQuery,
  useApiMutation,
  useApiQuery,
  useRetryRead,
} from './api-hooks';
import { queryKeys } from './query-keys';

const server = setupServer();
let client: QueryClient;
let asked: string[];

const idea = (id: number) => ({
  idea_id: id,
  industry: 'Gimnasios',
  idea_type: 'video corto',
  hook: `Gancho ${id}`,
  angle: 'Precio',
  script_outline: 'Guion',
  created_at: '2026-11-29T00:00:00.000Z',
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  client = freshQueryClient();
  asked = [];
  server.use(
    http.get('*/functions/v1/templates', ({ request }) => {
      asked.push(`templates ${new URL(request.url).searchParams.get('industry')}`);
      return HttpResponse.json({ items: [idea(1), idea(2)] });
    }),
    http.get('*/functions/v1/jobs', () => {
      asked.push('jobs');
      return HttpResponse.json({ jobs: [] });
    }),
    http.delete('*/functions/v1/delete-idea/:id', ({ params }) => {
      asked.push(`delete ${String(params.id)}`);
      return HttpResponse.json({ deleted: 1 });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <WithQueryClient client={client}>{children}</WithQueryClient>
);

describe('useApiQuery', () => {
  it('reads under the key of its endpoint and what it is asked with', async () => {
    const { result } = renderHook(
      () => useApiQuery('templates', { query: { industry: 'Gimnasios' } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.items).toHaveLength(2));
    expect(asked).toEqual(['templates Gimnasios']);
    expect(client.getQueryData(queryKeys.templates({ industry: 'Gimnasios' }))).toEqual(
      result.current.data,
    );
  });

  it('takes its options right after the name of a read that declares no input', async () => {
    server.use(
      http.get('*/functions/v1/watches', () => {
        asked.push('watches');
        return HttpResponse.json({ items: [], timeZone: 'America/Bogota' });
      }),
    );
    const { result } = renderHook(
      () => useApiQuery('watches', { select: (answer) => answer.timeZone }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toBe('America/Bogota'));
    expectTypeOf(result.current.data).toEqualTypeOf<string | undefined>();
    expect(asked).toEqual(['watches']);
    expect(client.getQueryData(queryKeys.watches())).toEqual({
      items: [],
      timeZone: 'America/Bogota',
    });
  });

  it('asks for an input exactly where the endpoint declares one', () => {
    expectTypeOf(useApiQuery<'members'>).parameters.toEqualTypeOf<
      ['members', ApiQueryOptions<'members', AnswerOf<'members'>>?]
    >();
    expectTypeOf(useApiQuery<'job'>).parameters.toEqualTypeOf<
      ['job', { params: { id: string | number } }, ApiQueryOptions<'job', AnswerOf<'job'>>?]
    >();
    expect(apiQuery('members').queryKey).toEqual(['members', {}]);
    // @ts-expect-error a read that declares no input is given none
    apiQuery('members', {});
    // @ts-expect-error a read that declares a query is given it, `{}` when nothing in it is required
    apiQuery('templates');
    expect(apiQuery('templates', {}).queryKey).toEqual(['templates', {}]);
  });
});

describe('useApiMutation', () => {
  it("asks again the reads on screen that the endpoint's change makes out of date", async () => {
    const { result } = renderHook(
      () => ({
        ideas: useApiQuery('templates', { query: { industry: 'Gimnasios' } }),
        jobs: useApiQuery('jobs', { query: { active: 'true' } }),
        deleteIdea: useApiMutation('deleteIdea'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.ideas.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.jobs.isSuccess).toBe(true));

    await result.current.deleteIdea.mutateAsync({ params: { id: 2 } });

    // `ideasChanged` names the ideas, not the jobs.
    await waitFor(() =>
      expect(asked).toEqual(['templates Gimnasios', 'jobs', 'delete 2', 'templates Gimnasios']),
    );
  });

  it('marks a read it put in place stale without asking it again', async () => {
    const ideas = apiQuery('templates', { query: { industry: 'Gimnasios' } });
    const { result } = renderHook(
      () => ({
        ideas: useApiQuery('templates', { query: { industry: 'Gimnasios' } }),
        deleteIdea: useApiMutation('deleteIdea', {
          updateInPlace: (_answer, input) => {
            const id = input?.params.id;
            client.setQueryData(
              ideas.queryKey,
              (before) => before && { items: before.items.filter((kept) => kept.idea_id !== id) },
            );
            return [ideas.queryKey];
          },
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.ideas.isSuccess).toBe(true));

    await result.current.deleteIdea.mutateAsync({ params: { id: 2 } });

    await waitFor(() => expect(result.current.ideas.data?.items).toHaveLength(1));
    expect(client.getQueryState(ideas.queryKey)?.isInvalidated).toBe(true);
    expect(asked).toEqual(['templates Gimnasios', 'delete 2']);
  });

  it('puts the answer in place of the read it is, and asks a failed read again', async () => {
    const token = (id: number) => ({
      id,
      name: `token ${id}`,
      role: 'analyst',
      created_by: null,
      created_at: '2026-11-29T00:00:00.000Z',
      last_used_at: null,
    });
    let readsFail = true;
    server.use(
      http.get('*/functions/v1/api-tokens', () => {
        asked.push('tokens');
        return readsFail
          ? HttpResponse.json({ error: 'Fallo', code: 'internal' }, { status: 500 })
          : HttpResponse.json({ items: [token(1), token(2)] });
      }),
      http.delete('*/functions/v1/api-tokens/:id', () => HttpResponse.json({ items: [token(1)] })),
    );
    const { result } = renderHook(
      () => ({
        tokens: useApiQuery('apiTokens', { retry: false }),
        retry: useRetryRead('apiTokens'),
        revoke: useApiMutation('revokeApiToken', { answerIs: 'apiTokens' }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.tokens.isError).toBe(true));

    readsFail = false;
    result.current.retry();
    await waitFor(() => expect(result.current.tokens.data?.items).toHaveLength(2));
    await result.current.revoke.mutateAsync({ params: { id: 2 } });

    await waitFor(() => expect(result.current.tokens.data?.items).toEqual([token(1)]));
    expect(asked).toEqual(['tokens', 'tokens']);
  });

  it('keeps the refusal as its error and changes nothing in the cache', async () => {
    server.use(
      http.delete('*/functions/v1/delete-idea/:id', () =>
        HttpResponse.json({ error: 'Idea no encontrada', code: 'idea_not_found' }, { status: 404 }),
      ),
    );
    const { result } = renderHook(() => useApiMutation('deleteIdea'), { wrapper });

    await expect(result.current.mutateAsync({ params: { id: 9 } })).rejects.toBeInstanceOf(
      ApiError,
    );
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'idea_not_found' }));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
