import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/** Why a private server cannot be made here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) {
    return `PostgreSQL 15 binaries not found in ${BIN}`;
  }
  if (process.getuid?.() !== 0) return 'needs root to run PostgreSQL as the postgres user';
  return undefined;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are told the server is going away and closed. */
  stop(): Promise<void>;
  /** Stops it (immediately) and deletes its folder. */
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, a free loopback port,
 * trust auth), run as the postgres user, so a test may stop and restart it without touching the
 * machine's shared server.
 *
 * @example const postgres = await startPrivatePostgres(); await postgres.stop(); await postgres.start();
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = mkdtempSync(join(tmpdir(), 'replica-private-pg-'));
  chownSync(root, ...(await postgresIds()));
  const dataDir = join(root, 'data');
  const asPostgres = (command: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], { timeout: 60_000 });
  await asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(root, 'log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  };
  const stop = async (mode = 'fast') => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => stop(),
    destroy: async () => {
      await stop('immediate').catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<[number, number]> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return [Number(uid.stdout.trim()), Number(gid.stdout.trim())];
}
