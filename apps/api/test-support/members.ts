import type { Role } from '@replica/api-client/roles';
import type { Database } from '../src/db/database';
import { addMember } from '../src/domain/workspaces/create-workspace';
import { type Member, signUpMember } from './accounts';
import type { Loopback } from './loopback';

/**
 * A new account made a member of `workspaceId` with `role`, its session switched there. The
 * membership is written straight into the database: invitations have their own tests.
 */
export async function memberOf(
  http: Loopback,
  database: Database,
  workspaceId: number,
  role: Role,
): Promise<Member> {
  const member = await signUpMember(http);
  await addMember(database.db, { workspaceId, userId: member.userId, role });
  const switched = await http.call('POST', '/functions/v1/workspaces/switch', {
    sessionId: member.sessionId,
    json: { id: workspaceId },
  });
  if (switched.status !== 200) throw new Error(`switching answered ${switched.status}`);
  return member;
}
