import { z } from 'zod';
import { refusal } from './refusal';
import { DEFAULT_INDUSTRY, MAX_INDUSTRY_LENGTH, NOT_BLANK, timestampSchema } from './common';

export const SCRAPER_PLATFORMS = ['youtube', 'tiktok', 'instagram', 'facebook'] as const;
export type ScraperPlatform = (typeof SCRAPER_PLATFORMS)[number];

/**
 * The status of a finished run whose items are none of the mapped actors' and whose actor has no
 * saved field map: it waits for the user to choose which fields hold the comments.
 */
export const RUN_NEEDS_FIELDS = 'NEEDS-FIELDS';

/** The header Apify must send with the webhook secret (set in the webhook's headers template). */
export const APIFY_WEBHOOK_SECRET_HEADER = 'X-Apify-Webhook-Secret';

/** What a scraping run is: the actor or task, its input, and where its comments go. */
export const scraperRunFields = {
  actorId: z.string().trim().max(200).optional(),
  taskId: z.string().trim().max(200).optional(),
  inputJson: z
    .string()
    .max(100_000)
    .meta({
      description:
        "The actor's input: a JSON object as text, or blank for the actor's or task's saved input.",
      contentMediaType: 'application/json',
      contentSchema: { type: 'object' },
    })
    .optional(),
  /**
   * Absent for any other actor: its items are then recognised as one of these, or mapped with
   * the fields saved for the actor, or the run waits for them (RUN_NEEDS_FIELDS).
   */
  platform: z.enum(SCRAPER_PLATFORMS).optional(),
  industry: z
    .string(refusal('industry_required'))
    .trim()
    .min(1, refusal('industry_required'))
    .max(MAX_INDUSTRY_LENGTH, refusal('industry_too_long'))
    .meta(NOT_BLANK),
  urlHint: z.string().trim().max(2_000).optional(),
};

/** A run names an actor or a task. */
export const namesActorOrTask = [
  (body: { actorId?: string | undefined; taskId?: string | undefined }) =>
    Boolean(body.actorId || body.taskId),
  refusal('actor_or_task_required'),
] as const;
/** `namesActorOrTask` in JSON Schema, for the OpenAPI document. */
export const NAMES_ACTOR_OR_TASK = {
  anyOf: [
    { required: ['actorId'], properties: { actorId: NOT_BLANK } },
    { required: ['taskId'], properties: { taskId: NOT_BLANK } },
  ],
};

export const runScraperRequestSchema = z
  .object(scraperRunFields)
  .refine(...namesActorOrTask)
  .meta(NAMES_ACTOR_OR_TASK);
export type RunScraperRequest = z.input<typeof runScraperRequestSchema>;
/**
 * `runId` and `status` come back when the run was still going when the server stopped waiting:
 * the webhook imports it later. `skipped` counts dataset items with no comment text.
 */
export const runScraperResponseSchema = z.object({
  imported: z.number().int().nonnegative(),
  analyzed: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative().optional(),
  runId: z.string().optional(),
  status: z.string().optional(),
});
export type RunScraperResult = z.infer<typeof runScraperResponseSchema>;

const apifyIdSchema = z.string().trim().min(1).max(200).meta(NOT_BLANK);

/**
 * Imports again an Apify run whose import failed part-way (IMPORT-FAILED), or that finished but
 * was never imported: comments already stored are skipped, the rest added. Answers like
 * run-apify-task, with the run's totals.
 */
export const reimportRunRequestSchema = z.object({
  runId: z
    .string(refusal('run_required'))
    .trim()
    .min(1, refusal('run_required'))
    .max(200)
    .meta(NOT_BLANK),
});
export type ReimportRunRequest = z.input<typeof reimportRunRequestSchema>;

/**
 * Apify's default webhook payload (`userId`, `createdAt`, `eventType`, `eventData`, `resource`);
 * unknown fields pass, as the API document says (Apify adds fields to its runs). Every run event
 * names its run in `eventData.actorRunId`; Apify's test button sends `TEST`, which may carry no
 * run at all.
 */
