import {
  API_TOKEN_ROLES,
  type ApiToken,
  type Member,
  ROLES,
  type Role,
  can,
} from '@replica/api-client';

/**
 * The roles `actor` may give someone, strongest last: an owner any, an admin any but owner
 * (only an owner makes an owner), anyone else none. The API refuses the rest with a 403.
 */
export function assignableRoles(actor: Role): readonly Role[] {
  if (!can(actor, 'manageMembers')) return [];
  return actor === 'owner' ? ROLES : ROLES.filter((role) => role !== 'owner');
}

/**
 * The roles `actor` may give an API token, weakest first: none above their own (the API refuses
 * those with a 403), never owner (a token never renames nor deletes the workspace), and none to
 * whoever may not manage members.
 */
export function apiTokenRoles(actor: Role): readonly ApiToken['role'][] {
  if (!can(actor, 'manageMembers')) return [];
  return API_TOKEN_ROLES.filter((role) => ROLES.indexOf(role) <= ROLES.indexOf(actor));
}

/**
 * Whether `actor` may change `target`'s role or take them out: admins manage members, only an
 * owner touches an owner, and nobody manages themselves here (they leave instead).
 */
export function canManageMember(actor: { userId: number; role: Role }, target: Member): boolean {
  if (target.user_id === actor.userId || !can(actor.role, 'manageMembers')) return false;
  return target.role !== 'owner' || actor.role === 'owner';
}

/**
 * Whether to offer `actor` a password reset link for `target`: admins and owners, for someone of
 * a lower role (never themselves, then). The API also refuses a member whose account belongs to
 * other workspaces too, which this list does not show; it says so when asked.
 */
export function canMakeResetLink(actor: { userId: number; role: Role }, target: Member): boolean {
  return can(actor.role, 'manageMembers') && ROLES.indexOf(target.role) < ROLES.indexOf(actor.role);
}
