import type { AuditKind } from './schemas/audit-kinds';

/**
 * Every action the API records in the audit log (`<area>.<verb>`), with the kind of activity it
 * is. `recordAudit` takes only these, and Equipo's catalogue must word each one in every
 * language, so a new action cannot reach the log without words. A subpath of its own: only the
 * API and Equipo need the list, not every screen's first load.
 */
export const AUDIT_ACTION_KINDS = {
  'comments.add': 'imports',
  'comments.import': 'imports',
  'scraper.import': 'imports',
  'scraper.reimport': 'imports',
  'comments.correct': 'comments',
  'comments.delete': 'comments',
  'industries.create': 'industries',
  'industries.update': 'industries',
  'industries.reclassify': 'industries',
  'industries.merge': 'industries',
  'industries.delete': 'industries',
  'industries.answers': 'content',
  'ideas.generate': 'content',
  'ideas.delete': 'content',
  'scraper.run': 'scraping',
  'scraper.fields': 'scraping',
  'watch.create': 'scraping',
  'watch.update': 'scraping',
  'watch.pause': 'scraping',
  'watch.resume': 'scraping',
  'watch.delete': 'scraping',
  'invitations.create': 'team',
  'invitations.revoke': 'team',
  'invitations.accept': 'team',
  'members.role': 'team',
  'members.remove': 'team',
  'members.reset-link': 'team',
  'workspace.rename': 'team',
  'workspace.settings': 'team',
  'api-tokens.create': 'integrations',
  'api-tokens.revoke': 'integrations',
  'api-token.use': 'integrations',
  'apify-account.connect': 'integrations',
  'apify-account.disconnect': 'integrations',
  'workspace.webhook-token': 'integrations',
  'auth.signup': 'access',
  'auth.signin': 'access',
  'auth.signout': 'access',
  'auth.signout-others': 'access',
  'auth.password': 'access',
} as const satisfies Record<string, AuditKind>;

export type AuditAction = keyof typeof AUDIT_ACTION_KINDS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_KINDS) as AuditAction[];

/** Whether the API records `action`. */
export function isAuditAction(action: string): action is AuditAction {
  return Object.prototype.hasOwnProperty.call(AUDIT_ACTION_KINDS, action);
}

/** The actions of one kind of activity, e.g. `actionsOfKind('imports')`. */
export function actionsOfKind(kind: AuditKind): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => AUDIT_ACTION_KINDS[action] === kind);
}
