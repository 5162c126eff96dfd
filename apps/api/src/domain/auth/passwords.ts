import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): ~30 ms a hash on this machine. The
// library's default algorithm is argon2id; its enum is a const enum we cannot import here.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the PHC string carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches `passwordHash`; a malformed hash is a mismatch, not an error. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * A hash of no one's password, verified when the e-mail is unknown so that a sign-in takes as
 * long for a missing account as for a wrong password and does not reveal which accounts exist.
 */
export function passwordDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('réplica decoy password');
  return decoyHash;
}
