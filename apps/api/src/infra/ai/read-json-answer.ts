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
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new AiError(`respuesta fuera del esquema: ${fields.join(', ') || 'objeto'}`);
  }
  return parsed.data;
}
