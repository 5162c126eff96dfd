import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../react/query-client';

/**
 * A cache with the app's defaults but no retries, so a test's failed answer shows at once, and
 * no garbage-collection timers left running after a test.
 */
export function freshQueryClient(): QueryClient {
  return createQueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
}

/**
 * Renders `children` with a cache of their own, as the shell's `ServerStateProvider` does for
 * the screens: a fresh one per mount unless the test passes the `client` it wants to look into.
 *
 * @example render(<WithQueryClient><Page /></WithQueryClient>);
 */
export function WithQueryClient({
  client,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  const [own] = useState(() => client ?? freshQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
