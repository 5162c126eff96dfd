import type {
  BulkCommentsRequest,
  BulkCommentsResult,
  ImportedComment,
} from '@replica/api-client/schemas';
import { withRetries } from '@replica/api-client/retry';
import { type BatchRange, planBatches } from './comment-batches';

/** Running counts of an import; `processed` comments have had an answer (or given up). */
export interface ImportTotals {
  total: number;
  processed: number;
  inserted: number;
  duplicates: number;
  tooShort: number;
  failed: number;
  /** Rows of the file left out before the import for a value over the limit. */
  skipped: number;
}

/**
 * done: every batch answered; cancelled: stopped by the user after the batches in flight;
 * stopped: the server refused the session, so nothing more can be sent.
 */
export type ImportStatus = 'done' | 'cancelled' | 'stopped';

export interface ImportOutcome {
  status: ImportStatus;
  totals: ImportTotals;
  /** The last error a batch gave up on, to show beside the counts. */
  lastError: string | undefined;
}

/** An error that carries an HTTP status, as `ApiError` does (0 when the server was unreachable). */
type StatusError = { status?: number; message?: string };

export interface RunImportOptions {
  comments: readonly ImportedComment[];
  kind: 'file' | 'bulk';
  industry: string;
  platform?: string | undefined;
  /** Author of comments that have none: 'Importado' for files, 'Múltiple' for bulk. */
  defaultAuthor: string;
  /** Pieces already dropped as too short before the import, counted with the server's. */
  alreadyTooShort?: number;
  /** Rows already skipped before the import for a value over the limit. */
  alreadySkipped?: number;
  send: (request: BulkCommentsRequest) => Promise<BulkCommentsResult>;
  onProgress?: (totals: ImportTotals) => void;
  /** Aborting stops after the batches in flight. */
  signal?: AbortSignal;
  /** Retries of a failed batch, each with the same batch id so none is stored twice. */
  retries?: number;
  retryDelayMs?: number;
  /** Batches in flight at once. */
  concurrency?: number;
  newId?: () => string;
}

/** A random id for an import, from the platform's CSPRNG (also outside secure contexts). */
export function newImportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isRetryable(error: unknown): boolean {
  const status = (error as StatusError | null)?.status;
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * Sends comments to comments-bulk in batches of up to 1,000, a few at a time, retrying a failed
 * batch with backoff under the same batch id, and reports running counts after each batch.
 *
 * @example
 * const outcome = await runImport({ comments, kind: 'file', industry, defaultAuthor: 'Importado',
 *   send: (body) => api.importComments({ body }), onProgress: setTotals,
 *   signal: controller.signal });
 */
export async function runImport(options: RunImportOptions): Promise<ImportOutcome> {
  const {
    comments,
    signal,
    retries = 3,
    retryDelayMs = 500,
    concurrency = 2,
    newId = newImportId,
  } = options;
  const importId = newId();
  const batches = planBatches(comments);
  const tooShort = options.alreadyTooShort ?? 0;
  const skipped = options.alreadySkipped ?? 0;
  const totals: ImportTotals = {
    total: comments.length + tooShort + skipped,
    processed: tooShort + skipped,
    inserted: 0,
    duplicates: 0,
    tooShort,
    failed: 0,
    skipped,
  };
  let next = 0;
  let stopped = false;
  let lastError: string | undefined;

  async function sendBatch(index: number, range: BatchRange) {
    const request: BulkCommentsRequest = {
      batchId: `${importId}-${index}`,
      importId,
      kind: options.kind,
      industry: options.industry,
      ...(options.platform ? { platform: options.platform } : {}),
      comments: comments
        .slice(range.start, range.end)
        .map((comment) =>
          comment.author ? comment : { ...comment, author: options.defaultAuthor },
        ),
    };
    try {
      // A cancel cuts the wait short: the batch in flight is sent again at once, not dropped.
      const result = await withRetries(() => options.send(request), {
        retries,
        backoffMs: retryDelayMs,
        retryable: (error) => !stopped && isRetryable(error),
        signal,
      });
      totals.inserted += result.inserted;
      totals.duplicates += result.duplicates;
      totals.tooShort += result.tooShort;
      totals.failed += result.failed;
    } catch (error) {
      if ((error as StatusError | null)?.status === 401) stopped = true;
      lastError = (error as StatusError | null)?.message ?? String(error);
      totals.failed += range.end - range.start;
    }
  }

  async function worker() {
    while (!stopped && !signal?.aborted && next < batches.length) {
      const index = next;
      next += 1;
      const range = batches[index]!;
      await sendBatch(index, range);
      totals.processed += range.end - range.start;
      options.onProgress?.({ ...totals });
    }
  }

  options.onProgress?.({ ...totals });
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const status: ImportStatus = stopped ? 'stopped' : next < batches.length ? 'cancelled' : 'done';
  return { status, totals: { ...totals }, lastError };
}
