import {
  type BulkCommentsRequest,
  bulkCommentsRequestSchema,
  bulkCommentsResponseSchema,
  manualCommentRequestSchema,
} from '@replica/api-client/schemas';
import { performance } from 'node:perf_hooks';
import type { BenchServer } from './bench-server';

const BATCH = 1_000;
// Batches on the wire at once, as the Ingesta screen sends them (run-import.ts's concurrency).
const IN_FLIGHT = 2;

/** `count` distinct, realistic-length comments; the same `seed` gives the same texts. */
export function benchComments(count: number, seed: string) {
  return Array.from({ length: count }, (_, index) => ({
    text: `Comentario ${seed} ${index}: el servicio cuesta demasiado y tarda meses en dar resultados`,
    author: `autor ${index % 997}`,
  }));
}

/**
 * Imports `comments` through comments-bulk in batches of 1,000, two on the wire at once as the
 * Ingesta screen sends them, and answers comments/s. Bodies are built and checked against
 * the request schema before the clock starts: the figure is the API's, not the client's.
 */
export async function ingestBatched(
  server: BenchServer,
  industry: string,
  comments: BulkCommentsRequest['comments'],
): Promise<number> {
  const importId = `bench-${industry}-${Date.now()}`;
  const bodies: string[] = [];
  for (let start = 0; start < comments.length; start += BATCH) {
    const batch = {
      batchId: `${importId}-${start}`,
      importId,
      kind: 'file' as const,
      industry,
      comments: comments.slice(start, start + BATCH),
    };
    bodies.push(JSON.stringify(bulkCommentsRequestSchema.parse(batch)));
  }
  let inserted = 0;
  let next = 0;
  const send = async () => {
    while (next < bodies.length) {
      const answer = await post(server, 'comments-bulk', bodies[next++]!);
      inserted += bulkCommentsResponseSchema.parse(answer).inserted;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, send));
  const seconds = (performance.now() - started) / 1000;
  if (inserted !== comments.length) {
    throw new Error(`comments-bulk inserted ${inserted} of ${comments.length} comments`);
  }
  return comments.length / seconds;
}

/** Imports `comments` one comments-manual request each, as the spec's client did; comments/s. */
export async function ingestOneByOne(
  server: BenchServer,
  industry: string,
  comments: Array<{ text: string; author?: string }>,
): Promise<number> {
  const bodies = comments.map((comment) =>
    JSON.stringify(manualCommentRequestSchema.parse({ ...comment, industry })),
  );
  const started = performance.now();
  for (const body of bodies) await post(server, 'comments-manual', body);
  return comments.length / ((performance.now() - started) / 1000);
}

async function post(server: BenchServer, path: string, body: string): Promise<unknown> {
  const response = await fetch(`${server.origin}/functions/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': server.sessionId },
    body,
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
