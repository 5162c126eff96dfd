import { describe, expect, it } from 'vitest';
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from './secret-tokens';

describe('secret tokens', () => {
  it('makes 256-bit base64url ids that never repeat', () => {
    const ids = new Set(Array.from({ length: 1_000 }, newSecretToken));
    expect(ids.size).toBe(1_000);
    for (const id of ids) {
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
      expect(isWellFormedSecretToken(id)).toBe(true);
    }
  });

  it('stores a sha256 hex digest, never the id itself', () => {
    const id = newSecretToken();
    expect(hashSecretToken(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(id)).toBe(hashSecretToken(id));
    expect(hashSecretToken(id)).not.toContain(id);
  });

  it('refuses values that cannot be ids', () => {
    for (const value of ['', 'abc', `${newSecretToken()}x`, 'a'.repeat(42) + '=', 'ñ'.repeat(43)]) {
      expect(isWellFormedSecretToken(value)).toBe(false);
    }
  });
});
