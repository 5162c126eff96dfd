import { bulkCommentsRequestSchema, industryQuerySchema } from '@replica/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { safeParseRequest } from './safe-parse-request';

describe('safeParseRequest', () => {
  it('refuses a value zod itself throws on, as invalid data', () => {
    const hostile = { industry: { length: { toString: 0 } } };
    expect(() => industryQuerySchema.safeParse(hostile)).toThrow(TypeError);
    const parsed = safeParseRequest(industryQuerySchema, hostile);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ message: 'Datos inválidos', path: [] }),
    ]);
  });

  it('answers as safeParse for everything else', () => {
    expect(safeParseRequest(industryQuerySchema, {}).data).toEqual({ industry: 'sin_clasificar' });
    const refused = safeParseRequest(bulkCommentsRequestSchema, { batchId: 'x' });
    expect(refused.success).toBe(false);
  });
});
