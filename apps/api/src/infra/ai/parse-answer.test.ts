import { describe, expect, it } from 'vitest';
import { modelAnswerSchema } from './parse-answer';
import { readJsonAnswer } from './read-json-answer';
import { goodAnswer } from '../../../test-support/fake-ai-server';

describe('a model answer read against modelAnswerSchema', () => {
  it('reads a plain JSON object and one inside a ```json fence', () => {
    expect(readJsonAnswer(goodAnswer(), modelAnswerSchema).objection_tag).toBe('precio');
    expect(readJsonAnswer('```json\n' + goodAnswer() + '\n```', modelAnswerSchema).emotion).toBe(
      'frustración',
    );
    expect(readJsonAnswer('```\n' + goodAnswer() + '\n```', modelAnswerSchema).sentiment).toBe(
      -0.6,
    );
  });

  it('rejects text that is not JSON', () => {
    expect(() =>
      readJsonAnswer('Claro, aquí tienes: {objection_tag: precio', modelAnswerSchema),
    ).toThrow('el modelo no respondió JSON válido');
  });

  it('rejects a tag or emotion outside the taxonomy, and a sentiment out of range', () => {
    expect(() =>
      readJsonAnswer(goodAnswer({ objection_tag: 'dinero' }), modelAnswerSchema),
    ).toThrow('respuesta fuera del esquema: objection_tag');
    expect(() =>
      readJsonAnswer(goodAnswer({ emotion: 'alegría', sentiment: 2 }), modelAnswerSchema),
    ).toThrow('respuesta fuera del esquema: emotion, sentiment');
    expect(() => readJsonAnswer(goodAnswer({ why3: '' }), modelAnswerSchema)).toThrow(/why3/);
  });
});
