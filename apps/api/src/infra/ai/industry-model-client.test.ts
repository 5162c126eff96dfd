import { describe, expect, it } from 'vitest';
import { AiError } from './ai-error';
import { industryAnswerSchema, industryNamed, industryUserPrompt } from './industry-model-client';
import { readJsonAnswer } from './read-json-answer';

const parseIndustryAnswer = (text: string) =>
  industryNamed(readJsonAnswer(text, industryAnswerSchema));

describe('an industry answer', () => {
  it('reads an industry, a fenced one, or null', () => {
    expect(parseIndustryAnswer('{"industry": "Credit Restoration"}')).toBe('Credit Restoration');
    expect(parseIndustryAnswer('```json\n{"industry": " Marca Personal "}\n```')).toBe(
      'Marca Personal',
    );
    expect(parseIndustryAnswer('{"industry": null}')).toBeNull();
  });

  it.each(['no sé', '{"industria": "X"}', '{"industry": 3}'])('rejects %s', (text) => {
    expect(() => parseIndustryAnswer(text)).toThrow(AiError);
  });
});

describe('industryUserPrompt', () => {
  it('lists the industries and quotes the comments', () => {
    const prompt = industryUserPrompt('hola', ['A', 'B']);
    expect(prompt).toContain('- A\n- B');
    expect(prompt).toContain('<<<hola>>>');
  });
});
