import { z } from 'zod';
import { industryQuerySchema } from './common';
import { correctionsAgreementSchema } from './corrections';

export const painPointSchema = z
  .object({
    pain_cluster_label: z.string(),
    frequency: z.number().int().nonnegative(),
    avg_sentiment: z.number().min(-1).max(1),
    avg_real_score: z.number().min(0).max(1),
  })
  .meta({ id: 'PainPoint' });

export const objectionShareSchema = z
  .object({
    objection_tag: z.string(),
    count: z.number().int().nonnegative(),
    percentage: z.number().min(0).max(100),
  })
  .meta({ id: 'ObjectionShare' });

export const fiveWhysExampleSchema = z.object({
  comment_id: z.number().int(),
  text: z.string(),
  objection_tag: z.string(),
  emotion: z.string(),
  real_score: z.number().min(0).max(1),
  pain_cluster_label: z.string(),
  why1: z.string(),
  why2: z.string(),
  why3: z.string(),
  why4: z.string(),
  why5: z.string(),
  root_cause: z.string(),
});

/** How Top Pain Points is ordered: the spec's average real score, or how many voice each. */
export const PAIN_POINT_ORDERS = ['score', 'frequency'] as const;
export type PainPointOrder = (typeof PAIN_POINT_ORDERS)[number];

/** `GET report`: the industry, and the order of its pain points (spec's by default). */
export const reportQuerySchema = industryQuerySchema.extend({
  order: z
    .enum(PAIN_POINT_ORDERS)
    .default('score')
    .meta({ description: "The pain points' order: by real score (the default) or by frequency." }),
});

export const reportResponseSchema = z.object({
  topPainPoints: z.array(painPointSchema).max(10),
  distribution: z.array(objectionShareSchema),
  fiveWhys: z.array(fiveWhysExampleSchema).max(3),
  correctionsAgreement: correctionsAgreementSchema,
});
export type Report = z.infer<typeof reportResponseSchema>;
