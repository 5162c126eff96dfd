import { z } from 'zod';
import { AiError } from './ai-error';
import { type ModelAnswer, modelAnswerSchema } from './parse-answer';
import { NEW_PAIN } from './prompt';
import { readJsonAnswer, schemaProblem } from './read-json-answer';

/** A model's answer for one comment of a request, or what was wrong with it. */
export type CommentAnswer =
  | {
      analysis: ModelAnswer;
      /** The industry's known pain the model said the comment voices. */
      knownPain: string | undefined;
    }
  | { problem: string };

/** What a request must answer: an analysis per comment, by id, naming a known pain or none. */
export function analysesSchema(knownPains: readonly string[]) {
  const analysis = modelAnswerSchema.extend({
    id: z.string(),
    known_pain: z.enum([...new Set([...knownPains, NEW_PAIN])]),
  });
  return z.object({ analyses: z.array(analysis) });
}

const envelope = z.object({ analyses: z.array(z.unknown()) });
const idOf = (item: unknown) => (item as { id?: unknown } | null)?.id;

/**
 * Each comment's answer in a request's text, by id: one item outside the schema, or missing,
 * costs that comment alone. A text that is no answer at all costs every comment.
 */
export function readAnalyses(
  text: string,
  ids: readonly string[],
  knownPains: readonly string[],
): CommentAnswer[] {
  let items: unknown[];
  try {
    items = readJsonAnswer(text, envelope).analyses;
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    return ids.map(() => ({ problem: error.message }));
  }
  const itemSchema = analysesSchema(knownPains).shape.analyses.element;
  const byId = new Map<unknown, unknown>();
  for (const item of items) if (!byId.has(idOf(item))) byId.set(idOf(item), item);
  return ids.map((id) => {
    if (!byId.has(id)) return { problem: 'el modelo no respondió por este comentario' };
    const parsed = itemSchema.safeParse(byId.get(id));
    if (!parsed.success) return { problem: schemaProblem(parsed.error) };
    const { id: _id, known_pain: knownPain, ...analysis } = parsed.data;
    return { analysis, knownPain: knownPain === NEW_PAIN ? undefined : knownPain };
  });
}
