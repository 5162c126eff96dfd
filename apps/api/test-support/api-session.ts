import { type ApiClient, createApiClient } from '@replica/api-client';
import { beforeAll } from 'vitest';
import { signUpAndSignIn } from './accounts';
import type { Loopback } from './loopback';

export interface SignedInClient {
  (): ApiClient;
  /** The workspace the client acts in: the new account's own. */
  workspaceId(): number;
  /** Its session, for the raw calls a test makes beside the client (a body no schema allows). */
  sessionId(): string;
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
  let sessionId: string | undefined;
  beforeAll(async () => {
    const session = await signUpAndSignIn(http);
    sessionId = session;
    client = createApiClient({ baseUrl: http.origin, getSessionId: () => session });
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
    sessionId: () => {
      if (sessionId === undefined) throw new Error('the session is made in beforeAll');
      return sessionId;
    },
  });
}
