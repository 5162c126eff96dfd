import { z } from 'zod';

/**
 * The roles of a workspace member, weakest first, and the one matrix of what each may do.
 * The API refuses what the matrix refuses, the screens hide it, and the tests walk it.
 */
export const ROLES = ['viewer', 'analyst', 'admin', 'owner'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Each action and the weakest role allowed it; every stronger role may do it too. */
export const PERMISSIONS = {
  /** Every screen's data, CSV exports, copying content. */
  read: 'viewer',
  /** Typed, uploaded and pasted comments, and importing a finished scraping run. */
  ingest: 'analyst',
  /** Analysis, re-analysis, real-score recalculation and hand corrections. */
  analyse: 'analyst',
  /** Ideas and content packs. */
  generate: 'analyst',
  /** Deleting comments and ideas. */
  delete: 'analyst',
  /** Members and invitations, and the workspace's audit log. */
  manageMembers: 'admin',
  /** Editing industries and reclassifying sources. */
  editIndustries: 'admin',
  /** Starting scraping runs, which Apify bills. */
  scrape: 'admin',
  /** Renaming or deleting the workspace and transferring ownership. */
  manageWorkspace: 'owner',
} as const satisfies Record<string, Role>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether `role` may do `permission`. */
export function can(role: Role, permission: Permission): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(PERMISSIONS[permission]);
}
