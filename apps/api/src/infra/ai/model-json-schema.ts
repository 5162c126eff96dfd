import { z } from 'zod';

// Constraints the providers' structured output does not enforce or rejects outright (Anthropic
// refuses numeric and length bounds; OpenAI's strict mode most of them): the model is told the
// shape and the enums, and the answer is still checked against the full zod schema.
const UNENFORCED = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'pattern',
  'format',
]);

function withoutUnenforced(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnenforced);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNENFORCED.has(key))
      .map(([key, value]) => [key, withoutUnenforced(value)]),
  );
}

const made = new WeakMap<z.ZodType, Record<string, unknown>>();

/**
 * The JSON schema a provider's structured output is given for `schema`: every object closed
 * (`additionalProperties: false`) with all its keys required, as strict modes demand, without the
 * bounds they do not take. Made once per schema.
 */
export function modelJsonSchema(schema: z.ZodType): Record<string, unknown> {
  let json = made.get(schema);
  if (!json) {
    json = withoutUnenforced(z.toJSONSchema(schema)) as Record<string, unknown>;
    made.set(schema, json);
  }
  return json;
}
