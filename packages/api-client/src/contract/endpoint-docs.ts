import type { ApiErrorCode } from '../error-texts/catalogue';

/** The groups of the API reference, in its order: one file of `endpoints/` each. */
export const TAGS = [
  { name: 'Auth', description: 'Accounts and sessions (`x-session-id`).' },
  { name: 'Comments', description: 'Typing, importing, reading and deleting comments.' },
  { name: 'Analysis', description: 'Objection tags, pain clusters, real scores, corrections.' },
  { name: 'Jobs', description: 'Long work in the background, with progress.' },
  { name: 'Industries', description: 'The industries of a workspace and their figures.' },
  { name: 'Reports', description: 'Reports, trends, objection language and CSV exports.' },
  { name: 'Content', description: 'Ideas and content packs.' },
  { name: 'Scraping', description: 'Apify runs and the webhook that imports them.' },
  { name: 'Watches', description: 'Scraping runs repeated every day or week, and their history.' },
  {
    name: 'Workspaces',
    description: 'Workspaces, members, invitations, the audit log, time zone and alerts.',
  },
] as const;

export type Tag = (typeof TAGS)[number]['name'];

/** What the API reference says of an endpoint beyond its shapes. */
export interface EndpointDoc {
  readonly tag: Tag;
  readonly summary: string;
  readonly description?: string;
  /**
   * The refusals particular to this endpoint, by status; the common ones are added to all. At 400
   * only those of the handler's own checks: the input schemas' codes are found in the schemas.
   */
  readonly errors?: Partial<
    Record<400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503, readonly ApiErrorCode[]>
  >;
  /** Other success statuses than the declared one, with what they mean. */
  readonly alsoAnswers?: Partial<Record<200 | 202, string>>;
}

/** The refusal of the endpoints limited per user or client address. */
export const RATE_LIMITED = { 429: ['rate_limited'] } as const satisfies EndpointDoc['errors'];
