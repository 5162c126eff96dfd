import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { silentLogger } from '../infra/log/logger';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
// Each writer is killed after a different number of acknowledged commits, mid-stream.
const ACKS_BEFORE_KILL = [150, 311];
const CRASHES = ACKS_BEFORE_KILL.length;

/** Runs the writer until it has acknowledged `acks` commits, then SIGKILLs it. */
function writeUntilKilled(dataDir: string, prefix: string, acks: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test-support/pglite-writer.ts', dataDir, prefix],
    { cwd: apiDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const acknowledged: string[] = [];
  let pending = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<string[]>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('ack ')) acknowledged.push(line.slice(4));
      }
      if (acknowledged.length >= acks && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`the writer stopped by itself: ${stderr}`));
    });
  });
}

describe('PGlite: a process SIGKILLed while writing', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'replica-pglite-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves a folder that reopens and holds every acknowledged write', async () => {
    const acknowledged: string[] = [];
    for (let crash = 0; crash < CRASHES; crash += 1) {
      // Each writer opens the folder the previous one left after its kill.
      acknowledged.push(
        ...(await writeUntilKilled(dataDir, `c${crash}`, ACKS_BEFORE_KILL[crash]!)),
      );
    }
    const database = await openPglite({ dataDir, logger: silentLogger });
    try {
      // The root connection reads every writer's workspace at once.
      const { rows } = await database.db.execute<{ text: string }>(sql`select text from comments`);
      const stored = new Set(rows.map((row) => row.text));
      const lost = acknowledged.filter((text) => !stored.has(text));
      expect(lost).toEqual([]);
      // Nothing appears twice; at most one unacknowledged commit per kill may also be there.
      expect(stored.size).toBe(rows.length);
      expect(rows.length - acknowledged.length).toBeLessThanOrEqual(CRASHES);
      console.log(
        `[reliability] PGlite crash: ${CRASHES} SIGKILLs during writes, ${acknowledged.length} acknowledged commits, ${lost.length} lost`,
      );
    } finally {
      await database.close();
    }
  }, 300_000);
});
