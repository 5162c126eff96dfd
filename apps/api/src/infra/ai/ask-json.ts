import type { z } from 'zod';
import { AiError } from './ai-error';
import type { ChatClient, ChatOptions } from './chat-client';
import { modelJsonSchema } from './model-json-schema';
import { readJsonAnswer } from './read-json-answer';

export interface JsonQuestion<Schema extends z.ZodType> {
  system: string;
  user: string;
  /** What the answer must be: sent as the provider's structured output, checked on return. */
  schema: Schema;
  /**
   * What to ask the provider for when it is stricter than what is read back: the caller then
   * takes what it can of an answer off the asked shape.
   */
  asked?: z.ZodType;
  /** The schema's name, as OpenAI's `json_schema` wants one. */
  name: string;
  options?: ChatOptions;
}

/** The message that asks once more, showing the model what it answered and what was wrong. */
function repairPrompt(user: string, answer: string, problem: string): string {
  return [
    user,
    '',
    'Tu respuesta anterior (entre las marcas <<< >>>) no sirvió:',
    `<<<${answer.slice(0, 4_000)}>>>`,
    `Problema: ${problem}.`,
    'Responde de nuevo solo con el objeto JSON corregido.',
  ].join('\n');
}

/**
 * Asks for a JSON answer of `schema` with the provider's native structured output, and when the
 * answer still breaks it (a model or server that does not enforce it, a value out of bounds)
 * asks once more with the problem stated before giving up with an AiError.
 */
export async function askJson<Schema extends z.ZodType>(
  chat: ChatClient,
  { system, user, schema, asked = schema, name, options }: JsonQuestion<Schema>,
): Promise<z.infer<Schema>> {
  const withSchema = { ...options, jsonSchema: { name, schema: modelJsonSchema(asked) } };
  const answer = await chat(system, user, withSchema);
  try {
    return readJsonAnswer(answer, schema);
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    const repaired = await chat(system, repairPrompt(user, answer, error.message), withSchema);
    try {
      return readJsonAnswer(repaired, schema);
    } catch (again) {
      if (!(again instanceof AiError)) throw again;
      throw new AiError(`${again.message} (también tras pedir corrección)`);
    }
  }
}
