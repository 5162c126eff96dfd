import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyInDataFolder } from './key-file';
import { secretBox } from './secret-box';

describe('secretBox', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const token = 'apify_api_0123456789abcdefghij';
    const [first, second] = [box.seal(token), box.seal(token)];
    expect(first).not.toBe(second);
    expect(first).not.toContain(token);
    expect(box.open(first)).toBe(token);
    expect(box.open(second)).toBe(token);
  });

  it('refuses what another key sealed, what was altered and what is not sealed', () => {
    const sealed = box.seal('apify_api_secreto');
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
    const [version, iv, tag, text] = sealed.split(':');
    const altered = Buffer.from(text!, 'base64url');
    altered[0] = altered[0]! ^ 1;
    const flipped = altered.toString('base64url');
    expect(() => box.open([version, iv, tag, flipped].join(':'))).toThrow();
    expect(() => box.open('apify_api_secreto')).toThrow('not a sealed secret');
  });

  it('takes only a 32-byte key', () => {
    expect(() => secretBox(randomBytes(16))).toThrow('32 bytes');
  });
});

describe('keyInDataFolder', () => {
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = await mkdtemp(join(tmpdir(), 'replica-key-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true }))));

  it('makes a key readable by its owner only on first start and reads the same one after', async () => {
    const dataDir = join(await newFolder(), 'datos');
    const [first, again] = await Promise.all([keyInDataFolder(dataDir), keyInDataFolder(dataDir)]);
    expect(first.length).toBe(32);
    expect(again.equals(first)).toBe(true);
    expect((await keyInDataFolder(dataDir)).equals(first)).toBe(true);
    expect((await stat(join(dataDir, 'secrets.key'))).mode & 0o777).toBe(0o600);
    expect((await readFile(join(dataDir, 'secrets.key'), 'utf8')).trim()).toBe(
      first.toString('base64'),
    );
  });

  it('refuses a key file that holds no key rather than making another', async () => {
    const dataDir = await newFolder();
    await writeFile(join(dataDir, 'secrets.key'), 'no es una clave\n');
    await expect(keyInDataFolder(dataDir)).rejects.toThrow('32 bytes in base64 or hex');
  });
});
