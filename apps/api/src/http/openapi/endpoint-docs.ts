import type { EndpointName } from '@replica/api-client/contract';
import type { ApiErrorCode } from '../api-errors';

/** The groups of the API reference, in its order. */
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

type Tag = (typeof TAGS)[number]['name'];

/** What the reference says of an endpoint beyond its contract. */
export interface EndpointDoc {
  tag: Tag;
  summary: string;
  description?: string;
  /**
   * The refusals particular to this endpoint, by status; the common ones are added to all. At 400
   * only those of the handler's own checks: the input schemas' codes are found in the schemas.
   */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503, ApiErrorCode[]>>;
  /** Other success statuses than the declared one, with what they mean. */
  alsoAnswers?: Partial<Record<200 | 202, string>>;
}

const RATE_LIMITED = { 429: ['rate_limited'] } as const satisfies EndpointDoc['errors'];

/**
 * Every endpoint's reference text: a `Record` over the contract's names, so an endpoint added to
 * the contract without its text does not compile.
 */
export const endpointDocs: Record<EndpointName, EndpointDoc> = {
  signup: {
    tag: 'Auth',
    summary: 'Create an account',
    description:
      'Creates the account and a workspace it owns, with the eight fixed industries. ' +
      'Limited per client address.',
    errors: { 400: ['common_password'], 409: ['email_taken'], ...RATE_LIMITED },
  },
  signin: {
    tag: 'Auth',
    summary: 'Sign in',
    description: 'Answers the session id to send as `x-session-id` on every other call.',
    errors: { 401: ['signin_invalid'], 429: ['too_many_attempts'] },
  },
  me: { tag: 'Auth', summary: 'The signed-in user' },
  signout: {
    tag: 'Auth',
    summary: 'Sign out',
    description: 'Ends the session sent, if any; always succeeds.',
  },
  signoutOthers: { tag: 'Auth', summary: "End the user's sessions on every other device" },
  changePassword: {
    tag: 'Auth',
    summary: "Change the signed-in user's password",
    description: 'Ends every other session of the account; answers how many.',
    errors: { 400: ['current_password_invalid', 'common_password'] },
  },
  requestPasswordReset: {
    tag: 'Auth',
    summary: 'Mail a password reset link',
    description:
      'Answers 202 whatever the address. With e-mail on the server, an account gets a ' +
      'single-use link valid one hour (three an hour at most). Limited per client address.',
    errors: RATE_LIMITED,
  },
  resetPassword: {
    tag: 'Auth',
    summary: "Set a new password with a reset link's token",
    description: 'Ends every session of the account; the link and any other of it stop working.',
    errors: { 400: ['reset_invalid', 'common_password'] },
  },
  acceptInvitation: {
    tag: 'Workspaces',
    summary: 'Accept an invitation',
    description: "Joins the invitation's workspace with its role and acts in it from now on.",
    errors: { 400: ['invitation_invalid'], 403: ['invitation_other_email'] },
  },

  dashboardMetrics: { tag: 'Industries', summary: 'The five counts of the dashboard' },
  industriesSummary: { tag: 'Industries', summary: "Every industry's card figures" },
  industries: { tag: 'Industries', summary: 'The industry names, for selectors' },
  updateIndustry: {
    tag: 'Industries',
    summary: "Edit an industry's clients, years or cities",
    errors: { 400: ['no_changes'], 404: ['industry_not_found'] },
  },
  reclassifyIndustries: {
    tag: 'Industries',
    summary: 'Reclassify unclassified sources',
    description: 'Keyword rules first, then the AI model when one is configured.',
  },

  addComment: { tag: 'Comments', summary: 'Add one comment typed in' },
  importComments: {
    tag: 'Comments',
    summary: 'Import a batch of comments (file or paste)',
    description:
      'At most 1,000 comments a batch. A batch sent again with the same `batchId` is stored once.',
  },
  inbox: {
    tag: 'Comments',
    summary: 'The inbox: comments with their analysis, paged by cursor',
    errors: { 400: ['invalid_cursor'] },
  },
  deleteComment: {
    tag: 'Comments',
    summary: 'Delete a comment',
    errors: { 404: ['comment_not_found'] },
  },
  deleteComments: { tag: 'Comments', summary: 'Delete several comments' },

  analyzeComment: {
    tag: 'Analysis',
    summary: 'Analyse one comment',
    description: 'Hand corrections are kept unless `force` is true.',
    errors: { 404: ['analyze_failed'], ...RATE_LIMITED },
  },
  correctComment: {
    tag: 'Analysis',
    summary: "Correct a comment's labels by hand",
    errors: { 404: ['comment_not_found'] },
  },
  analyzeComments: {
    tag: 'Analysis',
    summary: 'Analyse up to 100 pending comments now',
    description: 'For more, start an `analyse-pending` job.',
    errors: RATE_LIMITED,
  },
  recalcReal: { tag: 'Analysis', summary: "Recalculate an industry's real scores" },

  startJob: {
    tag: 'Jobs',
    summary: 'Start a background job',
    description:
      'A second request for the same kind and industry while one is queued or running answers that job.',
    errors: { 403: ['forbidden'], 404: ['industry_not_found'], 503: ['jobs_unavailable'] },
  },
  jobs: { tag: 'Jobs', summary: 'List jobs, the active ones or those of an industry' },
  job: { tag: 'Jobs', summary: "A job's progress", errors: { 404: ['job_not_found'] } },
  cancelJob: {
    tag: 'Jobs',
    summary: 'Cancel a job',
    errors: { 404: ['job_not_found'], 409: ['job_finished'] },
  },

  report: { tag: 'Reports', summary: "An industry's report: pain points, objections, five whys" },
  reportTrends: { tag: 'Reports', summary: 'Objection tags per week over the last 12 weeks' },
  objectionsOverview: { tag: 'Reports', summary: 'Objection tags per industry' },
  objectionLanguage: {
    tag: 'Reports',
    summary: "The words and phrases of an industry's recent objections",
  },
  exportInboxCsv: { tag: 'Reports', summary: 'The inbox under a filter, as CSV' },
  exportReportCsv: { tag: 'Reports', summary: "An industry's report, as CSV" },

  generateIdeas: {
    tag: 'Content',
    summary: 'Generate ideas (stored) or a content pack (answered)',
    description:
      "`kind: 'ideas'` stores ideas and answers how many; `kind: 'pack'` answers a content pack.",
    errors: { 400: ['ideas_need_industry'], 422: ['no_analysed_comments'], ...RATE_LIMITED },
  },
  templates: { tag: 'Content', summary: "An industry's ideas" },
  deleteIdea: { tag: 'Content', summary: 'Delete an idea', errors: { 404: ['idea_not_found'] } },

  runScraper: {
    tag: 'Scraping',
    summary: 'Run an Apify actor or task and import its comments',
    description:
      'Waits for the run up to the configured time; a run still going is imported by a job.',
    // 502: Apify refused; 503: the server has no APIFY_TOKEN.
    errors: {
      400: ['invalid_run_input'],
      502: ['apify_failed'],
      503: ['apify_failed'],
      ...RATE_LIMITED,
    },
  },
  reimportScraperRun: {
    tag: 'Scraping',
    summary: 'Import a finished run again',
    errors: {
      404: ['run_not_found'],
      409: ['run_importing', 'run_not_reimportable', 'run_needs_fields'],
      502: ['apify_failed'],
      503: ['apify_failed', 'jobs_unavailable'],
      ...RATE_LIMITED,
    },
  },
  apifyWebhook: {
    tag: 'Scraping',
    summary: 'Apify run events (called by Apify)',
    description:
      "Proves itself with the secret header; `token` names the workspace. A finished run's import is queued as a job. " +
      "Only the workspace's own runs are taken: those it started through Réplica, and those of its own Apify account (checked with Apify); any other run is 404 and nothing is stored.",
    errors: {
      401: ['webhook_secret_invalid', 'webhook_token_invalid'],
      404: ['run_not_found'],
      502: ['apify_failed'],
      503: ['webhook_not_configured', 'jobs_unavailable'],
    },
    alsoAnswers: { 200: 'Received; nothing to import.' },
  },
  scraperRuns: { tag: 'Scraping', summary: 'The recent scraping runs' },
  scraperConfig: { tag: 'Scraping', summary: "The server's Apify and webhook set-up" },
  apifyAccount: {
    tag: 'Scraping',
    summary: "The workspace's own Apify account (never its token)",
    description:
      "Without one, the workspace's runs go through the server's account, if it has one (`serverAccount`).",
  },
  connectApifyAccount: {
    tag: 'Scraping',
    summary: "Connect the workspace's own Apify account with its API token",
    description:
      'The token is checked with Apify (`GET /v2/users/me`), stored encrypted and used for every later run, watch and import of the workspace; it replaces any earlier one and is never shown again.',
    errors: {
      400: ['apify_token_refused'],
      502: ['apify_failed'],
      503: ['secrets_key_missing'],
    },
  },
  disconnectApifyAccount: {
    tag: 'Scraping',
    summary: "Forget the workspace's own Apify account",
    description: "Later runs go through the server's account, if it has one.",
  },
  actorFieldMap: {
    tag: 'Scraping',
    summary: "The fields saved for any other actor's items",
    description:
      "`fields` is null when none are saved. `actor` is given as `user/name`, `user~name`, a task or Apify's id.",
  },
  saveActorFieldMap: {
    tag: 'Scraping',
    summary: "Save which fields of an actor's items hold text, author, date and id",
    description:
      'Dotted paths reach nested fields (`user.name`); only `text` is required. Later runs of the actor import with them.',
  },
  previewScraperRun: {
    tag: 'Scraping',
    summary: "A finished run's first items, mapped with the given or saved fields",
    description:
      'Shows the first 5 items, each as its fields, the comment it would become or why it is skipped; `missing` lists chosen fields no item holds. Stores nothing.',
    errors: {
      404: ['run_not_found'],
      409: ['run_not_finished'],
      502: ['apify_failed'],
      ...RATE_LIMITED,
    },
  },

  watches: { tag: 'Watches', summary: 'The watches and the time zone of their hours' },
  createWatch: {
    tag: 'Watches',
    summary: 'Save a scraping run to repeat every day or week',
    errors: { 400: ['invalid_run_input'] },
  },
  updateWatch: {
    tag: 'Watches',
    summary: 'Edit a watch',
    errors: { 400: ['invalid_run_input'], 404: ['watch_not_found'] },
  },
  pauseWatch: { tag: 'Watches', summary: 'Pause a watch', errors: { 404: ['watch_not_found'] } },
  resumeWatch: {
    tag: 'Watches',
    summary: 'Resume a watch, forgiving its failures',
    errors: { 404: ['watch_not_found'] },
  },
  runWatchNow: {
    tag: 'Watches',
    summary: 'Run a watch now, as a job',
    description:
      'Spends the scraping rate limit, as any Apify run; 409 while the watch has a run queued or running.',
    errors: {
      404: ['watch_not_found'],
      409: ['watch_run_active'],
      503: ['jobs_unavailable'],
      ...RATE_LIMITED,
    },
  },
  deleteWatch: {
    tag: 'Watches',
    summary: 'Delete a watch and its history (its comments stay)',
    errors: { 404: ['watch_not_found'] },
  },
  watchRuns: {
    tag: 'Watches',
    summary: "A watch's runs with their counts and errors",
    errors: { 404: ['watch_not_found'] },
  },
  workspaceSettings: {
    tag: 'Workspaces',
    summary: "The workspace's time zone and alert settings",
  },
  updateWorkspaceSettings: {
    tag: 'Workspaces',
    summary: "Change the workspace's time zone and alert settings",
    description:
      "The webhook must be https to a public address (unless the server's operator allows more). " +
      'Each new recipient that is not a member is mailed a confirmation link and receives nothing until it confirms.',
    errors: { 400: ['webhook_https_required', 'webhook_internal_address'] },
  },
  testAlert: {
    tag: 'Workspaces',
    summary: 'Send a test alert to the confirmed recipients and the webhook',
    errors: RATE_LIMITED,
  },
  confirmAlertRecipient: {
    tag: 'Workspaces',
    summary: "Confirm an alert recipient with its link's token (no session needed)",
    errors: { 404: ['confirmation_invalid'] },
  },
  alerts: { tag: 'Workspaces', summary: 'The alerts the workspace was told' },

  workspaces: { tag: 'Workspaces', summary: "The user's workspaces and the current one" },
  switchWorkspace: {
    tag: 'Workspaces',
    summary: 'Act in another workspace',
    errors: { 404: ['workspace_not_found'] },
  },
  renameWorkspace: { tag: 'Workspaces', summary: 'Rename the current workspace' },
  rotateWebhookToken: {
    tag: 'Workspaces',
    summary: "Replace the workspace's Apify webhook token",
  },
  deleteWorkspace: { tag: 'Workspaces', summary: 'Delete the current workspace and its data' },
  members: { tag: 'Workspaces', summary: "The workspace's members" },
  changeMemberRole: {
    tag: 'Workspaces',
    summary: "Change a member's role",
    errors: { 404: ['member_not_found'], 409: ['last_owner'] },
  },
  removeMember: {
    tag: 'Workspaces',
    summary: 'Remove a member, or leave',
    description: 'Anyone may leave; removing someone else needs the `manageMembers` permission.',
    errors: { 403: ['forbidden'], 404: ['member_not_found'], 409: ['last_owner'] },
  },
  apiTokens: {
    tag: 'Workspaces',
    summary: "The workspace's API tokens (never the tokens themselves)",
  },
  createApiToken: {
    tag: 'Workspaces',
    summary: 'Make an API token for an integration, shown once',
    description:
      'Send it as `Authorization: Bearer <token>`: it acts in this workspace as its creator, ' +
      "with the lower of its role and the creator's current one, and every change made with it " +
      'is written in the audit log (`api-token.use`). It cannot sign in, change passwords, ' +
      'switch workspaces or make tokens.',
    errors: { 403: ['api_token_role_too_high'] },
  },
  revokeApiToken: {
    tag: 'Workspaces',
    summary: 'Revoke an API token at once',
    errors: { 404: ['api_token_not_found'] },
  },
  memberResetLink: {
    tag: 'Workspaces',
    summary: 'Make a password reset link for a member, shown once',
    description:
      'For servers without e-mail: only for a member of a lower role whose account belongs ' +
      'to this workspace alone.',
    errors: { 403: ['reset_link_forbidden'], 404: ['member_not_found'] },
  },
  invite: {
    tag: 'Workspaces',
    summary: 'Invite someone by e-mail',
    errors: { 409: ['already_member'] },
  },
  invitations: { tag: 'Workspaces', summary: 'The pending invitations' },
  revokeInvitation: {
    tag: 'Workspaces',
    summary: 'Revoke an invitation',
    errors: { 404: ['invitation_not_found'] },
  },
  auditLog: { tag: 'Workspaces', summary: "The workspace's audit log, paged by cursor" },
};
