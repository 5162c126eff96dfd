import * as s from '../../schemas';
import { endpoint } from '../endpoint';
import { RATE_LIMITED } from '../endpoint-docs';

/** Apify runs and the webhook that imports them. */
export const scrapingEndpoints = {
  runScraper: endpoint({
    method: 'post',
    path: '/run-apify-task',
    access: 'scrape',
    body: s.runScraperRequestSchema,
    status: 200,
    response: s.runScraperResponseSchema,
    failure: 'scraper',
    // It waits a while for the run and imports it then, when it finishes in time.
    changes: 'commentsImported',
    docs: {
      tag: 'Scraping',
      summary: 'Run an Apify actor or task and import its comments',
      description:
        'Waits for the run up to the configured time; a run still going is imported by a job.',
      // 409: no Apify account to run on (`scraperConfig.apifyConfigured`); 502: Apify refused.
      errors: {
        400: ['invalid_run_input'],
        409: ['apify_not_connected', 'apify_account_unreadable'],
        502: ['apify_failed'],
        ...RATE_LIMITED,
      },
    },
  }),
  reimportScraperRun: endpoint({
    method: 'post',
    path: '/reimport-apify-run',
    access: 'ingest',
    body: s.reimportRunRequestSchema,
    status: 202,
    response: s.runScraperResponseSchema,
    failure: 'scraper',
    changes: 'commentsImported',
    docs: {
      tag: 'Scraping',
      summary: 'Import a finished run again',
      errors: {
        404: ['run_not_found'],
        409: [
          'run_importing',
          'run_not_reimportable',
          'run_needs_fields',
          'apify_not_connected',
          'apify_account_unreadable',
        ],
        502: ['apify_failed'],
        503: ['jobs_unavailable'],
        ...RATE_LIMITED,
      },
    },
  }),
  apifyWebhook: endpoint({
    method: 'post',
    path: '/apify-webhook',
    access: 'public',
    query: s.apifyWebhookQuerySchema,
    body: s.apifyWebhookPayloadSchema,
    status: 202,
    response: s.apifyWebhookResponseSchema,
    failure: 'scraper',
    docs: {
      tag: 'Scraping',
      summary: 'Apify run events (called by Apify)',
      description:
        "Proves itself with the secret header; `token` names the workspace. A finished run's import is queued as a job. " +
        "Only the workspace's own runs are taken: those it started through Réplica, and those of its own Apify account (checked with Apify); any other run is 404 and nothing is stored.",
      errors: {
        401: ['webhook_secret_invalid', 'webhook_token_invalid'],
        404: ['run_not_found'],
        409: ['apify_not_connected', 'apify_account_unreadable'],
        502: ['apify_failed'],
        503: ['webhook_not_configured', 'jobs_unavailable'],
      },
      alsoAnswers: { 200: 'Received; nothing to import.' },
    },
  }),
  scraperRuns: endpoint({
    method: 'get',
    path: '/scraper-runs',
    access: 'read',
    status: 200,
    response: s.scraperRunsResponseSchema,
    failure: 'scraperRuns',
    docs: { tag: 'Scraping', summary: 'The recent scraping runs' },
  }),
  scraperConfig: endpoint({
    method: 'get',
    path: '/scraper-config',
    access: 'read',
    status: 200,
    response: s.scraperConfigResponseSchema,
    failure: 'scraperRuns',
    docs: {
      tag: 'Scraping',
      summary: "The server's Apify and webhook set-up",
      description:
        "`apifyConfigured` is false when the workspace has no Apify account to run on, neither its own nor the server's: runs and watches are refused until an admin connects one.",
    },
  }),
  apifyAccount: endpoint({
    method: 'get',
    path: '/apify-account',
    access: 'scrape',
    status: 200,
    response: s.apifyAccountSchema,
    failure: 'team',
    docs: {
      tag: 'Scraping',
      summary: "The workspace's own Apify account (never its token)",
      description:
        "Without one, the workspace's runs go through the server's account, if it has one (`serverAccount`).",
    },
  }),
  connectApifyAccount: endpoint({
    method: 'post',
    path: '/apify-account',
    access: 'scrape',
    body: s.connectApifyAccountRequestSchema,
    status: 200,
    response: s.apifyAccountSchema,
    failure: 'teamUpdate',
    changes: 'apifyAccountChanged',
    docs: {
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
  }),
  disconnectApifyAccount: endpoint({
    method: 'delete',
    path: '/apify-account',
    access: 'scrape',
    status: 200,
    response: s.apifyAccountSchema,
    failure: 'teamUpdate',
    changes: 'apifyAccountChanged',
    docs: {
      tag: 'Scraping',
      summary: "Forget the workspace's own Apify account",
      description: "Later runs go through the server's account, if it has one.",
    },
  }),
  actorFieldMap: endpoint({
    method: 'get',
    path: '/actor-field-map',
    access: 'read',
    query: s.actorFieldMapQuerySchema,
    status: 200,
    response: s.actorFieldMapResponseSchema,
    failure: 'actorFields',
    docs: {
      tag: 'Scraping',
      summary: "The fields saved for any other actor's items",
      description:
        "`fields` is null when none are saved. `actor` is given as `user/name`, `user~name`, a task or Apify's id.",
    },
  }),
  saveActorFieldMap: endpoint({
    method: 'post',
    path: '/actor-field-map',
    // Choosing what an actor's runs import is part of running it.
    access: 'scrape',
    body: s.saveActorFieldMapRequestSchema,
    status: 200,
    response: s.actorFieldMapResponseSchema,
    failure: 'actorFields',
    docs: {
      tag: 'Scraping',
      summary: "Save which fields of an actor's items hold text, author, date and id",
      description:
        'Dotted paths reach nested fields (`user.name`); only `text` is required. Later runs of the actor import with them.',
    },
  }),
  previewScraperRun: endpoint({
    method: 'post',
    path: '/preview-apify-run',
    access: 'ingest',
    body: s.previewRunRequestSchema,
    status: 200,
    response: s.previewRunResponseSchema,
    failure: 'runPreview',
    docs: {
      tag: 'Scraping',
      summary: "A finished run's first items, mapped with the given or saved fields",
      description:
        'Shows the first 5 items, each as its fields, the comment it would become or why it is skipped; `missing` lists chosen fields no item holds. Stores nothing.',
      errors: {
        404: ['run_not_found'],
        409: ['run_not_finished', 'apify_not_connected', 'apify_account_unreadable'],
        502: ['apify_failed'],
        ...RATE_LIMITED,
      },
    },
  }),
};
