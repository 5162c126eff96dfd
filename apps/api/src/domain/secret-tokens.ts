import { createHash, randomBytes } from 'node:crypto';

const SESSION_ID_BYTES = 32;
// 32 bytes in unpadded base64url.
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque session id (256 bits from the CSPRNG) for the client to hold. */
export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString('base64url');
}

/** What the database keeps instead of the id: its sha256, hex. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** Whether a header value could be one of our ids; anything else is refused without a query. */
export function isWellFormedSessionId(value: string): boolean {
  return SESSION_ID_PATTERN.test(value);
}
