import { type ApiClient, createApiClient } from '@replica/api-client';
import { beforeAll } from 'vitest';
import { signUpAndSignIn } from './accounts';
import type { Loopback } from './loopback';

export interface SignedInClient {
  (): ApiClient;
  /** The workspace the client acts in: the new account's own. */
  workspaceId(): number;
}

/**
 * The shared api-client, signed in as a new user of the app served on `http`: tests of the data
 * routes go through the same client and schemas the screens use. Rows a test writes straight
 * into the database go to the client's workspace: `database().forWorkspace(api.workspaceId())`.
 *
 * @example
 * const http = serveOnLoopback(() => createApp({ database: database() }));
 * const api = signedInClient(http);
 * it('...', async () => { await api().addComment({ body: { text: 'Es demasiado caro' } }); });
 */
export function signedInClient(http: Loopback): SignedInClient {
  let client: ApiClient | undefined;
  let workspaceId: number | undefined;
  beforeAll(async () => {
    const sessionId = await signUpAndSignIn(http);
    client = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
    workspaceId = (await client.workspaces()).current;
  });
  const signedIn = () => {
    if (!client) throw new Error('the signed-in client is made in beforeAll');
    return client;
  };
  return Object.assign(signedIn, {
    workspaceId: () => {
      if (workspaceId === undefined) throw new Error('the workspace is known after beforeAll');
      return workspaceId;
    },
  });
}
