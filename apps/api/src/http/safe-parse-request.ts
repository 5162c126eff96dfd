import { z } from 'zod';
import { apiErrorTexts } from './api-errors';

/**
 * `schema.safeParse` that never throws. zod 4.6 runs a string's length checks on any value with a
 * `length` property, and a length that cannot become a number (`{"length": {"toString": 0}}`,
 * valid JSON) makes it throw a TypeError instead of refusing; such input is refused like any
 * other invalid one, with the catalogue's 'Datos inválidos'.
 *
 * @example const parsed = safeParseRequest(bulkCommentsRequestSchema, body, validationMessagesFor(c));
 */
export function safeParseRequest<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  params?: Parameters<Schema['safeParse']>[1],
): z.ZodSafeParseResult<z.output<Schema>> {
  try {
    return schema.safeParse(input, params) as z.ZodSafeParseResult<z.output<Schema>>;
  } catch {
    return {
      success: false,
      error: new z.ZodError([
        { code: 'custom', message: apiErrorTexts.invalid_input.es, path: [], input },
      ]) as z.ZodError<z.output<Schema>>,
    };
  }
}
