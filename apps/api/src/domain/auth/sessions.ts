import type { User } from '@replica/api-client/schemas';
import { and, eq, lte, ne, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from '../secret-tokens';
import { type CurrentWorkspace, actingMembership } from '../workspaces/current-workspace';
import { toUser } from './users';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A session ends 30 days after sign-in, however active it is. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** A session also ends after 7 days without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS;
// Idle time is measured in days: refreshing last_used_at once a minute is precise enough and
// spares a write on almost every request.
const LAST_USED_REFRESH_MS = MINUTE_MS;

/**
 * Starts a session for a user and returns the id the client keeps; only its hash is stored.
 * The user's sessions that have already ended are removed on the way.
 */
export async function startSession(
  db: Db,
  { userId, workspaceId }: { userId: number; workspaceId: number | null },
  now: Date,
): Promise<string> {
  const sessionId = newSecretToken();
  await db.delete(sessions).where(and(eq(sessions.userId, userId), endedSessions(now)));
  await db.insert(sessions).values({
    idHash: hashSecretToken(sessionId),
    userId,
    workspaceId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
  });
  return sessionId;
}

export interface OpenSession {
  user: User;
  /** The workspace the session last chose; null before any, or once it is deleted. */
  workspaceId: number | null;
  /** Where the user acts now (`actingMembership`); null when they belong to no workspace. */
  member: CurrentWorkspace | null;
  /** When the session ends if nothing else happens: its time limit, or idle since its last use. */
  endsAt: Date;
}

/** The session with its user and where they act, by the hash of its id: every request asks it. */
const sessionById = builtOnce((db: Db) => {
  const member = actingMembership(db, sessions.userId, sessions.workspaceId).as('member');
  return db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      workspaceId: sessions.workspaceId,
      memberWorkspaceId: member.id,
      memberWorkspaceName: member.name,
      memberRole: member.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(member, sql`true`)
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('session_by_id');
});

/**
 * The signed-in user for a session id, and where they act, or null when the id is unknown,
 * malformed or ended. One round trip, as every request asks it.
 */
export async function findSession(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<OpenSession | null> {
  if (!isWellFormedSecretToken(sessionId)) return null;
  const idHash = hashSecretToken(sessionId);
  const [found] = await sessionById(db).execute({ idHash });
  if (!found) return null;
  const nowMs = now.getTime();
  if (
    found.expiresAt.getTime() <= nowMs ||
    found.lastUsedAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= nowMs
  ) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  let lastUsedMs = found.lastUsedAt.getTime();
  if (nowMs - lastUsedMs >= LAST_USED_REFRESH_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.idHash, idHash));
    lastUsedMs = nowMs;
  }
  const { memberWorkspaceId, memberWorkspaceName, memberRole } = found;
  return {
    user: toUser(found),
    workspaceId: found.workspaceId,
    member:
      memberWorkspaceId === null || memberWorkspaceName === null || memberRole === null
        ? null
        : { id: memberWorkspaceId, name: memberWorkspaceName, role: memberRole },
    endsAt: new Date(Math.min(found.expiresAt.getTime(), lastUsedMs + SESSION_IDLE_TIMEOUT_MS)),
  };
}

/** Makes a session act in another workspace from its next request on. */
export async function chooseSessionWorkspace(
  db: Db,
  sessionId: string,
  workspaceId: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ workspaceId })
    .where(eq(sessions.idHash, hashSecretToken(sessionId)));
}

/** Ends a session; returns whose it was and where it acted, or null when there was none. */
export async function endSession(
  db: Db,
  sessionId: string,
): Promise<{ userId: number; workspaceId: number | null } | null> {
  if (!isWellFormedSecretToken(sessionId)) return null;
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, hashSecretToken(sessionId)))
    .returning({ userId: sessions.userId, workspaceId: sessions.workspaceId });
  return ended ?? null;
}

/**
 * Ends every session of a user but the one asking (signed in on a lost phone, a shared
 * computer); returns how many ended.
 */
export async function endOtherSessions(
  db: Db,
  userId: number,
  keptSessionId: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, hashSecretToken(keptSessionId))))
    .returning({ userId: sessions.userId });
  return ended.length;
}

function endedSessions(now: Date) {
  return or(
    lte(sessions.expiresAt, now),
    lte(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
  );
}
