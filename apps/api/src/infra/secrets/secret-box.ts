import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../domain/secret-box';

/** Bytes of an AES-256 key. */
export const SECRET_KEY_BYTES = 32;

// v1:<iv>:<auth tag>:<cipher text>, each base64url: the version lets a later key or cipher
// coexist with what is stored.
const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * AES-256-GCM with a random IV per secret: the tag makes an altered or foreign value fail to
 * open instead of opening as garbage.
 *
 * @example const box = secretBox(randomBytes(32)); box.open(box.seal('apify_api_…'));
 */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) {
    throw new Error(`a secret key has ${SECRET_KEY_BYTES} bytes, not ${key.length}`);
  }
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    open(sealed) {
      const [version, iv, tag, text] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || text === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = [decipher.update(Buffer.from(text, 'base64url')), decipher.final()];
      return Buffer.concat(plain).toString('utf8');
    },
  };
}
