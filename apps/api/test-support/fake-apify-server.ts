import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Apify's API v2 on a free loopback port, for tests. It speaks Apify's wire
 * format: runs wrapped in `{"data": …}`, errors as `{"error": {"type", "message"}}`, bearer-token
 * auth, `waitForFinish` held up to 60 s, dataset items paged with `offset`/`limit` and the
 * `X-Apify-Pagination-*` headers, ad-hoc webhooks (`POST /v2/webhooks`) that it calls, with
 * their headers and the default payload, when their run ends, and accounts (`GET /v2/users/me`):
 * a run and its dataset are seen only with the token of the account that started it.
 */

/** How a fake actor (or task) behaves when run. */
export interface FakeActor {
  /** The dataset items a run produces, from the input it was given. */
  items: (input: Record<string, unknown>) => unknown[];
  /** Milliseconds from start to finish; `'manual'` leaves it RUNNING until `finishRun`. */
  durationMs?: number | 'manual';
  /** How the run ends; SUCCEEDED by default. */
  finalStatus?: 'SUCCEEDED' | 'FAILED' | 'ABORTED' | 'TIMED-OUT';
  /** Runs after the run exists and before its creator hears of it, as a webhook can. */
  onStart?: (runId: string) => Promise<void>;
  /** Runs when someone asks how the run is going, before the answer. */
  onPoll?: (runId: string) => void;
}

export interface RecordedApifyRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

interface FakeAccount {
  id: string;
  username: string;
}

interface FakeRun {
  id: string;
  /** The account that started it. */
  account: FakeAccount;
  actorKey: string;
  actId: string;
  actorTaskId: string | null;
  status: string;
  defaultDatasetId: string;
  startedAt: string;
  finishedAt: string | null;
  items: unknown[];
  finished: Promise<void>;
  finish: (status: string) => void;
}

export interface FakeApifyServer {
  /** What `APIFY_BASE_URL` would be. */
  readonly baseUrl: string;
  /** The token of the first account, `fake-user`. */
  readonly token: string;
  readonly requests: RecordedApifyRequest[];
  /** Opens another account (a workspace's own); answers its token. */
  addAccount(username: string): string;
  /** Registers an actor (`user~name` or `user/name`) or, with `task: true`, a task. */
  addActor(id: string, actor: FakeActor, options?: { task?: boolean }): void;
  /** Ends a run now, with `status` (SUCCEEDED by default). */
  finishRun(runId: string, status?: string): void;
  /** Makes every following request answer `status` with an Apify error body; null stops it. */
  failWith(failure: { status: number; type: string; message: string } | null): void;
  /**
   * Makes reads of any dataset's items from `offset` on answer 500, as a storage outage in the
   * middle of an import would; the pages before it still answer. null stops it.
   */
  failDatasetItemsFrom(offset: number | null): void;
  /** Apify's default webhook payload for a run and an event, as Apify would POST it. */
  webhookPayload(runId: string, eventType: string): Record<string, unknown>;
  /** Settles once every ad-hoc webhook call made so far has been answered. */
  webhookDeliveries(): Promise<void>;
  close(): Promise<void>;
}

const MAX_WAIT_FOR_FINISH_S = 60;

const apifyId = () => randomBytes(9).toString('base64url').slice(0, 17);
const normaliseId = (id: string) => decodeURIComponent(id).replace('/', '~');

/** Where the fake listens and the token it accepts; a free port and a random token by default. */
export interface FakeApifyOptions {
  port?: number;
  token?: string;
}

