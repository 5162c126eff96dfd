import { z } from 'zod';
import { roleSchema } from '../roles';
import { validationTexts } from './validation-texts';

/** Issue 20: workspaces, their members, invitations and audit log. */

export const MAX_WORKSPACE_NAME_LENGTH = 80;

export const workspaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: roleSchema,
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** `GET workspaces`: every workspace the user belongs to, and the one the session acts in. */
export const workspacesResponseSchema = z.object({
  items: z.array(workspaceSchema),
  current: z.number().int(),
});
export type WorkspacesResponse = z.infer<typeof workspacesResponseSchema>;

export const switchWorkspaceRequestSchema = z.object({
  id: z
    .number(validationTexts.invalidId)
    .int(validationTexts.invalidId)
    .positive(validationTexts.invalidId),
});

export const renameWorkspaceRequestSchema = z.object({
  name: z
    .string(validationTexts.workspaceNameRequired)
    .trim()
    .min(1, validationTexts.workspaceNameRequired)
    .max(MAX_WORKSPACE_NAME_LENGTH, validationTexts.workspaceNameTooLong),
});
