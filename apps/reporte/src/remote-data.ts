import type { UseQueryResult } from '@replica/api-client/react';

export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T; refreshing: boolean };

/**
 * What a card shows of one read of the shared cache: while it is asked again the last data stays
 * on screen (`refreshing`), so recalculating does not blank the report; asking again after a
 * failure shows loading, as the first time.
 */
export function remoteData<T>(query: UseQueryResult<T>): RemoteData<T> {
  if (query.isError && !query.isFetching) return { status: 'error', error: query.error };
  if (query.data === undefined) return { status: 'loading' };
  return { status: 'ready', data: query.data, refreshing: query.isFetching };
}