export const apifyWebhookPayloadSchema = z
  .looseObject({
    userId: z.string().optional(),
    createdAt: z.string().optional(),
    eventType: z.string().trim().min(1).max(100).meta(NOT_BLANK),
    eventData: z
      .looseObject({
        actorId: apifyIdSchema.nullish(),
        actorTaskId: apifyIdSchema.nullish(),
        actorRunId: apifyIdSchema.nullish(),
      })
      .nullish(),
    resource: z
      .looseObject({
        id: apifyIdSchema.optional(),
        actId: apifyIdSchema.nullish(),
        actorTaskId: apifyIdSchema.nullish(),
        status: z.string().trim().max(40).optional(),
        defaultDatasetId: apifyIdSchema.nullish(),
      })
      .nullish(),
  })
  .refine(
    (payload) =>
      payload.eventType === 'TEST' ||
      !payload.eventType.startsWith('ACTOR.RUN.') ||
      Boolean(payload.eventData?.actorRunId ?? payload.resource?.id),
    refusal('webhook_run_missing'),
  );
export type ApifyWebhookPayload = z.infer<typeof apifyWebhookPayloadSchema>;

/** `?industry=&platform=` of the webhook URL, for runs this server did not start. */
export const apifyWebhookQuerySchema = z.object({
  /** The workspace's secret token: its runs' comments land in that workspace. */
  token: z
    .string()
    .max(200)
    .optional()
    .meta({ description: "The workspace's webhook token, from its webhook URL." }),
  industry: z
    .string()
    .trim()
    .min(1)
    .max(MAX_INDUSTRY_LENGTH)
    .meta(NOT_BLANK)
    .default(DEFAULT_INDUSTRY)
    .meta({ description: 'The industry of a run this server did not start.' }),
  platform: z
    .enum(SCRAPER_PLATFORMS)
    .optional()
    .meta({ description: 'The platform of a run this server did not start.' }),
});
export const apifyWebhookResponseSchema = z.object({
  received: z.literal(true),
  runId: z.string().optional(),
  status: z.string().optional(),
});

export const scraperRunSchema = z
  .object({
    id: z.number().int(),
    runId: z.string().nullable(),
    actorId: z.string().nullable(),
    taskId: z.string().nullable(),
    platform: z.string().nullable(),
    industry: z.string(),
    /**
     * Apify's run status (READY, RUNNING, SUCCEEDED, FAILED, ABORTED, TIMED-OUT…) until the import
     * starts, then IMPORTING, IMPORTED or IMPORT-FAILED, or NEEDS-FIELDS (`RUN_NEEDS_FIELDS`).
     */
    status: z.string(),
    imported: z.number().int().nonnegative(),
    analyzed: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    error: z.string().nullable(),
    urlHint: z.string().nullable(),
    createdAt: timestampSchema,
    /** When the import ended or the run was seen to fail; null while anything is pending. */
    finishedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'ScraperRun' });
export type ScraperRun = z.infer<typeof scraperRunSchema>;
export const scraperRunsResponseSchema = z.object({ items: z.array(scraperRunSchema) });

/** What the scraping tab shows to configure Apify; never the token or the secret. */
export const scraperConfigResponseSchema = z.object({
  /**
   * The workspace has an Apify account to run on, its own or the server's; without one, runs and
   * watches are refused and the screens say who can connect one.
   */
  apifyConfigured: z.boolean(),
  webhookConfigured: z.boolean(),
  /** `${PUBLIC_URL}/functions/v1/apify-webhook?token=…`; null without PUBLIC_URL. */
  webhookUrl: z.string().nullable(),
  /**
   * The workspace's webhook token, the `?token=` the URL needs when the page builds it; null for
   * a role that may not start runs (a secret: whoever has it can post comments in).
   */
  webhookToken: z.string().nullable(),
  secretHeader: z.literal(APIFY_WEBHOOK_SECRET_HEADER),
  waitSeconds: z.number().int().nonnegative(),
});
export type ScraperConfig = z.infer<typeof scraperConfigResponseSchema>;

/** A workspace's own Apify account as admins see it: never the token itself. */
export const apifyAccountSchema = z.object({
  connected: z.boolean(),
  /** The account's name in Apify. */
  username: z.string().nullable(),
  connectedAt: timestampSchema.nullable(),
  /** The token's last four characters, to tell tokens apart; null when none or unreadable. */
  tokenEnd: z.string().nullable(),
  /** The server can keep a token (it has an encryption key); without one, connecting fails. */
  canConnect: z.boolean(),
  /** The server has an account of its own, which runs use while the workspace connects none. */
  serverAccount: z.boolean(),
});
export type ApifyAccount = z.infer<typeof apifyAccountSchema>;

/** An Apify API token (Apify → Settings → API & Integrations). */
export const connectApifyAccountRequestSchema = z.object({
  token: z
    .string(refusal('apify_token_invalid'))
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,200}$/, refusal('apify_token_invalid')),
});
export type ConnectApifyAccountRequest = z.infer<typeof connectApifyAccountRequestSchema>;
