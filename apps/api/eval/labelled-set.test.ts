import { describe, expect, it } from 'vitest';
import { conventionalEmotion } from './labelled-set';

describe('conventionalEmotion', () => {
  it('reads a calm deferral labelled neutral as indifference', () => {
    for (const tag of ['urgencia', 'necesidad', 'competencia', 'autoridad']) {
      expect(conventionalEmotion(tag, 'neutral')).toBe('indiferencia');
    }
  });

  it('keeps every other label as written', () => {
    expect(conventionalEmotion('autoridad', 'frustración')).toBe('frustración');
    expect(conventionalEmotion('otro', 'neutral')).toBe('neutral');
    expect(conventionalEmotion('precio', 'neutral')).toBe('neutral');
  });
});
