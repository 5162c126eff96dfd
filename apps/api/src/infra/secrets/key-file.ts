import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SECRET_KEY_BYTES } from './secret-box';

const KEY_FILE = 'secrets.key';

/**
 * The key of the embedded default, kept beside its database in the data folder: made on first
 * start (readable by this user only) and read afterwards. Deleting the file makes every stored
 * secret unreadable, as deleting the database would.
 */
export async function keyInDataFolder(dataDir: string): Promise<Buffer> {
  const path = join(dataDir, KEY_FILE);
  try {
    return decodeKey((await readFile(path, 'utf8')).trim(), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(SECRET_KEY_BYTES);
  // 'wx': two processes starting at once must not each write their own key.
  await writeFile(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return decodeKey((await readFile(path, 'utf8')).trim(), path);
}

/** A key written as base64 (44 characters) or hex (64); throws naming `source` otherwise. */
export function decodeKey(text: string, source: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== SECRET_KEY_BYTES || !/^[A-Za-z0-9+/=_-]+$/.test(text)) {
    throw new Error(`${source}: a key is ${SECRET_KEY_BYTES} bytes in base64 or hex`);
  }
  return key;
}
