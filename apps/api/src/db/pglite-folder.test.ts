import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../infra/log/logger';
import { openPglite } from './pglite';
import { createPgliteFolderApart } from './pglite-folder';

describe('createPgliteFolderApart', () => {
  const parent = mkdtemp(join(tmpdir(), 'replica-pglite-folder-'));
  afterAll(async () => rm(await parent, { recursive: true, force: true }));

  // initdb, then opening and migrating: a minute on a loaded 2-core machine.
  const MAKE_AND_OPEN_MS = 180_000;

  it(
    'makes a database in a folder that holds none, which PGlite then opens',
    async () => {
      const dataDir = join(await parent, 'new');
      await createPgliteFolderApart(dataDir);
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      const database = await openPglite({ dataDir, logger: silentLogger });
      await database.close();
    },
    MAKE_AND_OPEN_MS,
  );

  it('leaves a folder that holds a database as it is', async () => {
    const dataDir = join(await parent, 'new');
    const made = (await stat(join(dataDir, 'PG_VERSION'))).mtimeMs;
    await createPgliteFolderApart(dataDir);
    expect((await stat(join(dataDir, 'PG_VERSION'))).mtimeMs).toBe(made);
  });
});
