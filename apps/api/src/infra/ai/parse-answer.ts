import { z } from 'zod';
import { EMOTIONS, OBJECTION_TAGS } from '../../domain/rules-engine/taxonomy';

const sentence = z.string().trim().min(1).max(1_000);

/** What the model must answer: everything of an analysis but real_score and method. */
export const modelAnswerSchema = z.object({
  objection_tag: z.enum(OBJECTION_TAGS),
  emotion: z.enum(EMOTIONS),
  sentiment: z.number().min(-1).max(1),
  pain_cluster_label: z.string().trim().min(1).max(80),
  why1: sentence,
  why2: sentence,
  why3: sentence,
  why4: sentence,
  why5: sentence,
  root_cause: sentence,
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;
