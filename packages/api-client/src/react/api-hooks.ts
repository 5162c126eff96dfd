// The package's own entry, not a relative path: in a federated build that import is the shared
// singleton, so these hooks use the shell's client and session instead of bundling a copy.
import {
  type CallAnswer,
  type CallInput,
  type Endpoint,
  type EndpointName,
  api,
  endpoints,
} from '@replica/api-client';
import {
  type UseQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { type KeyParams, type QueryKey, type ReadEndpointName, queryKeys } from './query-keys';
import { invalidateAfter } from './server-changes';

type EndpointOf<N extends EndpointName> = (typeof endpoints)[N];
/** What a call of `N` answers. */
export type AnswerOf<N extends EndpointName> = CallAnswer<EndpointOf<N>>;
/** What a call of `N` is given: nothing at all when nothing in it is required. */
export type InputOf<N extends EndpointName> =
  object extends CallInput<EndpointOf<N>>
    ? CallInput<EndpointOf<N>> | void
    : CallInput<EndpointOf<N>>;

/** The client's method for `name`, typed loosely for the generic hooks below. */
function callOf<N extends EndpointName>(name: N) {
  return api[name] as (input: InputOf<N>) => Promise<AnswerOf<N>>;
}

/** What a read is asked with, as its cache key holds it: path parameters and query together. */
function keyParamsOf(input: unknown): KeyParams {
  const { params, query } = (input ?? {}) as { params?: KeyParams; query?: KeyParams };
  return { ...params, ...query };
}

/**
 * The reads that declare no input (no path parameters, no query): asked by their name alone.
 * `takesInput` tells the same apart at run time.
 */
type ReadsWithoutInput = {
  [R in ReadEndpointName]: EndpointOf<R> extends { params: z.ZodType } | { query: z.ZodType }
    ? never
    : R;
}[ReadEndpointName];

/**
 * What a read is asked with after its name: nothing for a read that declares no input; otherwise
 * its input, given even when nothing in it is required (`{}`).
 */
type ReadInput<N extends ReadEndpointName> = N extends ReadsWithoutInput
  ? []
  : [input: CallInput<EndpointOf<N>>];

function takesInput(name: ReadEndpointName): boolean {
  const { params, query }: Endpoint = endpoints[name];
  return params !== undefined || query !== undefined;
}

/**
 * The cache key and the call of a read, for `useQuery`, `prefetchQuery` or `setQueryData`: the
 * same key whoever asks, so a change's invalidation and a hand update reach every copy.
 *
 * @example
 * queryClient.setQueryData(apiQuery('members').queryKey, answer.items);
 * const { queryKey } = apiQuery('templates', { query: { industry } });
 */
export function apiQuery<N extends ReadEndpointName>(name: N, ...[input]: ReadInput<N>) {
  const asked = input as InputOf<N>;
  return queryOptions<AnswerOf<N>, Error, AnswerOf<N>, QueryKey<N>>({
    queryKey: queryKeys[name](keyParamsOf(asked)),
    queryFn: () => callOf(name)(asked),
  });
}

/** What `useApiQuery` takes beyond the endpoint and its input. */
export type ApiQueryOptions<N extends ReadEndpointName, Data> = Omit<
  UseQueryOptions<AnswerOf<N>, Error, Data, QueryKey<N>>,
  'queryKey' | 'queryFn'
>;

/**
 * A read of the contract from the shared cache, keyed by its endpoint and what it is asked with:
 * the options come right after the name for a read that declares no input.
 *
 * @example
 * const report = useApiQuery('report', { query: { industry, order } });
 * const members = useApiQuery('members');
 * const watches = useApiQuery('watches', { refetchInterval: WATCHES_POLL_MS });
 */
export function useApiQuery<N extends ReadEndpointName, Data = AnswerOf<N>>(
  name: N,
  ...args: [...ReadInput<N>, options?: ApiQueryOptions<N, Data>]
) {
  // Which of the two shapes `args` has is the endpoint table's to say at run time.
  const given: unknown[] = args;
  const [input, options] = (takesInput(name) ? given : [undefined, ...given]) as [
    unknown,
    ApiQueryOptions<N, Data> | undefined,
  ];
  const { queryKey, queryFn } = apiQuery(name, ...([input] as ReadInput<N>));
  return useQuery<AnswerOf<N>, Error, Data, QueryKey<N>>({ ...options, queryKey, queryFn });
}

/** The reads asked with no input whose answer has the shape `A`. */
type ReadsAnswering<A> = {
  [R in ReadsWithoutInput]: A extends AnswerOf<R> ? R : never;
}[ReadsWithoutInput];

/** What `useApiMutation` takes beyond the endpoint. */
export interface ApiMutationOptions<N extends EndpointName> {
  /**
   * Puts the answer in place in the cache before the changed reads are asked again, and answers
   * the keys it updated so (asked again only when next shown: see `updatedInPlace`).
   */
  updateInPlace?: (answer: AnswerOf<N>, input: InputOf<N>) => readonly QueryKey[];
  /**
   * The read the answer is, as the server now has it ('revokeApiToken' answers the tokens
   * left): it goes in place of that read's data.
   */
  answerIs?: ReadsAnswering<AnswerOf<N>>;
}

/**
 * A write of the contract: on success the reads its endpoint's `changes` makes out of date are
 * asked again (or marked, when not on screen). Busy, failure and late answers are the mutation's
 * own: `isPending`, `error`, and `mutate`'s callbacks, which only the latest call runs.
 *
 * @example
 * const deleteIdea = useApiMutation('deleteIdea');
 * deleteIdea.mutate({ params: { id } }, { onError: (error) => fail(error) });
 */
export function useApiMutation<N extends EndpointName>(
  name: N,
  { updateInPlace, answerIs }: ApiMutationOptions<N> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<N>, Error, InputOf<N>>({
    mutationFn: (input) => callOf(name)(input),
    onSuccess: (answer, input) => {
      const updatedInPlace = [...(updateInPlace?.(answer, input) ?? [])];
      if (answerIs !== undefined) {
        // One of the reads `ReadsAnswering` allows: asked with no input, answering this shape.
        const { queryKey } = apiQuery(answerIs as 'members');
        queryClient.setQueryData(queryKey, answer as AnswerOf<'members'>);
        updatedInPlace.push(queryKey);
      }
      const { changes }: Endpoint = endpoints[name];
      if (changes) void invalidateAfter(queryClient, changes, { updatedInPlace });
    },
  });
}

/**
 * Asks a read that takes no input again after it failed, loading as on opening (a refetch would
 * keep the failure on screen until the answer came).
 *
 * @example const retry = useRetryRead('apiTokens');
 */
export function useRetryRead(name: ReadsWithoutInput) {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.resetQueries({ queryKey: apiQuery(name).queryKey, exact: true }),
    [queryClient, name],
  );
}
