/**
 * `@replica/api-client/sign-in`: what the shell's signed-out start needs, without zod, ky or
 * jotai. Not a shared package: the start bundles these few modules, and the signed-in shell
 * reads the session they store through the shared client.
 */
export { ApiError, serverText } from './api-error';
export { MIN_NEW_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './schemas/limits';
export type { ConfirmedAlertRecipient } from './schemas/alerts';
export type { Credentials, User } from './schemas/auth';
export {
  SESSION_STORAGE_KEY,
  forgetStoredSession,
  readStoredSessionId,
  rememberSession,
} from './session-storage';
export {
  confirmAlertRecipient,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from './sign-in-calls';
