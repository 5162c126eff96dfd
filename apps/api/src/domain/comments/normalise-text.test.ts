import { describe, expect, it } from 'vitest';
import { normaliseCommentText } from './normalise-text';

describe('normaliseCommentText', () => {
  it('ignores case, surrounding and repeated whitespace', () => {
    expect(normaliseCommentText('  Es  MUY\ncaro \t')).toBe('es muy caro');
  });

  it('treats composed and decomposed accents alike', () => {
    expect(normaliseCommentText('Clínica')).toBe(normaliseCommentText('Cli\u0301nica'));
  });

  it('keeps punctuation and accents as differences', () => {
    expect(normaliseCommentText('caro!')).not.toBe(normaliseCommentText('caro'));
    expect(normaliseCommentText('más')).not.toBe(normaliseCommentText('mas'));
  });
});
