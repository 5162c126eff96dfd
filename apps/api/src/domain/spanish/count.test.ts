import { describe, expect, it } from 'vitest';
import { COMMENTS, count, share } from './count';

describe('count', () => {
  it('agrees the unit with the number', () => {
    expect(count(1, COMMENTS)).toBe('1 comentario');
    expect(count(0, COMMENTS)).toBe('0 comentarios');
    expect(count(2, COMMENTS)).toBe('2 comentarios');
  });

  it('writes thousands with the product separators', () => {
    expect(count(1234, COMMENTS)).toBe('1,234 comentarios');
  });
});

describe('share', () => {
  it('is a whole percent of the whole, 0% of nothing', () => {
    expect(share(4, 20)).toBe('20%');
    expect(share(1, 3)).toBe('33%');
    expect(share(0, 0)).toBe('0%');
  });
});
