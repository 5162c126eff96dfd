import { z } from 'zod';
import { NOT_BLANK } from './common';
import { refusal } from './refusal';

/**
 * Any Apify actor beyond the four the product maps: the user names which field
 * of its dataset items holds a comment's text, author, date and id, saved per actor and workspace,
 * and previews the first items of a finished run mapped that way before importing it.
 */

/** What a mapped comment is made of; only the text is required. */
export const ACTOR_FIELD_KEYS = ['text', 'author', 'date', 'id'] as const;
export type ActorFieldKey = (typeof ACTOR_FIELD_KEYS)[number];

export const MAX_FIELD_PATH_LENGTH = 200;

/** Field names joined by dots (`user.name`, `images.0.url`): no empty name, no stray spaces. */
const FIELD_PATH = /^[^.\s](?:[^.]*[^.\s])?(?:\.[^.\s](?:[^.]*[^.\s])?)*$/;

const fieldPathSchema = z
  .string(refusal('field_path_invalid'))
  .trim()
  .max(MAX_FIELD_PATH_LENGTH, refusal('field_path_invalid'))
  .regex(FIELD_PATH, refusal('field_path_invalid'));

/** An optional field: null, or an empty choice, means the items do not hold it. */
const optionalFieldPathSchema = z
  .string(refusal('field_path_invalid'))
  .trim()
  .max(MAX_FIELD_PATH_LENGTH, refusal('field_path_invalid'))
  .refine((path) => path === '' || FIELD_PATH.test(path), refusal('field_path_invalid'))
  .nullish()
  .transform((path) => path || null);

/** Which dataset item field holds each part of a comment, as dotted paths. */
export const actorFieldMapSchema = z.object({
  text: z
    .string(refusal('field_text_required'))
    .trim()
    .min(1, refusal('field_text_required'))
    .pipe(fieldPathSchema)
    .meta(NOT_BLANK),
  author: optionalFieldPathSchema,
  date: optionalFieldPathSchema,
  id: optionalFieldPathSchema,
});
export type ActorFieldMap = z.output<typeof actorFieldMapSchema>;
export type ActorFieldMapInput = z.input<typeof actorFieldMapSchema>;

/** An actor as a run names it: `user/name`, `user~name`, a task's name or Apify's own id. */
export const actorNameSchema = z
  .string(refusal('actor_required'))
  .trim()
  .min(1, refusal('actor_required'))
  .max(200)
  .meta(NOT_BLANK);

export const actorFieldMapQuerySchema = z.object({
  actor: actorNameSchema.meta({
    description: "The actor: `user/name`, `user~name`, a task or Apify's id.",
  }),
});

export const saveActorFieldMapRequestSchema = z.object({
  actor: actorNameSchema,
  fields: actorFieldMapSchema,
});
export type SaveActorFieldMapRequest = z.input<typeof saveActorFieldMapRequestSchema>;

/** The actor's saved map; `actor` as stored (`user/name`), `fields` null when none is saved. */
export const actorFieldMapResponseSchema = z.object({
  actor: z.string(),
  fields: actorFieldMapSchema.nullable(),
});
export type ActorFieldMapResponse = z.infer<typeof actorFieldMapResponseSchema>;

/** A finished run's first items, mapped with `fields` or, without them, with the saved map. */
export const previewRunRequestSchema = z.object({
  runId: z
    .string(refusal('run_required'))
    .trim()
    .min(1, refusal('run_required'))
    .max(200)
    .meta(NOT_BLANK),
  fields: actorFieldMapSchema.optional(),
});
export type PreviewRunRequest = z.input<typeof previewRunRequestSchema>;

/** Why an item would not become a comment. */
export const SKIP_REASONS = ['not_an_object', 'no_text', 'text_too_short'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** An item as it would be stored: the platform's id, or the hash the import would give it. */
export const previewCommentSchema = z.object({
  text: z.string(),
  author: z.string().nullable(),
  date: z.string().nullable(),
  id: z.string(),
});

export const previewItemSchema = z.object({
  /** The item's fields as dotted paths, each value as text, long ones cut. */
  values: z.record(z.string(), z.string()),
  /** Null without a map, or for an item that would be skipped. */
  comment: previewCommentSchema.nullable(),
  skipped: z.enum(SKIP_REASONS).nullable(),
});
export type PreviewItem = z.infer<typeof previewItemSchema>;

export const previewRunResponseSchema = z.object({
  runId: z.string(),
  /** The actor the map is saved under; null for a run that names none. */
  actor: z.string().nullable(),
  /** The map saved for the actor, to start the choice from. */
  savedFields: actorFieldMapSchema.nullable(),
  /** The map the items were mapped with: the one asked for, else the saved one. */
  fields: actorFieldMapSchema.nullable(),
  /** Every field path found in the previewed items, in the order they first appear. */
  fieldPaths: z.array(z.string()),
  /** Chosen fields that every previewed item lacks or holds as null: most likely a wrong choice. */
  missing: z.array(z.enum(ACTOR_FIELD_KEYS)),
  items: z.array(previewItemSchema),
});
export type RunPreview = z.infer<typeof previewRunResponseSchema>;
