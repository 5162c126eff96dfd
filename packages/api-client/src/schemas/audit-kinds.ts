/**
 * The kinds of activity the audit log can be filtered by. Each action the API records belongs to
 * one (`@replica/api-client/audit-actions`); the list lives apart so the schemas and their texts
 * carry the eight names only, not every action.
 */
export const AUDIT_KINDS = [
  'imports',
  'comments',
  'industries',
  'content',
  'scraping',
  'team',
  'integrations',
  'access',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
