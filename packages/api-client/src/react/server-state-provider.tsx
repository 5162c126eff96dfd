// The package's own entry: in a federated build, the shared client that took the early reads.
import { earlyScreenReads } from '@replica/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { apiQuery } from './api-hooks';
import { createQueryClient } from './query-client';

/**
 * A new cache that asks at once for the reads the shell's start began for the opening screen:
 * they are answered before the screen's code has loaded, so its first render shows them.
 */
function cacheTakingEarlyReads() {
  const queryClient = createQueryClient();
  for (const name of earlyScreenReads()) void queryClient.prefetchQuery(apiQuery(name));
  return queryClient;
}

/**
 * The one server-state cache of a signed-in session, for every screen under it: the shell wraps
 * the routed screens in it, and the remotes' hooks find it through the shared (singleton)
 * `@tanstack/react-query`. Made when mounted, so signing out (which unmounts it) forgets what
 * the last user saw.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(cacheTakingEarlyReads);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
