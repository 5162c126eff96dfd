import * as s from '../../schemas';
import { endpoint } from '../endpoint';
import { RATE_LIMITED } from '../endpoint-docs';

/** Accounts and sessions (`x-session-id`). */
export const authEndpoints = {
  signup: endpoint({
    method: 'post',
    path: '/auth/signup',
    access: 'public',
    body: s.signupRequestSchema,
    status: 201,
    response: s.signupResponseSchema,
    failure: 'signup',
    answersUnauthorized: true,
    docs: {
      tag: 'Auth',
      summary: 'Create an account',
      description:
        'Creates the account and a workspace it owns, named `workspaceName` (by default ' +
        "'Mi espacio', or 'My workspace' when the request prefers English), with the eight " +
        "fixed industries; with an invitation's token it joins that workspace instead. " +
        'Limited per client address.',
      errors: {
        400: ['common_password', 'invitation_invalid'],
        403: ['invitation_other_email'],
        409: ['email_taken'],
        ...RATE_LIMITED,
      },
    },
  }),
  signin: endpoint({
    method: 'post',
    path: '/auth/signin',
    access: 'public',
    body: s.credentialsSchema,
    status: 200,
    response: s.signinResponseSchema,
    failure: 'signin',
    answersUnauthorized: true,
    docs: {
      tag: 'Auth',
      summary: 'Sign in',
      description: 'Answers the session id to send as `x-session-id` on every other call.',
      errors: { 401: ['signin_invalid'], 429: ['too_many_attempts'] },
    },
  }),
  me: endpoint({
    method: 'get',
    path: '/auth/me',
    access: 'read',
    status: 200,
    response: s.meResponseSchema,
    failure: 'auth',
    answersUnauthorized: true,
    docs: { tag: 'Auth', summary: 'The signed-in user' },
  }),
  signout: endpoint({
    method: 'post',
    path: '/auth/signout',
    access: 'public',
    status: 200,
    response: s.signoutResponseSchema,
    failure: 'signout',
    answersUnauthorized: true,
    docs: {
      tag: 'Auth',
      summary: 'Sign out',
      description: 'Ends the session sent, if any; always succeeds.',
    },
  }),
  signoutOthers: endpoint({
    method: 'post',
    path: '/auth/signout-others',
    access: 'read',
    status: 200,
    response: s.signoutOthersResponseSchema,
    failure: 'signout',
    docs: { tag: 'Auth', summary: "End the user's sessions on every other device" },
  }),
  changePassword: endpoint({
    method: 'post',
    path: '/auth/change-password',
    access: 'read',
    body: s.changePasswordRequestSchema,
    status: 200,
    response: s.signoutOthersResponseSchema,
    failure: 'password',
    docs: {
      tag: 'Auth',
      summary: "Change the signed-in user's password",
      description: 'Ends every other session of the account; answers how many.',
      errors: { 400: ['current_password_invalid', 'common_password'] },
    },
  }),
  requestPasswordReset: endpoint({
    method: 'post',
    path: '/auth/request-password-reset',
    access: 'public',
    body: s.requestPasswordResetSchema,
    status: 202,
    response: s.okResponseSchema,
    failure: 'password',
    docs: {
      tag: 'Auth',
      summary: 'Mail a password reset link',
      description:
        'Answers 202 whatever the address. With e-mail on the server, an account gets a ' +
        'single-use link valid one hour (three an hour at most). Limited per client address.',
      errors: RATE_LIMITED,
    },
  }),
  resetPassword: endpoint({
    method: 'post',
    path: '/auth/reset-password',
    access: 'public',
    body: s.resetPasswordRequestSchema,
    status: 200,
    response: s.okResponseSchema,
    failure: 'password',
    docs: {
      tag: 'Auth',
      summary: "Set a new password with a reset link's token",
      description: 'Ends every session of the account; the link and any other of it stop working.',
      errors: { 400: ['reset_invalid', 'common_password'] },
    },
  }),
};
