import { ApiError, answerLanguage, refusedCallError } from './api-error';
import { startErrorMessages } from './start-messages';
import type { ConfirmedAlertRecipient } from './schemas/alerts';
import type { Credentials, SigninResponse } from './schemas/auth';
import type { InvitationDetails } from './schemas/workspaces';
import { API_PREFIX } from './contract/api-prefix';

/**
 * Sign-up and sign-in for the shell's signed-out start, on `fetch` alone: the login form must
 * not wait for zod and ky, which the signed-in screens load with the full client. Same paths,
 * headers and catalogue texts as the client's `signup` and `signin` (a test holds them to the
 * contract); the server checks the body with the shared schemas and answers in the language
 * sent.
 */
export const SIGN_IN_PATHS = {
  signup: '/auth/signup',
  signin: '/auth/signin',
  requestPasswordReset: '/auth/request-password-reset',
  resetPassword: '/auth/reset-password',
  confirmAlertRecipient: '/alert-recipients/confirm',
  invitationDetails: '/invitations/details',
} as const;

interface SignInCallOptions {
  /** Origin the API is served from; `/functions/v1` is appended. */
  baseUrl: string;
  /** The interface language, sent as Accept-Language. */
  language?: string | null;
  fetch?: typeof fetch;
}

function isSigninResponse(body: unknown): body is SigninResponse {
  const candidate = body as SigninResponse | null;
  return typeof candidate?.session_id === 'string' && typeof candidate.user?.email === 'string';
}

async function post(
  options: SignInCallOptions,
  path: string,
  body: unknown,
  fallback: string,
): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.language) headers['accept-language'] = options.language;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(
      `${options.baseUrl.replace(/\/$/, '')}${API_PREFIX}${path}`,
      { method: 'POST', headers, body: JSON.stringify(body) },
    );
  } catch {
    throw new ApiError(fallback, 0);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw refusedCallError(response.status, answer, fallback, answerLanguage(options.language));
  }
  return answer;
}

/**
 * Creates the account: joining `invitation`'s workspace when given, else making its own, named
 * `workspaceName` (the server's default when not given).
 */
export async function signUp(
  options: SignInCallOptions,
  credentials: Credentials & { invitation?: string; workspaceName?: string },
): Promise<void> {
  await post(options, SIGN_IN_PATHS.signup, credentials, startErrorMessages.signup);
}

/** Opens a session; wrong credentials are refused with `signin_invalid`. */
export async function signIn(
  options: SignInCallOptions,
  credentials: Credentials,
): Promise<SigninResponse> {
  const answer = await post(options, SIGN_IN_PATHS.signin, credentials, startErrorMessages.signin);
  if (!isSigninResponse(answer)) throw new ApiError(startErrorMessages.signin, 200);
  return answer;
}

/** Asks for a password reset link; the server answers the same whether the account exists. */
export async function requestPasswordReset(
  options: SignInCallOptions,
  email: string,
): Promise<void> {
  await post(options, SIGN_IN_PATHS.requestPasswordReset, { email }, startErrorMessages.password);
}

/** Sets a new password with a reset link's token. */
export async function resetPassword(
  options: SignInCallOptions,
  request: { token: string; newPassword: string },
): Promise<void> {
  await post(options, SIGN_IN_PATHS.resetPassword, request, startErrorMessages.password);
}

/** Confirms an alert recipient's address with its link's token. */
export async function confirmAlertRecipient(
  options: SignInCallOptions,
  token: string,
): Promise<ConfirmedAlertRecipient> {
  const answer = (await post(
    options,
    SIGN_IN_PATHS.confirmAlertRecipient,
    { token },
    startErrorMessages.alertConfirmation,
  )) as ConfirmedAlertRecipient | null;
  if (typeof answer?.email !== 'string')
    throw new ApiError(startErrorMessages.alertConfirmation, 200);
  return answer;
}

/** What an invitation link offers (its workspace, who invited, the role), before it is used. */
export async function invitationDetails(
  options: SignInCallOptions,
  token: string,
): Promise<InvitationDetails> {
  const answer = (await post(
    options,
    SIGN_IN_PATHS.invitationDetails,
    { token },
    startErrorMessages.invitationDetails,
  )) as InvitationDetails | null;
  if (typeof answer?.workspaceName !== 'string') {
    throw new ApiError(startErrorMessages.invitationDetails, 200);
  }
  return answer;
}
