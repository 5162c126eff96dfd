import { API_PREFIX } from './contract/api-prefix';
import type { EndpointName } from './contract';
import type { ScreenName } from './screens';

/**
 * Reads a stored session's page asks for first, started by the shell's start as the page loads
 * instead of after the signed-in shell and the screen have been fetched and evaluated (a chain
 * of ~0.5–1 s on a cold cache). The client takes each answer in place of its own request.
 * Paths, not the contract's entries: the start loads no zod (a test holds them to the contract).
 */
export const EARLY_READ_PATHS = {
  me: '/auth/me',
  workspaces: '/workspaces',
  dashboardMetrics: '/dashboard-metrics',
  industriesSummary: '/industries-summary',
} as const satisfies Partial<Record<EndpointName, string>>;

type EarlyRead = keyof typeof EARLY_READ_PATHS;

/** What the signed-in shell reads on every screen (each through its own call). */
const SHELL_READS: readonly EarlyRead[] = ['me', 'workspaces'];

/** What a screen reads as it opens, through the server-state cache. */
const SCREEN_READS = {
  inicio: ['dashboardMetrics', 'industriesSummary'],
} as const satisfies Partial<Record<ScreenName, readonly EarlyRead[]>>;

/** A screen's read that may have been started early. */
export type EarlyScreenRead = (typeof SCREEN_READS)[keyof typeof SCREEN_READS][number];

/** An answer not taken by then is dropped: the screen that wanted it is not the one shown. */
export const EARLY_READ_LIFETIME_MS = 15_000;

interface StartedRead {
  name: EarlyRead;
  sessionId: string;
  language: string | null;
  startedAt: number;
  answer: Promise<Response>;
}

// The start and the signed-in shell are separate builds, each with its own copy of this module:
// the reads are handed over on the page's global object.
const HANDOVER = Symbol.for('replica.early-reads');
type Handover = { [HANDOVER]?: Map<string, StartedRead> };

function startedReads(): Map<string, StartedRead> {
  const page = globalThis as Handover;
  page[HANDOVER] ??= new Map();
  return page[HANDOVER];
}

/**
 * Starts the shell's reads and `screen`'s for the stored session, with the headers the client
 * sends (`x-session-id`, Accept-Language).
 */
export function startEarlyReads(options: {
  origin: string;
  screen: ScreenName;
  sessionId: string;
  language: string | null;
}): void {
  const reads = startedReads();
  const screenReads: readonly EarlyRead[] =
    options.screen in SCREEN_READS ? SCREEN_READS[options.screen as keyof typeof SCREEN_READS] : [];
  for (const name of [...SHELL_READS, ...screenReads]) {
    const url = `${options.origin}${API_PREFIX}${EARLY_READ_PATHS[name]}`;
    const headers: Record<string, string> = { 'x-session-id': options.sessionId };
    if (options.language) headers['accept-language'] = options.language;
    const answer = fetch(url, { headers });
    // Unhandled until taken; whoever takes it sees the failure as its own request's.
    answer.catch(() => undefined);
    reads.set(url, {
      name,
      sessionId: options.sessionId,
      language: options.language,
      startedAt: Date.now(),
      answer,
    });
  }
}

/**
 * The answer started early for this request, taken once: only a GET of the same URL, session and
 * language, within {@link EARLY_READ_LIFETIME_MS}. Any other method drops every early answer,
 * since a change may make them stale.
 */
export function takeEarlyRead(request: Request): Promise<Response> | undefined {
  const reads = startedReads();
  if (request.method !== 'GET') {
    reads.clear();
    return undefined;
  }
  const started = reads.get(request.url);
  if (!started) return undefined;
  reads.delete(request.url);
  const fresh = Date.now() - started.startedAt <= EARLY_READ_LIFETIME_MS;
  const sameAsker =
    started.sessionId === request.headers.get('x-session-id') &&
    started.language === request.headers.get('accept-language');
  return fresh && sameAsker ? started.answer : undefined;
}

/**
 * The screen's reads started early and not taken yet: the server-state cache asks for them as it
 * is made, so the screen's first render finds them answered instead of asking after it.
 */
export function earlyScreenReads(): EarlyScreenRead[] {
  const screenReads: readonly EarlyRead[] = Object.values(SCREEN_READS).flat();
  return [...startedReads().values()]
    .map((started) => started.name)
    .filter((name): name is EarlyScreenRead => screenReads.includes(name));
}

/** `fetch` that answers with an early read when one matches, else asks the network. */
export const fetchTakingEarlyReads: typeof fetch = (input, init) => {
  const early = input instanceof Request ? takeEarlyRead(input) : undefined;
  return early ?? fetch(input, init);
};
