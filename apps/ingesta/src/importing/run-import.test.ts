// @vitest-environment node
import type { BulkCommentsRequest } from '@replica/api-client/schemas';
import { planBatches } from './comment-batches';
import { runImport } from './run-import';

const comments = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ text: `Comentario número ${index}` }));

const accepted = (request: BulkCommentsRequest) =>
  Promise.resolve({ inserted: request.comments.length, duplicates: 0, tooShort: 0, failed: 0 });

function statusError(status: number, message = 'Error al procesar archivo') {
  return Object.assign(new Error(message), { status });
}

describe('planBatches', () => {
  it('cuts at 1,000 comments', () => {
    expect(planBatches(comments(2_500))).toEqual([
      { start: 0, end: 1_000 },
      { start: 1_000, end: 2_000 },
      { start: 2_000, end: 2_500 },
    ]);
  });

  it('cuts earlier when long comments would pass the body limit', () => {
    const long = Array.from({ length: 10 }, () => ({ text: 'x'.repeat(5_000) }));
    const ranges = planBatches(long, 1_000, 40_000);
    expect(ranges.length).toBe(5);
    expect(planBatches([])).toEqual([]);
  });
});

describe('runImport', () => {
  it('sends batches of 1,000 sharing one import id, with the default author, counting the rows left out', async () => {
    const requests: BulkCommentsRequest[] = [];
    const progress: number[] = [];
    const outcome = await runImport({
      comments: [{ text: 'Con autor propio', author: 'ana' }, ...comments(2_000)],
      kind: 'file',
      industry: 'Marca Personal',
      platform: 'YouTube',
      defaultAuthor: 'Importado',
      alreadyTooShort: 4,
      alreadySkipped: 2,
      newId: () => 'import-0001',
      send: (request) => {
        requests.push(request);
        return accepted(request);
      },
      onProgress: (totals) => progress.push(totals.processed),
    });

    expect(requests.map((request) => request.batchId).sort()).toEqual([
      'import-0001-0',
      'import-0001-1',
      'import-0001-2',
    ]);
    expect(new Set(requests.map((request) => request.importId))).toEqual(new Set(['import-0001']));
    const first = requests.find((request) => request.batchId === 'import-0001-0')!;
    expect(first).toMatchObject({ kind: 'file', industry: 'Marca Personal', platform: 'YouTube' });
    expect(first.comments[0]).toEqual({ text: 'Con autor propio', author: 'ana' });
    expect(first.comments[1]).toEqual({ text: 'Comentario número 0', author: 'Importado' });
    expect(outcome).toEqual({
      status: 'done',
      lastError: undefined,
      totals: {
        total: 2_007,
        processed: 2_007,
        inserted: 2_001,
        duplicates: 0,
        tooShort: 4,
        failed: 0,
        skipped: 2,
      },
    });
    // The rows left out before the import count as processed from the start.
    expect(progress[0]).toBe(6);
    expect(progress.at(-1)).toBe(2_007);
  });

  it('adds up the server counts of every batch', async () => {
    const outcome = await runImport({
      comments: comments(1_500),
      kind: 'bulk',
      industry: 'sin_clasificar',
      defaultAuthor: 'Múltiple',
      send: async () => ({ inserted: 500, duplicates: 200, tooShort: 50, failed: 0 }),
    });
    expect(outcome.totals).toMatchObject({ inserted: 1_000, duplicates: 400, tooShort: 100 });
  });

  it('retries a failed batch with the same batch id, up to 3 times', async () => {
    const batchIds: string[] = [];
    let calls = 0;
    const outcome = await runImport({
      comments: comments(10),
      kind: 'file',
      industry: 'sin_clasificar',
      defaultAuthor: 'Importado',
      retryDelayMs: 1,
      send: (request) => {
        batchIds.push(request.batchId);
        calls += 1;
        return calls < 4 ? Promise.reject(statusError(503)) : accepted(request);
      },
    });
    expect(new Set(batchIds).size).toBe(1);
    expect(batchIds).toHaveLength(4);
    expect(outcome.totals.inserted).toBe(10);
  });

  it('counts a batch as failed after its retries, and goes on with the next', async () => {
    let calls = 0;
    const outcome = await runImport({
      comments: comments(1_200),
      kind: 'file',
      industry: 'sin_clasificar',
      defaultAuthor: 'Importado',
      retryDelayMs: 1,
      concurrency: 1,
      send: (request) => {
        calls += 1;
        return request.batchId.endsWith('-0') ? Promise.reject(statusError(0)) : accepted(request);
      },
    });
    expect(calls).toBe(5);
    expect(outcome).toMatchObject({
      status: 'done',
      lastError: 'Error al procesar archivo',
      totals: { inserted: 200, failed: 1_000, processed: 1_200 },
    });
  });

  it('does not retry a refused batch', async () => {
    let calls = 0;
    const outcome = await runImport({
      comments: comments(5),
      kind: 'file',
      industry: 'sin_clasificar',
      defaultAuthor: 'Importado',
      send: () => {
        calls += 1;
        return Promise.reject(statusError(400, 'Datos inválidos'));
      },
    });
    expect(calls).toBe(1);
    expect(outcome.totals.failed).toBe(5);
  });

  it('stops when the session is gone', async () => {
    let calls = 0;
    const outcome = await runImport({
      comments: comments(3_000),
      kind: 'file',
      industry: 'sin_clasificar',
      defaultAuthor: 'Importado',
      concurrency: 1,
      send: () => {
        calls += 1;
        return Promise.reject(statusError(401, 'No autenticado'));
      },
    });
    expect(calls).toBe(1);
    expect(outcome.status).toBe('stopped');
  });

  it('stops after the current batch when cancelled', async () => {
    const controller = new AbortController();
    const outcome = await runImport({
      comments: comments(5_000),
      kind: 'file',
      industry: 'sin_clasificar',
      defaultAuthor: 'Importado',
      concurrency: 1,
      signal: controller.signal,
      send: (request) => {
        controller.abort();
        return accepted(request);
      },
    });
    expect(outcome.status).toBe('cancelled');
    expect(outcome.totals).toMatchObject({ processed: 1_000, inserted: 1_000, total: 5_000 });
  });
});
