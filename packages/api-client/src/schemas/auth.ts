import { z } from 'zod';
import { validationTexts } from './validation-texts';
import { MIN_PASSWORD_LENGTH } from './common';

export const credentialsSchema = z.object({
  // Trimmed and lower-cased before the format check, so ' Ana@Mail.com' is accepted as ana@mail.com.
  email: z
    .string(validationTexts.invalid_email)
    .trim()
    .toLowerCase()
    .pipe(z.email(validationTexts.invalid_email).max(254)),
  pass: z
    .string(validationTexts.password_required)
    .min(MIN_PASSWORD_LENGTH, validationTexts.password_too_short)
    .max(256, validationTexts.password_too_long),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** Sign-up, with the token of an invitation to join its workspace instead of making one. */
export const signupRequestSchema = credentialsSchema.extend({
  invitation: z.string().trim().min(1).max(200).optional(),
});
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
