import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiFolder } from '../api-folder';

// Run by a Node of its own: PGlite's `create` on a folder without a database runs initdb there.
const CREATE_FOLDER = `
const { PGlite } = await import('@electric-sql/pglite');
const database = await PGlite.create(process.argv[1]);
await database.close();
`;

/**
 * Makes a new embedded database in `dataDir`, in a child process, unless the folder holds one.
 * PGlite's initdb runs a second PostgreSQL in the process that asks for it, and what the two
 * leave behind stays in that process's memory: measured, a server that made its folder held
 * 820 MB against 310 MB for one that opened it made. Made apart, the server opens its folder as it
 * opens any existing one, and the memory goes with the child.
 */
export async function createPgliteFolderApart(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  // From the API's folder, so the child finds PGlite in its node_modules, bundled or not.
  const child = spawn(
    process.execPath,
    ['--input-type=module', '--eval', CREATE_FOLDER, resolve(dataDir)],
    { cwd: apiFolder, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((settle, fail) => {
    child.on('error', fail);
    child.on('close', settle);
  });
  if (code !== 0) throw new Error(`could not create the database in ${dataDir}: ${errors.trim()}`);
}