export async function startFakeApifyServer(
  options: FakeApifyOptions = {},
): Promise<FakeApifyServer> {
  const token = options.token ?? `apify_api_${randomBytes(12).toString('hex')}`;
  const accounts = new Map<string, FakeAccount>([
    [token, { id: 'fakeUser1234567', username: 'fake-user' }],
  ]);
  const actors = new Map<string, FakeActor & { task: boolean; internalId: string }>();
  const runs = new Map<string, FakeRun>();
  const datasets = new Map<string, FakeRun>();
  const requests: RecordedApifyRequest[] = [];
  let failure: { status: number; type: string; message: string } | null = null;
  let failItemsFrom: number | null = null;
  const webhooks: Array<{
    runId: string;
    eventTypes: string[];
    requestUrl: string;
    headers: Record<string, string>;
  }> = [];
  const deliveries: Promise<unknown>[] = [];

  const send = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  };
  const sendError = (response: ServerResponse, status: number, type: string, message: string) =>
    send(response, status, { error: { type, message } });

  const runView = (run: FakeRun) => ({
    id: run.id,
    actId: run.actId,
    actorTaskId: run.actorTaskId,
    userId: run.account.id,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    status: run.status,
    statusMessage: run.status === 'SUCCEEDED' ? 'Finished!' : null,
    buildId: 'fakeBuild',
    exitCode: run.finishedAt ? 0 : null,
    defaultKeyValueStoreId: `kv-${run.id}`,
    defaultDatasetId: run.defaultDatasetId,
    defaultRequestQueueId: `rq-${run.id}`,
    meta: { origin: 'API' },
  });

  const payloadOf = (run: FakeRun, eventType: string) => ({
    userId: run.account.id,
    createdAt: new Date().toISOString(),
    eventType,
    eventData: { actorId: run.actId, actorTaskId: run.actorTaskId, actorRunId: run.id },
    resource: runView(run),
  });

  // Like Apify, POSTs the default payload to every ad-hoc webhook of a run that just ended.
  const dispatch = (run: FakeRun) => {
    const eventType = `ACTOR.RUN.${run.status.replace('-', '_')}`;
    for (const webhook of webhooks) {
      if (webhook.runId !== run.id || !webhook.eventTypes.includes(eventType)) continue;
      deliveries.push(
        fetch(webhook.requestUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...webhook.headers },
          body: JSON.stringify(payloadOf(run, eventType)),
        }).catch(() => undefined),
      );
    }
  };

  const createRun = (account: FakeAccount, actorKey: string, input: Record<string, unknown>) => {
    const actor = actors.get(actorKey)!;
    let finish: (status: string) => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = (status: string) => {
        if (run.finishedAt) return;
        run.status = status;
        run.finishedAt = new Date().toISOString();
        resolve();
        dispatch(run);
      };
    });
    const run: FakeRun = {
      id: apifyId(),
      account,
      actorKey,
      actId: actor.task ? 'fakeActorOfTask' : actor.internalId,
      actorTaskId: actor.task ? actor.internalId : null,
      status: 'RUNNING',
      defaultDatasetId: apifyId(),
      startedAt: new Date().toISOString(),
      finishedAt: null,
      items: actor.items(input),
      finished,
      finish: (status) => finish(status),
    };
    runs.set(run.id, run);
    datasets.set(run.defaultDatasetId, run);
    const duration = actor.durationMs ?? 0;
    if (duration !== 'manual') {
      setTimeout(() => run.finish(actor.finalStatus ?? 'SUCCEEDED'), duration).unref();
    }
    return run;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return sendError(response, 400, 'invalid-body', 'Request body is not valid JSON');
    }
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.authorization,
      body,
    });
    if (failure) return sendError(response, failure.status, failure.type, failure.message);
    const account = accounts.get(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
    if (!account) {
      return sendError(response, 401, 'token-not-valid', 'Authentication token is not valid.');
    }
    // Another account's run or dataset does not exist for this one.
    const ownRun = (run: FakeRun | undefined) => (run?.account === account ? run : undefined);

    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'v2') return sendError(response, 404, 'page-not-found', 'Page not found');
    const [, collection, id, sub] = parts;

    if (request.method === 'GET' && collection === 'users' && id === 'me' && !sub) {
      return send(response, 200, {
        data: { ...account, email: `${account.username}@example.com` },
      });
    }

    if (request.method === 'POST' && sub === 'runs' && id) {
      const key = `${collection === 'actor-tasks' ? 'task' : 'actor'}:${normaliseId(id)}`;
      if (collection !== 'acts' && collection !== 'actor-tasks') {
        return sendError(response, 404, 'page-not-found', 'Page not found');
      }
      if (!actors.has(key)) {
        const what = collection === 'acts' ? 'Actor' : 'Actor task';
        return sendError(response, 404, 'record-not-found', `${what} was not found`);
      }
      const input = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const run = createRun(account, key, input);
      await actors.get(key)?.onStart?.(run.id);
      return send(response, 201, { data: runView(run) });
    }

    if (request.method === 'POST' && collection === 'webhooks' && !id) {
      const definition = body as {
        isAdHoc?: boolean;
        eventTypes?: string[];
        condition?: { actorRunId?: string };
        requestUrl?: string;
        headersTemplate?: string;
      };
      const runId = definition.condition?.actorRunId;
      if (!definition.isAdHoc || !runId || !ownRun(runs.get(runId)) || !definition.requestUrl) {
        return sendError(response, 400, 'invalid-input', 'Invalid webhook definition');
      }
      webhooks.push({
        runId,
        eventTypes: definition.eventTypes ?? [],
        requestUrl: definition.requestUrl,
        headers: JSON.parse(definition.headersTemplate ?? '{}') as Record<string, string>,
      });
      return send(response, 201, { data: { id: apifyId(), isAdHoc: true, ...definition } });
    }

    if (request.method === 'GET' && collection === 'actor-runs' && id && !sub) {
      const run = ownRun(runs.get(id));
      if (!run) return sendError(response, 404, 'record-not-found', 'Actor run was not found');
      actors.get(run.actorKey)?.onPoll?.(run.id);
      const wait = Math.min(MAX_WAIT_FOR_FINISH_S, Number(url.searchParams.get('waitForFinish')));
      if (wait > 0 && !run.finishedAt) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          run.finished,
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, wait * 1000);
          }),
        ]);
        clearTimeout(timer);
      }
      return send(response, 200, { data: runView(run) });
    }

    if (request.method === 'GET' && collection === 'datasets' && id && sub === 'items') {
      const run = ownRun(datasets.get(id));
      if (!run) return sendError(response, 404, 'record-not-found', 'Dataset was not found');
      const offset = Number(url.searchParams.get('offset') ?? 0);
      if (failItemsFrom !== null && offset >= failItemsFrom) {
        return sendError(response, 500, 'internal-error', 'Dataset storage is not responding');
      }
      const limit = Number(url.searchParams.get('limit') ?? run.items.length);
      const page = run.items.slice(offset, offset + limit);
      return send(response, 200, page, {
        'x-apify-pagination-total': String(run.items.length),
        'x-apify-pagination-offset': String(offset),
        'x-apify-pagination-limit': String(limit),
        'x-apify-pagination-count': String(page.length),
      });
    }

    return sendError(response, 404, 'page-not-found', 'Page not found');
  };

  const server = createServer((request, response) => void handle(request, response));
  // A client that pauses between calls must not meet Node's 5 s keep-alive closing the idle
  // connection just as it reuses it: the call would fail with ECONNRESET, which Apify never does.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    requests,
    addAccount(username) {
      const accountToken = `apify_api_${randomBytes(12).toString('hex')}`;
      accounts.set(accountToken, { id: apifyId(), username });
      return accountToken;
    },
    addActor(id, actor, options = {}) {
      const task = options.task ?? false;
      actors.set(`${task ? 'task' : 'actor'}:${normaliseId(id)}`, {
        ...actor,
        task,
        internalId: apifyId(),
      });
    },
    finishRun(runId, status = 'SUCCEEDED') {
      const run = runs.get(runId);
      if (!run) throw new Error(`no fake run ${runId}`);
      run.finish(status);
    },
    failWith(next) {
      failure = next;
    },
    failDatasetItemsFrom(offset) {
      failItemsFrom = offset;
    },
    webhookPayload(runId, eventType) {
      const run = runs.get(runId);
      if (!run) throw new Error(`no fake run ${runId}`);
      return payloadOf(run, eventType);
    },
    webhookDeliveries: () => Promise.all(deliveries).then(() => undefined),
    close: () =>
      new Promise<void>((resolve) => {
        // Held waitForFinish requests keep their sockets open; closing them lets the server stop.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
