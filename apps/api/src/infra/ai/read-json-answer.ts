import type { z } from 'zod';
import { AiError } from './ai-error';

// Models often wrap JSON in a Markdown fence despite being told not to.
const FENCE = /^```(?:json)?\s*([\s\S]*?)\s*```$/i;

/**
 * Reads a model's text answer as JSON of `schema`, or throws an AiError saying what was wrong
 * (the fields outside the schema), which callers record as the reason for their fallback.
 */
export function readJsonAnswer<Schema extends z.ZodType>(
  text: string,
  schema: Schema,
): z.infer<Schema> {
  const trimmed = text.trim();
  const json = FENCE.exec(trimmed)?.[1] ?? trimmed;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new AiError('el modelo no respondió JSON válido');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AiError(schemaProblem(parsed.error));
  return parsed.data;
}

/** What an answer got wrong, by the fields outside the schema. */
export function schemaProblem(error: z.ZodError): string {
  const fields = [...new Set(error.issues.map((issue) => issue.path.join('.')))];
  return `respuesta fuera del esquema: ${fields.join(', ') || 'objeto'}`;
}
