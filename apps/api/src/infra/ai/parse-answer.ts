import { z } from 'zod';
import { EMOTIONS, OBJECTION_TAGS } from '../../domain/analysis/taxonomy';
import { AiError } from './ai-error';

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

// Models often wrap JSON in a Markdown fence despite being told not to.
const FENCE = /^```(?:json)?\s*([\s\S]*?)\s*```$/i;

/** Reads the model's text as an analysis, or throws an AiError saying what was wrong. */
export function parseModelAnswer(text: string): ModelAnswer {
  const trimmed = text.trim();
  const json = FENCE.exec(trimmed)?.[1] ?? trimmed;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new AiError('el modelo no respondió JSON válido');
  }
  const parsed = modelAnswerSchema.safeParse(value);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new AiError(`respuesta fuera del esquema: ${fields.join(', ') || 'objeto'}`);
  }
  return parsed.data;
}
