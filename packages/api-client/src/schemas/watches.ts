import { z } from 'zod';
import { ONE_LINE_NAME, timestampSchema, withoutControlCharacters } from './common';
import {
  NAMES_ACTOR_OR_TASK,
  SCRAPER_PLATFORMS,
  namesActorOrTask,
  scraperRunFields,
} from './scraper';
import { refusal } from './refusal';

/**
 * Watches: a scraping run saved to run again every day or week at a chosen hour of the
 * workspace's time zone. The scheduler imports only the comments not seen before, analyses them
 * and keeps a history of each run.
 */
export const WATCH_FREQUENCIES = ['daily', 'weekly'] as const;
export type WatchFrequency = (typeof WATCH_FREQUENCIES)[number];
export const WATCH_STATES = ['active', 'paused'] as const;
/** Failed runs in a row after which a watch pauses itself. */
export const WATCH_FAILURES_BEFORE_PAUSE = 3;
export const MAX_WATCH_NAME_LENGTH = 120;

const hourSchema = z
  .number(refusal('watch_hour_invalid'))
  .int(refusal('watch_hour_invalid'))
  .min(0, refusal('watch_hour_invalid'))
  .max(23, refusal('watch_hour_invalid'));

/** Creating or editing a watch: the run, and when it repeats. */
export const watchRequestSchema = z
  .object({
    ...scraperRunFields,
    // A watch repeats one of the mapped platforms' actors (any other actor: not yet).
    platform: z.enum(SCRAPER_PLATFORMS),
    name: z
      .string(refusal('watch_name_required'))
      .trim()
      .min(1, refusal('watch_name_required'))
      .max(MAX_WATCH_NAME_LENGTH)
      .refine(withoutControlCharacters, refusal('name_control_characters'))
      .meta(ONE_LINE_NAME),
    frequency: z.enum(WATCH_FREQUENCIES),
    /** ISO weekday, 1 = Monday … 7 = Sunday; only for a weekly watch. */
    weekday: z.number().int().min(1).max(7).nullish(),
    hour: hourSchema,
  })
  .refine(...namesActorOrTask)
  .refine((watch) => watch.frequency === 'daily' || watch.weekday != null, {
    ...refusal('watch_weekday_required'),
    path: ['weekday'],
  })
  .meta({
    allOf: [
      NAMES_ACTOR_OR_TASK,
      // Daily, or a weekday (a weekly watch must name one).
      {
        anyOf: [
          { properties: { frequency: { const: 'daily' } } },
          { required: ['weekday'], properties: { weekday: { type: 'integer' } } },
        ],
      },
    ],
  });
export type WatchRequest = z.input<typeof watchRequestSchema>;

export const watchIdParamSchema = z.object({
  id: z.coerce
    .number(refusal('invalid_id'))
    .int(refusal('invalid_id'))
    .positive(refusal('invalid_id'))
    .max(2_147_483_647, refusal('invalid_id'))
    .meta({ description: "The watch's id." }),
});

export const WATCH_RUN_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** One run of a watch, as its history shows it. */
export const watchRunSchema = z
  .object({
    id: z.number().int(),
    /** The time the schedule set for it (or the moment 'Ejecutar ahora' was pressed). */
    scheduledFor: timestampSchema,
    state: z.enum(WATCH_RUN_STATES),
    imported: z.number().int().nonnegative(),
    analyzed: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    error: z.string().nullable(),
    apifyRunId: z.string().nullable(),
    finishedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'WatchRun' });
export type WatchRun = z.infer<typeof watchRunSchema>;

export const watchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    actorId: z.string().nullable(),
    taskId: z.string().nullable(),
    inputJson: z.string().nullable(),
    platform: z.enum(SCRAPER_PLATFORMS),
    industry: z.string(),
    urlHint: z.string().nullable(),
    frequency: z.enum(WATCH_FREQUENCIES),
    weekday: z.number().int().nullable(),
    hour: z.number().int(),
    state: z.enum(WATCH_STATES),
    /** Why the watch paused itself (three failed runs in a row); null when a person paused it. */
    pausedReason: z.string().nullable(),
    consecutiveFailures: z.number().int().nonnegative(),
    /**
     * Active, but waiting for an Apify account to run on: the workspace has none, its own or the
     * server's, so no run starts until an admin connects one.
     */
    waitingForApify: z.boolean(),
    /** The next run's time; null while paused or waiting for Apify. */
    nextRunAt: timestampSchema.nullable(),
    lastRun: watchRunSchema.nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Watch' });
export type Watch = z.infer<typeof watchSchema>;

/** `GET watches`: every watch, and the time zone their hours are in. */
export const watchesResponseSchema = z.object({
  items: z.array(watchSchema),
  timeZone: z.string(),
});
export type WatchesResponse = z.infer<typeof watchesResponseSchema>;
export const watchRunsResponseSchema = z.object({ items: z.array(watchRunSchema) });
