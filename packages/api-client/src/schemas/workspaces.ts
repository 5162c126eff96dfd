import { z } from 'zod';
import { ROLES, roleSchema } from '../roles';
import { emailSchema } from './auth';
import { NOT_BLANK } from './common';
import { AUDIT_KINDS } from './audit-kinds';
import { refusal } from './refusal';
import { workspaceNameSchema } from './workspace-name';

/** Workspaces, their members, invitations and audit log. */

// Workspaces, accounts and invitations have int4 ids: a larger number names none of them.
const INT4_MAX = 2_147_483_647;
const int4Id = z.coerce
  .number(refusal('invalid_id'))
  .int(refusal('invalid_id'))
  .positive(refusal('invalid_id'))
  .max(INT4_MAX, refusal('invalid_id'));

export const workspaceSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: roleSchema,
  })
  .meta({ id: 'Workspace' });
export type Workspace = z.infer<typeof workspaceSchema>;

/** `GET workspaces`: every workspace the user belongs to, and the one the session acts in. */
export const workspacesResponseSchema = z
  .object({
    items: z.array(workspaceSchema),
    current: z.number().int(),
  })
  .meta({ id: 'Workspaces' });
export type WorkspacesResponse = z.infer<typeof workspacesResponseSchema>;

export const switchWorkspaceRequestSchema = z.object({
  id: z
    .number(refusal('invalid_id'))
    .int(refusal('invalid_id'))
    .positive(refusal('invalid_id'))
    .max(INT4_MAX, refusal('invalid_id')),
});

export const renameWorkspaceRequestSchema = z.object({ name: workspaceNameSchema });

export const memberSchema = z
  .object({
    user_id: z.number().int(),
    email: z.string(),
    role: roleSchema,
    joined_at: z.string(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;
export const membersResponseSchema = z
  .object({ items: z.array(memberSchema) })
  .meta({ id: 'Members' });
export type MembersResponse = z.infer<typeof membersResponseSchema>;

export const memberRoleRequestSchema = z.object({
  role: z.enum(ROLES, refusal('invalid_role')),
});

export const userIdParamSchema = z.object({
  userId: int4Id.meta({ description: "The member's user id (`user_id`)." }),
});
export const invitationIdParamSchema = z.object({
  id: int4Id.meta({ description: "The invitation's id." }),
});

/** Invitations last this long; after it the link joins no one. */
export const INVITATION_TTL_DAYS = 7;

export const invitationRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(ROLES, refusal('invalid_role')),
});
export type InvitationRequest = z.input<typeof invitationRequestSchema>;

/** A new invitation: its link (`#/invitacion?token=…`) is shown once, to be copied. */
export const invitationCreatedSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  url: z.string(),
  expires_at: z.string(),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

export const invitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: roleSchema,
    invited_by: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsResponseSchema = z
  .object({ items: z.array(invitationSchema) })
  .meta({ id: 'Invitations' });

export const acceptInvitationRequestSchema = z.object({
  token: z
    .string(refusal('invitation_token_required'))
    .trim()
    .min(1, refusal('invitation_token_required'))
    .max(200, refusal('invitation_token_required'))
    .meta(NOT_BLANK),
});

/**
 * `POST invitations/details`: what an invitation link offers, told to whoever holds it before
 * they sign up or in: nothing else of the invitation or the workspace.
 */
export const invitationDetailsSchema = z
  .object({
    workspaceName: z.string(),
    invitedBy: z
      .string()
      .nullable()
      .meta({ description: "The inviter's e-mail; null once that account is gone." }),
    role: roleSchema,
  })
  .meta({ id: 'InvitationDetails' });
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** Audit lines per page of Equipo's log. */
export const AUDIT_PAGE_SIZE = 50;

// An action's shape (`members.role`); which actions exist the API checks against its list.
const AUDIT_ACTION_FORMAT = /^[a-z][a-z-]*\.[a-z][a-z-]*$/;

export const auditLogQuerySchema = z.object({
  cursor: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .meta({ description: "The previous page's `nextCursor`; absent for the newest page." }),
  user: int4Id.optional().meta({ description: "Only this user's lines (a `user_id`)." }),
  kind: z
    .enum(AUDIT_KINDS, refusal('invalid_audit_kind'))
    .optional()
    .meta({ description: 'Only lines of this kind of activity.' }),
  action: z
    .string(refusal('invalid_audit_action'))
    .trim()
    .max(80, refusal('invalid_audit_action'))
    .regex(AUDIT_ACTION_FORMAT, refusal('invalid_audit_action'))
    .optional()
    .meta({ description: 'Only lines of this action (`members.role`, …).' }),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z
  .object({
    /** Its first record's id: where it stays in the pages however its counts grow. */
    id: z.number().int(),
    at: z.string(),
    user_id: z.number().int().nullable(),
    email: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entity_ids: z.array(z.string()),
    details: z.record(z.string(), z.unknown()).nullable(),
    records: z
      .number()
      .int()
      .positive()
      .meta({ description: "Records summed: an import's batches" }),
    /** When its last record was written. */
    until: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  /** The `cursor` of the next, older page; null on the last. */
  nextCursor: z.number().int().nullable(),
  /** Every action the log holds, for the filter. */
  actions: z.array(z.string()),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** `POST workspaces/current/webhook-token`: the workspace's new Apify webhook token. */
export const webhookTokenResponseSchema = z.object({ webhookToken: z.string() });
