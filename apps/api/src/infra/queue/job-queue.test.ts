import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/postgres';
import { createScratchPostgresDatabase } from '../../../test-support/databases';
import { silentLogger } from '../log/logger';
import { QUEUE, openJobQueue } from './job-queue';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('openJobQueue on PostgreSQL', () => {
  it('sets the queue up once when several processes start together on a new database', async () => {
    const scratch = await createScratchPostgresDatabase(serverUrl!);
    const databases = await Promise.all(
      [1, 2, 3].map(() => openPostgres(scratch.url, { logger: silentLogger })),
    );
    try {
      // Unserialised, pg-boss's schema and queue creation failed here with a unique violation
      // in pg_namespace and a deadlock.
      const queues = await Promise.all(
        databases.map((database) => openJobQueue(database, silentLogger)),
      );
      for (const queue of queues) {
        expect((await queue.getQueue(QUEUE.chunk))?.deadLetter).toBe(QUEUE.deadChunk);
        await queue.stop({ graceful: false, close: false });
      }
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await scratch.drop();
    }
  });
});
