import type { ApiToken, ApiTokenRequest, User } from '@replica/api-client/schemas';
import { ROLES, type Role } from '@replica/api-client/roles';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiTokens, memberships, users, workspaces } from '../../db/schema';
import type { CurrentWorkspace } from '../workspaces/current-workspace';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import { toUser } from './users';

/** What every API token starts with: it tells a token from a session id in a bearer header. */
export const API_TOKEN_PREFIX = 'rpl_';

/** Whether a bearer credential is an API token rather than a session id. */
export function isApiToken(credential: string): boolean {
  return credential.startsWith(API_TOKEN_PREFIX);
}

const lower = (a: Role, b: Role): Role => (ROLES.indexOf(a) <= ROLES.indexOf(b) ? a : b);

/** Who a token acts as, where, and with which role. */
export interface TokenHolder {
  token: { id: number; name: string };
  user: User;
  workspace: CurrentWorkspace;
}

/**
 * The holder of a bearer API token: its creator, in its workspace, with the lower of the
 * token's role and the creator's current one; null for an unknown or revoked token, or one
 * whose creator left the workspace. Its last use is recorded.
 */
export async function tokenHolder(db: Db, token: string, now: Date): Promise<TokenHolder | null> {
  const [found] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      tokenRole: apiTokens.role,
      memberRole: memberships.role,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      userId: users.id,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(apiTokens)
    .innerJoin(workspaces, eq(workspaces.id, apiTokens.workspaceId))
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .innerJoin(
      memberships,
      and(
        eq(memberships.workspaceId, apiTokens.workspaceId),
        eq(memberships.userId, apiTokens.createdBy),
      ),
    )
    .where(and(eq(apiTokens.tokenHash, hashSecretToken(token)), isNull(apiTokens.revokedAt)));
  if (!found) return null;
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, found.id));
  return {
    token: { id: found.id, name: found.name },
    user: toUser({ id: found.userId, email: found.email, createdAt: found.createdAt }),
    workspace: {
      id: found.workspaceId,
      name: found.workspaceName,
      role: lower(found.tokenRole, found.memberRole),
    },
  };
}

export type TokenCreation =
  { ok: true; token: ApiToken & { token: string } } | { ok: false; reason: 'role-too-high' };

/** Makes a token of the workspace; its role may not be above its creator's. */
export async function createApiToken(
  db: Db,
  {
    workspaceId,
    creator,
    request,
  }: {
    workspaceId: number;
    creator: { id: number; email: string; role: Role };
    request: ApiTokenRequest;
  },
): Promise<TokenCreation> {
  if (ROLES.indexOf(request.role) > ROLES.indexOf(creator.role)) {
    return { ok: false, reason: 'role-too-high' };
  }
  const token = `${API_TOKEN_PREFIX}${newSecretToken()}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      workspaceId,
      name: request.name,
      role: request.role,
      tokenHash: hashSecretToken(token),
      createdBy: creator.id,
    })
    .returning();
  if (!row) throw new Error('the API token was not stored');
  return { ok: true, token: { ...tokenView(row, creator.email), token } };
}

/** The workspace's live tokens, newest first. */
export async function workspaceApiTokens(db: Db, workspaceId: number): Promise<ApiToken[]> {
  const rows = await db
    .select({ token: apiTokens, email: users.email })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.workspaceId, workspaceId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.id));
  return rows.map(({ token, email }) => tokenView(token, email));
}

/** Revokes a live token of the workspace; false when there is none of that id. */
export async function revokeApiToken(
  db: Db,
  workspaceId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        eq(apiTokens.workspaceId, workspaceId),
        isNull(apiTokens.revokedAt),
      ),
    )
    .returning({ id: apiTokens.id });
  return revoked.length > 0;
}

function tokenView(row: typeof apiTokens.$inferSelect, createdBy: string | null): ApiToken {
  return {
    id: row.id,
    name: row.name,
    role: row.role as ApiToken['role'],
    created_by: createdBy,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
