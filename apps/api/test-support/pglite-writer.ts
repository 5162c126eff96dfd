import { openPglite } from '../src/db/pglite';
import { comments, industries, sources } from '../src/db/schema';
import { normaliseCommentText } from '../src/domain/comments/normalise-text';
import { createLogger } from '../src/infra/log/logger';
import { createTestWorkspace } from './workspaces';

/**
 * A child process for the crash test: opens the PGlite folder given as its first argument and
 * stores comments one transaction at a time, printing `ack <text>` after each commit, until it
 * is killed. Run with `node --import tsx test-support/pglite-writer.ts <dir> <prefix>`.
 */
const [dataDir, prefix] = process.argv.slice(2);
if (!dataDir || !prefix) throw new Error('usage: pglite-writer.ts <data dir> <prefix>');

const database = await openPglite({ dataDir, logger: createLogger() });
// Comments are a workspace's rows: each writer makes one of its own, as a sign-up would, and
// writes through its scoped connection (row-level security included).
const { db } = await createTestWorkspace(database);
await db.insert(industries).values({ name: 'Escritura interrumpida' }).onConflictDoNothing();
const [source] = await db
  .insert(sources)
  .values({ industry: 'Escritura interrumpida', kind: 'manual' })
  .returning({ sourceId: sources.sourceId });
process.stdout.write('ready\n');
for (let index = 0; ; index += 1) {
  const text = `${prefix} comentario ${index}: la entrega tardó tres semanas`;
  await db.transaction(async (tx) => {
    await tx
      .insert(comments)
      .values({ sourceId: source!.sourceId, text, normalizedText: normaliseCommentText(text) });
  });
  process.stdout.write(`ack ${text}\n`);
}
