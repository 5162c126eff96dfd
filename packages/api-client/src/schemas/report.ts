import { z } from 'zod';
import { correctionsAgreementSchema } from './corrections';

export const painPointSchema = z.object({
  pain_cluster_label: z.string(),
  frequency: z.number().int().nonnegative(),
  avg_sentiment: z.number().min(-1).max(1),
  avg_real_score: z.number().min(0).max(1),
});

export const objectionShareSchema = z.object({
  objection_tag: z.string(),
  count: z.number().int().nonnegative(),
  percentage: z.number().min(0).max(100),
});

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

export const reportResponseSchema = z.object({
  topPainPoints: z.array(painPointSchema).max(10),
  distribution: z.array(objectionShareSchema),
  fiveWhys: z.array(fiveWhysExampleSchema).max(3),
  correctionsAgreement: correctionsAgreementSchema,
});
export type Report = z.infer<typeof reportResponseSchema>;
