import type { Context } from 'hono';
import type { z } from 'zod';
import { validationFailure } from './api-errors';
import { safeParseRequest } from './safe-parse-request';
import { validationMessagesFor } from './validation-messages';
import { storableRecord } from '../domain/storable-text';

/**
 * Parses a request's query string with one of the api-client's schemas: the typed value, or a
 * 400 with the first validation message. Values are made storable (`storableText`).
 *
 * @example const { industry } = readQuery(c, industryQuerySchema);
 */
export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return parseOrBadRequest(c, schema, storableRecord(c.req.query()));
}

/**
 * Parses a route's path parameters (`delete-comment/:id`) the same way.
 *
 * @example const { id } = readParams(c, idParamSchema);
 */
export function readParams<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return parseOrBadRequest(c, schema, storableRecord(c.req.param()));
}

function parseOrBadRequest<Schema extends z.ZodType>(c: Context, schema: Schema, input: unknown) {
  const parsed = safeParseRequest(schema, input, validationMessagesFor(c));
  if (!parsed.success) throw validationFailure(parsed.error);
  return parsed.data;
}
