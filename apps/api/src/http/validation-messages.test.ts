import { bulkCommentsRequestSchema, manualCommentRequestSchema } from '@replica/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spanishValidationMessages } from './validation-messages';

z.config(spanishValidationMessages);

const firstMessage = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('spanishValidationMessages', () => {
  it('names the field a generic message is about', () => {
    const batch = { batchId: 'lote-0001', kind: 'file', comments: [{ text: 'Caro' }, { text: 5 }] };
    expect(firstMessage(bulkCommentsRequestSchema, batch)).toBe(
      'Campo «comments[1].text»: Entrada inválida: se esperaba texto, recibido número',
    );
  });

  it('leaves a message about the whole body, and a schema’s own message, as written', () => {
    expect(firstMessage(manualCommentRequestSchema, [1])).toBe(
      'Entrada inválida: se esperaba objeto, recibido arreglo',
    );
    expect(firstMessage(manualCommentRequestSchema, { text: ' ' })).toBe('El texto es requerido');
  });
});
