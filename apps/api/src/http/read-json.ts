import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { apiMessages } from './messages';
import { safeParseRequest } from './safe-parse-request';
import { validationMessagesFor } from './validation-messages';
import { reviveStorableText } from '../domain/storable-text';

/**
 * Parses a request's JSON body with one of the api-client's schemas: the typed value, or a 400
 * with `JSON inválido` or the first validation message. Every string is made storable first
 * (`storableText`).
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
    throw new HTTPException(400, { message: apiMessages.invalidJson });
  }
  const parsed = safeParseRequest(schema, body, validationMessagesFor(c));
  if (!parsed.success) {
    throw new HTTPException(400, {
      message: parsed.error.issues[0]?.message ?? apiMessages.invalidInput,
    });
  }
  return parsed.data;
}
