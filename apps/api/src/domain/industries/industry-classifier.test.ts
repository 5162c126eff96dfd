import { describe, expect, it } from 'vitest';
import {
  MAX_AI_RECLASSIFY_SOURCES,
  MAX_SOURCE_TEXT_CHARS,
  classifyWithAi,
} from './industry-classifier';

describe('classifyWithAi', () => {
  it('asks about at most the cap, lowest ids first, with the text cut', async () => {
    const asked: string[] = [];
    const texts = new Map<number, string[]>();
    for (let id = 80; id > 0; id -= 1) texts.set(id, [`fuente ${id}`, 'x'.repeat(2_000)]);
    const picked = await classifyWithAi(
      async ({ text }) => {
        asked.push(text);
        expect(text.length).toBe(MAX_SOURCE_TEXT_CHARS);
        return 'A';
      },
      texts,
      ['A'],
    );
    expect(asked).toHaveLength(MAX_AI_RECLASSIFY_SOURCES);
    expect([...picked.keys()].sort((a, b) => a - b)[0]).toBe(1);
    expect(picked.has(MAX_AI_RECLASSIFY_SOURCES + 1)).toBe(false);
  });

  it('keeps only answers among the industries and survives errors', async () => {
    const texts = new Map([
      [1, ['uno']],
      [2, ['dos']],
      [3, ['tres']],
      [4, ['cuatro']],
    ]);
    const picked = await classifyWithAi(
      async ({ text }) => {
        if (text === 'tres') throw new Error('caído');
        return { uno: 'A', dos: 'Z', cuatro: null }[text] ?? null;
      },
      texts,
      ['A', 'B'],
    );
    expect([...picked]).toEqual([[1, 'A']]);
  });
});
