import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { memberships, users } from '../src/db/schema';
import { addMember } from '../src/domain/workspaces/create-workspace';
import type { BenchServer } from './bench-server';

/**
 * Makes the bench's account a member of the workspace `seed:million` filled (the one with the
 * most comments) and moves its session there, so a bench over an already seeded database
 * measures that workspace.
 */
export async function joinSeededWorkspace(database: Database, server: BenchServer) {
  const [seeded] = await database.db
    .execute<{ id: number }>(
      sql`
    select workspace_id as id from comments group by workspace_id order by count(*) desc limit 1`,
    )
    .then((result) => result.rows);
  if (!seeded) throw new Error('the seeded database holds no comments');
  const [account] = await database.db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, server.workspaceId))
    .orderBy(asc(users.id));
  if (!account) throw new Error('the bench account has no workspace');
  await addMember(database.db, { workspaceId: seeded.id, userId: account.id, role: 'viewer' });
  const switched = await fetch(`${server.origin}/functions/v1/workspaces/switch`, {
    method: 'POST',
    headers: { 'x-session-id': server.sessionId, 'content-type': 'application/json' },
    body: JSON.stringify({ id: seeded.id }),
  });
  if (!switched.ok)
    throw new Error(`switching to the seeded workspace answered ${switched.status}`);
}
