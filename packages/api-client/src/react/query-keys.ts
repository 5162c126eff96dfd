// Types only: at run time the keys need nothing of the contract (whose schemas a screen would
// otherwise bundle a second copy of, beside the shared client's).
import type { EndpointName, endpoints } from '../contract';

/** The endpoints a screen reads: every GET of the contract that answers JSON (not the CSVs). */
export type ReadEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { method: 'get'; response: 'csv' }
    ? never
    : (typeof endpoints)[N]['method'] extends 'get'
      ? N
      : never;
}[EndpointName];

/** What a read is asked with (its query and path parameters), as part of its key. */
export type KeyParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** The cache key of one read: the endpoint's name, then what it was asked with. */
export type QueryKey<N extends ReadEndpointName = ReadEndpointName> = readonly [N, KeyParams];

export interface EndpointKeys<N extends ReadEndpointName> {
  /** The key of the read asked with `params`; a key per parameter set keeps answers apart. */
  (params?: KeyParams): QueryKey<N>;
  /** Matches every key of the endpoint, whatever its parameters: what a change invalidates. */
  readonly all: readonly [N];
}

function keysOf<N extends ReadEndpointName>(name: N): EndpointKeys<N> {
  const of = (params: KeyParams = {}): QueryKey<N> => [name, params];
  return Object.assign(of, { all: [name] as const });
}

const made = new Map<string, EndpointKeys<ReadEndpointName>>();

/**
 * One key factory per read endpoint of the contract, derived from its name, so a key is never
 * spelled twice: the hook that reads and the change that invalidates use the same one. The
 * parameters are part of the key, so an answer for another industry or search never lands in
 * the cache of the one on screen.
 *
 * @example
 * const { queryKey } = apiQuery('report', { query: { industry } }); // queryKeys.report({ industry })
 * queryClient.invalidateQueries({ queryKey: queryKeys.report.all });
 */
export const queryKeys = new Proxy({} as { readonly [N in ReadEndpointName]: EndpointKeys<N> }, {
  // The type above lists the names (the contract's reads); each factory is made on first use.
  get(_target, name: string) {
    let keys = made.get(name);
    if (!keys) {
      keys = keysOf(name as ReadEndpointName);
      made.set(name, keys);
    }
    return keys;
  },
});
