import { describe, expect, it } from 'vitest';
import { hashPassword, passwordDecoyHash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters and a random salt', async () => {
    const first = await hashPassword('secreto123');
    const second = await hashPassword('secreto123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('secreto123');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const passwordHash = await hashPassword('secreto123');
    expect(await verifyPassword(passwordHash, 'secreto123')).toBe(true);
    expect(await verifyPassword(passwordHash, 'secreto124')).toBe(false);
  });

  it('treats a malformed hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'secreto123')).toBe(false);
  });

  it('keeps one decoy hash that matches no ordinary password', async () => {
    const decoy = await passwordDecoyHash();
    expect(await passwordDecoyHash()).toBe(decoy);
    expect(await verifyPassword(decoy, 'secreto123')).toBe(false);
  });
});
