import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets the product hands out and later checks — session ids, API tokens, invitation,
 * password-reset and alert-confirmation links — made and stored one way: 256 random bits the
 * holder keeps, a hash the database keeps.
 */

const TOKEN_BYTES = 32;
// 32 bytes in unpadded base64url.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque token (256 bits from the CSPRNG) for the client to hold. */
export function newSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database keeps instead of the token: its sha256, hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a value could be one of our tokens; anything else is refused without a query. */
export function isWellFormedSecretToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
