import { z } from 'zod';
import { ONE_LINE_NAME, withoutControlCharacters } from './common';
import { refusal } from './refusal';

/** The roles a workspace API token may act with: any below owner. */
export const API_TOKEN_ROLES = ['viewer', 'analyst', 'admin'] as const;
export const MAX_API_TOKEN_NAME_LENGTH = 80;

export const apiTokenRequestSchema = z.object({
  name: z
    .string(refusal('api_token_name_required'))
    .trim()
    .min(1, refusal('api_token_name_required'))
    .max(MAX_API_TOKEN_NAME_LENGTH, refusal('api_token_name_required'))
    .refine(withoutControlCharacters, refusal('name_control_characters'))
    .meta(ONE_LINE_NAME),
  role: z.enum(API_TOKEN_ROLES, refusal('api_token_role_invalid')),
});
export type ApiTokenRequest = z.infer<typeof apiTokenRequestSchema>;

/** A workspace API token as Equipo lists it: never the token itself. */
export const apiTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(API_TOKEN_ROLES),
    /** Who made it: the token acts as them, never above their current role. */
    created_by: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokensResponseSchema = z
  .object({ items: z.array(apiTokenSchema) })
  .meta({ id: 'ApiTokens' });

/** A new token: `token` is shown this once (send it as `Authorization: Bearer <token>`). */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const apiTokenIdParamSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .meta({ description: "The token's id (not the token itself)." }),
});
