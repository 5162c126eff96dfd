import type { Role } from '@replica/api-client/roles';
import { signinResponseSchema, signupResponseSchema } from '@replica/api-client/schemas';
import type { Database } from '../db/database';
import { addMember } from '../domain/workspaces/create-workspace';
import { uniqueEmail } from './fixtures';
import type { Loopback } from './loopback';

export interface Member {
  userId: number;
  email: string;
  sessionId: string;
}

/** Signs a new account up and in: the owner of a new workspace of its own. */
export async function signUpMember(http: Loopback, email = uniqueEmail()): Promise<Member> {
  const credentials = { email, pass: 'secreto123' };
  const signup = await http.call('POST', '/functions/v1/auth/signup', { json: credentials });
  const { user } = signupResponseSchema.parse(await signup.json());
  const signin = await http.call('POST', '/functions/v1/auth/signin', { json: credentials });
  const { session_id: sessionId } = signinResponseSchema.parse(await signin.json());
  return { userId: user.id, email, sessionId };
}

/**
 * A new account made a member of `workspaceId` with `role`, its session switched there. Until
 * invitations do it through the API, the membership is written straight into the database.
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
