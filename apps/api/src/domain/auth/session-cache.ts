import type { User } from '@replica/api-client/schemas';
import type { Database, NoticeFeed } from '../../db/database';
import type { CurrentWorkspace } from '../workspaces/current-workspace';

/** The channel db/sql/session-change-notices.sql sends on. */
export const SESSION_CHANGES_CHANNEL = 'replica_session_changes';

// How long an answer is kept at most. Short, so the time limits and the once-a-minute refresh of
// a session's last use are checked by the database often enough; long enough that a screen's
// burst of requests (Inicio asks five things at once) and a busy client look it up once.
export const SESSION_KEPT_MS = 10_000;
// Past this many sessions the oldest answer is dropped first.
const MAX_KEPT = 10_000;

/** What a session resolves to: who asks, and the workspace where they act with their role. */
export interface ResolvedSession {
  user: User;
  workspace: CurrentWorkspace;
}

interface Kept {
  session: ResolvedSession;
  keptUntilMs: number;
}

/**
 * The answers of the session lookup every request makes, kept a few seconds per process. Kept
 * only while the database's notices are heard: every committed change that could change an
 * answer (session-change-notices.sql) makes every process forget them all, and a process that
 * stopped hearing notices keeps nothing. A lookup that started before a change must not keep
 * what it read, so each carries the count of changes seen when it began (`lookupStarted`).
 */
export class SessionCache {
  readonly #kept = new Map<string, Kept>();
  readonly #feed: NoticeFeed;
  #changesSeen = 0;

  constructor(database: Database) {
    this.#feed = database.listen(SESSION_CHANGES_CHANNEL, () => this.forget());
  }

  /** Whether notices are heard, so that answers are kept. */
  get listening(): boolean {
    return this.#feed.live;
  }

  /** The kept answer for this session id, if it is still good at `nowMs`. */
  find(sessionId: string, nowMs: number): ResolvedSession | undefined {
    const kept = this.#kept.get(sessionId);
    if (!kept) return undefined;
    if (this.#feed.live && nowMs < kept.keptUntilMs) return kept.session;
    this.#kept.delete(sessionId);
    return undefined;
  }

  /** Call as a lookup begins; hand the result to `keep`. */
  lookupStarted(): number {
    return this.#changesSeen;
  }

  /**
   * Keeps what a lookup begun at `since` found, until `endsAtMs` at the latest (the session's
   * own end), unless a change came in meanwhile or notices are not heard.
   */
  keep(
    sessionId: string,
    session: ResolvedSession,
    { since, nowMs, endsAtMs }: { since: number; nowMs: number; endsAtMs: number },
  ): void {
    if (since !== this.#changesSeen || !this.#feed.live) return;
    if (this.#kept.size >= MAX_KEPT) this.#kept.delete(this.#kept.keys().next().value as string);
    this.#kept.set(sessionId, {
      session,
      keptUntilMs: Math.min(nowMs + SESSION_KEPT_MS, endsAtMs),
    });
  }

  /** Forgets every answer: something they were read from may have changed. */
  forget(): void {
    this.#changesSeen += 1;
    this.#kept.clear();
  }
}
