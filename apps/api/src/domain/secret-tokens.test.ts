import { describe, expect, it } from 'vitest';
import { hashSessionId, isWellFormedSessionId, newSessionId } from './session-tokens';

describe('session tokens', () => {
  it('makes 256-bit base64url ids that never repeat', () => {
    const ids = new Set(Array.from({ length: 1_000 }, newSessionId));
    expect(ids.size).toBe(1_000);
    for (const id of ids) {
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
      expect(isWellFormedSessionId(id)).toBe(true);
    }
  });

  it('stores a sha256 hex digest, never the id itself', () => {
    const id = newSessionId();
    expect(hashSessionId(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionId(id)).toBe(hashSessionId(id));
    expect(hashSessionId(id)).not.toContain(id);
  });

  it('refuses values that cannot be ids', () => {
    for (const value of ['', 'abc', `${newSessionId()}x`, 'a'.repeat(42) + '=', 'ñ'.repeat(43)]) {
      expect(isWellFormedSessionId(value)).toBe(false);
    }
  });
});
