import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client';

/**
 * The one server-state cache of a signed-in session, for every screen under it: the shell wraps
 * the routed screens in it, and the remotes' hooks find it through the shared (singleton)
 * `@tanstack/react-query`. Made when mounted, so signing out (which unmounts it) forgets what
 * the last user saw.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
