import { signinResponseSchema, signupResponseSchema } from '@replica/api-client/schemas';
import { uniqueEmail } from './fixtures';
import type { Loopback } from './loopback';

export interface Member {
  userId: number;
  email: string;
  sessionId: string;
}

/** Signs a new account up and in through the API: the owner of a new workspace of its own. */
export async function signUpMember(http: Loopback, email = uniqueEmail()): Promise<Member> {
  const credentials = { email, pass: 'secreto123' };
  const signup = await http.call('POST', '/functions/v1/auth/signup', { json: credentials });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const { user } = signupResponseSchema.parse(await signup.json());
  const signin = await http.call('POST', '/functions/v1/auth/signin', { json: credentials });
  const { session_id: sessionId } = signinResponseSchema.parse(await signin.json());
  return { userId: user.id, email, sessionId };
}

/** Signs a new user up and in through the API and returns the session id. */
export async function signUpAndSignIn(http: Loopback, email = uniqueEmail()): Promise<string> {
  return (await signUpMember(http, email)).sessionId;
}
