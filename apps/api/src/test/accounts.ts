import { signinResponseSchema } from '@replica/api-client/schemas';
import { uniqueEmail } from './fixtures';
import type { Loopback } from './loopback';

/** Signs a new user up and in through the API and returns the session id. */
export async function signUpAndSignIn(http: Loopback, email = uniqueEmail()): Promise<string> {
  const credentials = { email, pass: 'secreto123' };
  const signup = await http.call('POST', '/functions/v1/auth/signup', { json: credentials });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const signin = await http.call('POST', '/functions/v1/auth/signin', { json: credentials });
  return signinResponseSchema.parse(await signin.json()).session_id;
}
