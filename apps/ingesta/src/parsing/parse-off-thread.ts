import type { ParseProgress } from './csv-comments';
import type { WorkerReply, WorkerRequest } from './parse-file-messages';
import type { ParseOutcome } from './parse-outcome';

export interface FileParse {
  outcome: Promise<ParseOutcome | null>;
  /** Stops the parse; the outcome then resolves to null. */
  cancel: () => void;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./parse-file-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * Parses a file (a workbook at `sheet`, or its first) in a web worker, reporting progress. Where no worker can start (a test DOM, a
 * remote served from another origin) it parses on the main thread with the same module.
 *
 * @example const parse = parseFileOffThread(file, setProgress); const outcome = await parse.outcome;
 */
export function parseFileOffThread(
  file: File,
  onProgress: (progress: ParseProgress) => void,
  sheet?: string,
): FileParse {
  let cancelled = false;
  let resolveCancel: (value: null) => void = () => undefined;
  const cancelledOutcome = new Promise<null>((resolve) => (resolveCancel = resolve));
  const worker = startWorker();

  // Loaded only when no worker runs: the parsers (papaparse among them) stay out of the screen's
  // first open.
  const onMainThread = async () => {
    const { parseCommentFile } = await import('./parse-comment-file');
    return parseCommentFile(file, {
      sheet,
      onProgress: (progress) => !cancelled && onProgress(progress),
    });
  };

  const inWorker = (running: Worker) =>
    new Promise<ParseOutcome>((resolve) => {
      let answered = false;
      running.onmessage = (event: MessageEvent<WorkerReply>) => {
        answered = true;
        if (event.data.type === 'progress') onProgress(event.data.progress);
        else {
          running.terminate();
          resolve(event.data.outcome);
        }
      };
      // A worker script that cannot load never answers: parse here instead.
      running.onerror = (event) => {
        event.preventDefault();
        running.terminate();
        if (answered) resolve({ ok: false, problem: 'unreadable' });
        else resolve(onMainThread());
      };
      running.postMessage({ file, sheet } satisfies WorkerRequest);
    });

  const parsed = worker ? inWorker(worker) : onMainThread();
  return {
    outcome: Promise.race([
      parsed.then((outcome) => (cancelled ? null : outcome)),
      cancelledOutcome,
    ]),
    cancel: () => {
      cancelled = true;
      worker?.terminate();
      resolveCancel(null);
    },
  };
}
