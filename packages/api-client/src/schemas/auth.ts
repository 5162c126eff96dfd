import { z } from 'zod';
import { NOT_BLANK } from './common';
import { refusal } from './refusal';
import { MIN_NEW_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits';
import { workspaceNameSchema } from './workspace-name';

/**
 * An e-mail address, trimmed and lower-cased before the format check, so ' Ana@Mail.com' is
 * accepted as ana@mail.com; the OpenAPI document states the format (JSON Schema cannot say
 * "after trimming").
 */
export const emailSchema = z
  .string(refusal('invalid_email'))
  .trim()
  .toLowerCase()
  .pipe(z.email(refusal('invalid_email')).max(254))
  .meta({ format: 'email', maxLength: 254 });

/** A password being chosen: longer than a sign-in's (common ones are refused by the server). */
export const newPasswordSchema = z
  .string(refusal('password_required'))
  .min(MIN_NEW_PASSWORD_LENGTH, refusal('new_password_too_short'))
  .max(256, refusal('password_too_long'));

export const credentialsSchema = z.object({
  email: emailSchema,
  pass: z
    .string(refusal('password_required'))
    .min(MIN_PASSWORD_LENGTH, refusal('password_too_short'))
    .max(256, refusal('password_too_long')),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/**
 * Sign-up: the workspace the account makes is named `workspaceName` ('Mi espacio', or 'My
 * workspace' in English, when absent); with the token of an invitation it joins that invitation's
 * workspace instead, and `workspaceName` is not used.
 */
export const signupRequestSchema = credentialsSchema.extend({
  pass: newPasswordSchema,
  invitation: z.string().trim().min(1).max(200).meta(NOT_BLANK).optional(),
  workspaceName: workspaceNameSchema.optional(),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string(refusal('password_required'))
    .min(1, refusal('password_required'))
    .max(256, refusal('password_too_long')),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });

const resetTokenSchema = z
  .string(refusal('reset_token_required'))
  .trim()
  .min(1, refusal('reset_token_required'))
  .max(200, refusal('reset_token_required'))
  .meta(NOT_BLANK);

export const resetPasswordRequestSchema = z.object({
  token: resetTokenSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** A password reset link made for a member (Equipo, or the operator's command): shown once. */
export const resetLinkSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
});
export type ResetLink = z.infer<typeof resetLinkSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const signinResponseSchema = z.object({
  session_id: z.string(),
  user: userSchema,
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

export const signupResponseSchema = z.object({ user: userSchema });
export const meResponseSchema = z.object({ user: userSchema });
export const signoutResponseSchema = z.object({ ok: z.literal(true) });
/** How many of the user's other sessions `signout-others` ended. */
export const signoutOthersResponseSchema = z.object({ ended: z.number().int().nonnegative() });
