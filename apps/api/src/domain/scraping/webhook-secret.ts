import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether the secret a webhook call sent is the configured one, in time that does not depend on
 * where they differ: both are hashed first, so even their lengths are not compared.
 */
export function isWebhookSecret(sent: string | undefined, configured: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(sent ?? ''), digest(configured)) && sent !== undefined;
}
