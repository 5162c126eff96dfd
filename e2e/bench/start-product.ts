/**
 * Starts the product for a benchmark as the e2e's webServer does: `npm start` (every app built,
 * one process) on its own port and a fresh PGlite data folder; `stop` ends it and deletes the
 * folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningProduct {
  baseURL: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 300_000;

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet (still building).
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`The product did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

export async function startProduct(port: number): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'replica-bench-'));
  const baseURL = `http://127.0.0.1:${port}`;
  // Its own process group, so stop() ends npm, turbo and the API together.
  const child = spawn('npm', ['start'], {
    cwd: join(import.meta.dirname, '..', '..'),
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REPLICA_DATA_DIR: dataDir,
      TURBO_TELEMETRY_DISABLED: '1',
      PUBLIC_URL: baseURL,
    },
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseURL}/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
