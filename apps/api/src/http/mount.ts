import type { Endpoint } from '@replica/api-client/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import { allow } from './permissions';
import { readParams, readQuery } from './read-input';
import { readJson } from './read-json';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a handler receives: the endpoint's path parameters, query and body, already valid. */
export interface EndpointInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** A success body of the endpoint's schema, answered with its status, or a whole response. */
type Answer<E extends Endpoint> =
  (E['response'] extends z.ZodType ? z.input<E['response']> : never) | Response;

export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => Answer<E> | Promise<Answer<E>>;

export interface MountOptions {
  /** Run after the role check and before the input is read (rate limits, a webhook's secret). */
  before?: MiddlewareHandler<AppEnv>[];
}

/**
 * Mounts `handler` at the endpoint's method and path as the contract declares it: the role check
 * first (403 before anything is read), then `before`, then the path parameters, query and body
 * read with the endpoint's schemas (400 with the first refusal), then the handler; a body it
 * returns is answered as JSON with the endpoint's success status.
 *
 * @example mount(routes, endpoints.addComment, async (c, { body }) => ({ inserted: true, commentId: 1 }));
 */
export function mount<E extends Endpoint>(
  routes: Hono<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
  { before = [] }: MountOptions = {},
): void {
  const guards = endpoint.access === 'public' ? [] : [allow(endpoint.access)];
  const answer: MiddlewareHandler<AppEnv> = async (c) => {
    const input = {
      params: endpoint.params ? readParams(c, endpoint.params) : undefined,
      query: endpoint.query ? readQuery(c, endpoint.query) : undefined,
      body: endpoint.body ? await readJson(c, endpoint.body) : undefined,
    } as EndpointInput<E>;
    const result = await handler(c, input);
    if (result instanceof Response) return result;
    return c.json(result, endpoint.status);
  };
  const chain: MiddlewareHandler<AppEnv>[] = [...guards, ...before, answer];
  routes.on(
    endpoint.method.toUpperCase(),
    honoPath(endpoint.path),
    // Never empty: `answer` is always last.
    ...(chain as [MiddlewareHandler<AppEnv>, ...MiddlewareHandler<AppEnv>[]]),
  );
}

/** OpenAPI's `/members/{userId}` as Hono's `/members/:userId`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
