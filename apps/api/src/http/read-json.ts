import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiFailure, validationFailure } from './api-errors';
import { safeParseRequest } from './safe-parse-request';
import { validationMessagesFor } from './validation-messages';
import { reviveStorableText } from '../domain/storable-text';

/**
 * Parses a request's JSON body with one of the api-client's schemas: the typed value, or a 400
 * with `JSON inválido` (`invalid_json`) or the first validation message and its code. Every
 * string is made storable first (`storableText`).
 *
 * @example const credentials = await readJson(c, credentialsSchema);
 */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text(), reviveStorableText);
  } catch {
    throw new ApiFailure(400, 'invalid_json');
  }
  const parsed = safeParseRequest(schema, body, validationMessagesFor(c));
  if (!parsed.success) throw validationFailure(parsed.error);
  return parsed.data;
}
