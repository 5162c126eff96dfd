import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { silentLogger } from '../infra/log/logger';
import { type ApiProcess, signUpOn, startApiProcess } from '../../test-support/api-process';

const COMMENTS = 20_000;
const BATCH_SIZE = 1_000;
const IN_FLIGHT = 3;
// Killed once this many batches are acknowledged, with others on the wire.
const KILL_AFTER_ACKS = 7;
const INDUSTRY = 'Importación interrumpida';
const IMPORT_ID = 'import-sigkill-0001';

interface Batch {
  batchId: string;
  texts: string[];
}

const batches: Batch[] = Array.from({ length: COMMENTS / BATCH_SIZE }, (_, b) => ({
  batchId: `sigkill-batch-${String(b).padStart(4, '0')}`,
  texts: Array.from(
    { length: BATCH_SIZE },
    (_, i) => `Comentario ${b * BATCH_SIZE + i} del import que se interrumpe: el precio sube`,
  ),
}));

async function send(origin: string, sessionId: string, batch: Batch) {
  const response = await fetch(`${origin}/functions/v1/comments-bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
    body: JSON.stringify({
      batchId: batch.batchId,
      importId: IMPORT_ID,
      kind: 'bulk',
      industry: INDUSTRY,
      comments: batch.texts.map((text) => ({ text })),
    }),
  });
  if (response.status !== 200) throw new Error(`comments-bulk answered ${response.status}`);
  return (await response.json()) as { inserted: number; duplicates: number };
}

describe('the API process SIGKILLed in the middle of a 20,000-comment import', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'replica-sigkill-'));
  const running: ApiProcess[] = [];
  afterAll(() => {
    for (const api of running) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged batch once, and the retry of the rest completes it', async () => {
    const first = await startApiProcess({ REPLICA_DATA_DIR: dataDir });
    running.push(first);
    const sessionId = await signUpOn(first.origin, 'sigkill@example.com');

    // The client: IN_FLIGHT batches on the wire at a time, like the ingestion screen.
    const acknowledged = new Map<string, { inserted: number }>();
    const unanswered: Batch[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batches.length) {
        const batch = batches[next++]!;
        try {
          acknowledged.set(batch.batchId, await send(first.origin, sessionId, batch));
          if (acknowledged.size === KILL_AFTER_ACKS) first.child.kill('SIGKILL');
        } catch {
          unanswered.push(batch);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acknowledged.size).toBeLessThan(batches.length);
    expect(unanswered.length + acknowledged.size).toBe(batches.length);

    // Restarted on the same folder: the session survives, the client retries what it never
    // heard back about with the same batch ids, and one acknowledged batch again for good measure.
    const second = await startApiProcess({ REPLICA_DATA_DIR: dataDir });
    running.push(second);
    // What survived the kill, before any retry: every acknowledged batch, plus any batch that
    // committed while its answer was still on the wire.
    const inbox = await fetch(
      `${second.origin}/functions/v1/opiniones?industry=${encodeURIComponent(INDUSTRY)}&limit=1`,
      { headers: { 'x-session-id': sessionId } },
    );
    const { total: survived } = (await inbox.json()) as { total: number };
    expect(survived).toBeGreaterThanOrEqual(acknowledged.size * BATCH_SIZE);
    expect(survived % BATCH_SIZE).toBe(0);
    let insertedByRetries = 0;
    for (const batch of unanswered)
      insertedByRetries += (await send(second.origin, sessionId, batch)).inserted;
    const [firstAcked] = acknowledged.keys();
    const again = await send(
      second.origin,
      sessionId,
      batches.find((b) => b.batchId === firstAcked)!,
    );
    expect(again).toEqual(acknowledged.get(firstAcked!));
    const insertedBeforeKill = [...acknowledged.values()].reduce((sum, r) => sum + r.inserted, 0);
    expect(insertedBeforeKill).toBe(acknowledged.size * BATCH_SIZE);
    // A batch committed just before the kill, its answer lost, is answered from its stored result.
    expect(insertedBeforeKill + insertedByRetries).toBe(COMMENTS);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    const database = await openPglite({ dataDir, logger: silentLogger });
    try {
      const { rows } = await database.db.execute<{
        stored: number;
        distinct_texts: number;
        batches: number;
      }>(sql`
        select count(*)::int as stored,
               count(distinct c.normalized_text)::int as distinct_texts,
               (select count(*)::int from import_batches where batch_id like 'sigkill-batch-%') as batches
        from comments c join sources s using (source_id)
        where s.industry = ${INDUSTRY} and c.deleted_at is null`);
      expect(rows[0]).toEqual({
        stored: COMMENTS,
        distinct_texts: COMMENTS,
        batches: batches.length,
      });
      console.log(
        `[reliability] SIGKILL during import: ${acknowledged.size}/${batches.length} batches acknowledged before the kill, ` +
          `${survived / BATCH_SIZE - acknowledged.size} committed unacknowledged, ${unanswered.length} retried, ` +
          `${rows[0]!.stored} comments stored, 0 lost, 0 duplicated`,
      );
    } finally {
      await database.close();
    }
  }, 480_000);
});
