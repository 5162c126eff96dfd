import { createApiClient } from '@replica/api-client';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { addMember } from '../domain/workspaces/create-workspace';
import { signUpAndSignIn } from '../../test-support/accounts';
import { describeOnEachDatabase } from '../../test-support/databases';
import { serveOnLoopback } from '../../test-support/loopback';
import { seedManyComments } from '../../test-support/seed-many';
import { seedSource } from '../../test-support/seed-rows';
import { createTestWorkspace } from '../../test-support/workspaces';

const ROWS = 200_000;
const INDUSTRY = 'Exportación grande';
const CRLF = [0x0d, 0x0a];

/**
 * 200,000 rows come out whole through HTTP, read and counted chunk by chunk. That memory stays
 * bounded is proven by the parts (the stream asks for a batch only when the reader wants one,
 * csv.test.ts; a batch is at most one id window, export.test.ts); the heap growth is printed as
 * a figure, not asserted: without a forced GC it counts garbage not yet collected.
 */
describe('inbox export at scale', () => {
  describeOnEachDatabase((database) => {
    const http = serveOnLoopback(() => createApp({ database: database() }));

    it(
      `exports ${ROWS.toLocaleString('en')} rows with bounded memory`,
      { timeout: 600_000 },
      async () => {
        const workspace = await createTestWorkspace(database());
        const source = await seedSource(workspace.db, INDUSTRY);
        await seedManyComments(
          workspace.db,
          source,
          ROWS,
          'Un comentario bastante largo sobre el precio, número',
        );

        // Signed in after the long seeding, on a fresh connection the server has not timed out,
        // then let into the seeded workspace and switched to it.
        const sessionId = await signUpAndSignIn(http);
        const client = createApiClient({ baseUrl: http.origin, getSessionId: () => sessionId });
        const { user } = await client.me();
        await addMember(database().db, {
          workspaceId: workspace.id,
          userId: user.id,
          role: 'viewer',
        });
        await client.switchWorkspace({ body: { id: workspace.id } });
        const baseline = process.memoryUsage().heapUsed;
        let peak = baseline;
        let bytes = 0;
        let lines = 0;
        let previous = 0;
        const response = await http.call(
          'GET',
          `/functions/v1/export/opiniones.csv?industry=${encodeURIComponent(INDUSTRY)}`,
          { sessionId, headers: { connection: 'close' } },
        );
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          bytes += value.length;
          for (const byte of value) {
            if (previous === CRLF[0] && byte === CRLF[1]) lines += 1;
            previous = byte;
          }
          peak = Math.max(peak, process.memoryUsage().heapUsed);
        }

        expect(lines).toBe(ROWS + 1);
        console.info(
          `export-200k-rows (${database().kind}): ${(bytes / 2 ** 20).toFixed(1)} MB of CSV, heap peak +${((peak - baseline) / 2 ** 20).toFixed(1)} MB`,
        );
      },
    );
  });
});
