import { z } from 'zod';
import { refusal } from './refusal';
import { MAX_PAIN_CLUSTER_LENGTH, bodyIdSchema } from './common';

/** The objection tags of the taxonomy (shared/taxonomy.md), in its order; `otro` is last. */
export const OBJECTION_TAG_VALUES = [
  'precio',
  'confianza',
  'resultados',
  'tiempo',
  'urgencia',
  'necesidad',
  'competencia',
  'autoridad',
  'miedo',
  'complejidad',
  'otro',
] as const;

/** The emotions of the taxonomy. */
export const EMOTION_VALUES = [
  'frustración',
  'miedo',
  'desconfianza',
  'enojo',
  'confusión',
  'tristeza',
  'esperanza',
  'indiferencia',
  'neutral',
] as const;

/** The method stored for a label set by a person; re-analysis keeps it unless forced. */
export const MANUAL_METHOD = 'manual';

/**
 * `POST correct-comment`: a person sets a comment's objection tag, emotion and pain cluster.
 * Fields left out keep their current value; at least one must come.
 */
export const correctCommentRequestSchema = z
  .object({
    comment_id: bodyIdSchema,
    objection_tag: z
      .enum(OBJECTION_TAG_VALUES, {
        error: `La objeción debe ser una de: ${OBJECTION_TAG_VALUES.join(', ')}`,
      })
      .optional(),
    emotion: z
      .enum(EMOTION_VALUES, { error: `La emoción debe ser una de: ${EMOTION_VALUES.join(', ')}` })
      .optional(),
    pain_cluster_label: z
      .string(refusal('pain_cluster_not_text'))
      .trim()
      .min(2, refusal('pain_cluster_too_short'))
      .max(MAX_PAIN_CLUSTER_LENGTH, refusal('pain_cluster_too_long'))
      .optional(),
  })
  .refine(
    (request) =>
      request.objection_tag !== undefined ||
      request.emotion !== undefined ||
      request.pain_cluster_label !== undefined,
    refusal('nothing_to_correct'),
  )
  .meta({
    anyOf: [
      { required: ['objection_tag'] },
      { required: ['emotion'] },
      { required: ['pain_cluster_label'] },
    ],
  });
export type CorrectCommentRequest = z.input<typeof correctCommentRequestSchema>;

/** The comment's labels after the correction, and who made it when. */
export const correctCommentResponseSchema = z.object({
  comment_id: z.number().int(),
  objection_tag: z.string(),
  emotion: z.string().nullable(),
  pain_cluster_label: z.string().nullable(),
  real_score: z.number().min(0).max(1).nullable(),
  method: z.literal(MANUAL_METHOD),
  corrected_by: z.string().nullable(),
  corrected_at: z.string(),
});
export type CorrectCommentResult = z.infer<typeof correctCommentResponseSchema>;

const sharePercent = z.number().min(0).max(100).nullable();

/**
 * How often the rules analyser agrees with the labels people set by hand in one industry, per
 * label, as a percent of the corrected comments; null when there are none.
 */
export const correctionsAgreementSchema = z.object({
  corrections: z.number().int().nonnegative(),
  objection_tag: sharePercent,
  emotion: sharePercent,
  pain_cluster_label: sharePercent,
});
export type CorrectionsAgreement = z.infer<typeof correctionsAgreementSchema>;

export const NO_CORRECTIONS: CorrectionsAgreement = {
  corrections: 0,
  objection_tag: null,
  emotion: null,
  pain_cluster_label: null,
};
