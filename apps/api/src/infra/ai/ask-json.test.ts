import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AiError } from './ai-error';
import { askJson } from './ask-json';
import type { ChatClient, ChatOptions } from './chat-client';

const schema = z.object({ tag: z.enum(['precio', 'otro']), score: z.number().min(0).max(1) });

/** A chat that answers `answers` in turn and keeps what it was asked. */
function scriptedChat(answers: string[]) {
  const asked: Array<{ user: string; options: ChatOptions | undefined }> = [];
  const chat: ChatClient = async (_system, user, options) => {
    asked.push({ user, options });
    const answer = answers[asked.length - 1];
    if (answer === undefined) throw new Error('asked more than scripted');
    return answer;
  };
  return { chat, asked };
}

describe('askJson', () => {
  it('sends the schema, without the bounds providers refuse, and reads the answer', async () => {
    const { chat, asked } = scriptedChat(['{"tag": "precio", "score": 0.5}']);
    expect(await askJson(chat, { system: 's', user: 'u', schema, name: 'prueba' })).toEqual({
      tag: 'precio',
      score: 0.5,
    });
    expect(asked[0]?.options?.jsonSchema).toEqual({
      name: 'prueba',
      schema: {
        type: 'object',
        properties: {
          tag: { type: 'string', enum: ['precio', 'otro'] },
          score: { type: 'number' },
        },
        required: ['tag', 'score'],
        additionalProperties: false,
      },
    });
  });

  it('asks once more, showing the answer and its problem, when it breaks the schema', async () => {
    const { chat, asked } = scriptedChat([
      '{"tag": "dinero", "score": 0.5}',
      '{"tag": "precio", "score": 0.5}',
    ]);
    expect(await askJson(chat, { system: 's', user: 'u', schema, name: 'prueba' })).toMatchObject({
      tag: 'precio',
    });
    expect(asked).toHaveLength(2);
    expect(asked[1]?.user).toContain('<<<{"tag": "dinero", "score": 0.5}>>>');
    expect(asked[1]?.user).toContain('Problema: respuesta fuera del esquema: tag.');
  });

  it('gives up after the one repair, saying what was still wrong', async () => {
    const { chat, asked } = scriptedChat(['no es JSON', '{"tag": "precio", "score": 7}']);
    const failure = await askJson(chat, { system: 's', user: 'u', schema, name: 'prueba' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AiError);
    expect((failure as AiError).message).toBe(
      'respuesta fuera del esquema: score (también tras pedir corrección)',
    );
    expect(asked).toHaveLength(2);
  });

  it('does not ask again when the provider itself failed', async () => {
    let calls = 0;
    const chat: ChatClient = async () => {
      calls += 1;
      throw new AiError('proveedor saturado (HTTP 529, 3 intentos)');
    };
    await expect(askJson(chat, { system: 's', user: 'u', schema, name: 'p' })).rejects.toThrow(
      'proveedor saturado',
    );
    expect(calls).toBe(1);
  });
});
