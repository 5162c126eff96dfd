import { describe, expect, it } from 'vitest';
import { isWebhookSecret } from './webhook-secret';

describe('isWebhookSecret', () => {
  const secret = 'secreto-del-webhook-de-prueba';

  it('accepts exactly the configured secret', () => {
    expect(isWebhookSecret(secret, secret)).toBe(true);
  });

  it.each([undefined, '', 'secreto', `${secret} `, secret.toUpperCase()])('refuses %j', (sent) => {
    expect(isWebhookSecret(sent, secret)).toBe(false);
  });
});
