/**
 * `@replica/api-client/sign-in`: what the shell's signed-out start needs, without zod, ky or
 * jotai. Not a shared package: the start bundles these few modules, and the signed-in shell
 * reads the session they store through the shared client.
 */
export { ApiError, serverText } from './api-error';
export {
  DEFAULT_WORKSPACE_NAMES,
  MAX_WORKSPACE_NAME_LENGTH,
  MIN_NEW_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './schemas/limits';
export type { ConfirmedAlertRecipient } from './schemas/alerts';
export type { Credentials, User } from './schemas/auth';
export type { InvitationDetails } from './schemas/workspaces';
export { startEarlyReads } from './early-reads';
export { startErrorMessages } from './start-messages';
export {
  SESSION_STORAGE_KEY,
  forgetStoredSession,
  readStoredSessionId,
  rememberSession,
} from './session-storage';
export {
  confirmAlertRecipient,
  invitationDetails,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from './sign-in-calls';
