import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './common';

export const credentialsSchema = z.object({
  email: z.email('Introduce un correo electrónico válido').trim().toLowerCase().max(254),
  pass: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`)
    .max(256, 'La contraseña admite como máximo 256 caracteres'),
});
export type Credentials = z.infer<typeof credentialsSchema>;

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
