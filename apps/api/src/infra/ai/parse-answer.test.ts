import { describe, expect, it } from 'vitest';
import { parseModelAnswer } from './parse-answer';
import { goodAnswer } from '../../../test-support/fake-ai-server';

describe('parseModelAnswer', () => {
  it('reads a plain JSON object and one inside a ```json fence', () => {
    expect(parseModelAnswer(goodAnswer()).objection_tag).toBe('precio');
    expect(parseModelAnswer('```json\n' + goodAnswer() + '\n```').emotion).toBe('frustración');
    expect(parseModelAnswer('```\n' + goodAnswer() + '\n```').sentiment).toBe(-0.6);
  });

  it('rejects text that is not JSON', () => {
    expect(() => parseModelAnswer('Claro, aquí tienes: {objection_tag: precio')).toThrow(
      'el modelo no respondió JSON válido',
    );
  });

  it('rejects a tag or emotion outside the taxonomy, and a sentiment out of range', () => {
    expect(() => parseModelAnswer(goodAnswer({ objection_tag: 'dinero' }))).toThrow(
      'respuesta fuera del esquema: objection_tag',
    );
    expect(() => parseModelAnswer(goodAnswer({ emotion: 'alegría', sentiment: 2 }))).toThrow(
      'respuesta fuera del esquema: emotion, sentiment',
    );
    expect(() => parseModelAnswer(goodAnswer({ why3: '' }))).toThrow(/why3/);
  });
});
