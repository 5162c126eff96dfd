import { type ApiClient, createApiClient } from '@replica/api-client';
import { beforeAll } from 'vitest';
import { signUpAndSignIn } from './accounts';
import type { Loopback } from './loopback';

/**
 * The shared api-client, signed in as a new user of the app served on `http`: tests of the data
 * routes go through the same client and schemas the screens use.
 *
 * @example
 * const http = serveOnLoopback(() => createApp({ database: database() }));
 * const api = signedInClient(http);
 * it('...', async () => { await api().addComment({ text: 'Es demasiado caro' }); });
 */
export function signedInClient(http: Loopback): () => ApiClient {
  let client: ApiClient | undefined;
  beforeAll(async () => {
    const sessionId = await signUpAndSignIn(http);
    client = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
  });
  return () => {
    if (!client) throw new Error('the signed-in client is made in beforeAll');
    return client;
  };
}
