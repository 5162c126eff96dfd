import { Worker } from 'node:worker_threads';
import type { CommentToAnalyse } from '../../domain/analysis/analyse-rows';
import type { AnalysedComment } from '../../domain/analysis/store-analyses';
import type { RulesRequest, RulesResponse } from './rules-messages';

/** Threads that analyse batches of comments with the rules, off the process's main thread. */
export interface RulesPool {
  /** The rows analysed by the rules, in order, on the least busy thread. */
  analyse(industry: string, rows: readonly CommentToAnalyse[]): Promise<AnalysedComment[]>;
  /** Starts every thread now rather than on the first batches (a worker process, made to work). */
  warm(): Promise<void>;
  /** Ends every thread; batches still out are refused. */
  close(): Promise<void>;
  /** Threads running now; one left idle for `idleMs` has ended. */
  readonly running: number;
}

interface Pending {
  resolve: (analysed: AnalysedComment[]) => void;
  reject: (error: Error) => void;
}

interface RulesThread {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, Pending>;
  idle?: NodeJS.Timeout;
}

/**
 * How long a thread waits for its next batch before it ends: an idle thread still holds a heap of
 * its own, with the rules' indexes and word caches. A new one is ready in about a second, once per
 * job rather than once per batch.
 */
export const RULES_THREAD_IDLE_MS = 20_000;

/**
 * The old generation of a thread's heap. The rules' indexes and word caches take a few MB over
 * their code (measured after 150,000 comments), but a thread left to V8's defaults grew by about
 * 300 MB of garbage over a 150,000-comment job and kept it until it ended; with this ceiling the
 * server gave back about 50 MB when it ended.
 */
const THREAD_HEAP_MB = 128;

// Under tsx (tests, `npm run dev`) this module is TypeScript and a thread must register tsx before
// it loads rules-thread.ts; built (`npm start`), it is part of dist/server.js and the thread is
// dist/rules-thread.js beside it (build.ts).
const threadEntry = import.meta.url.endsWith('.ts')
  ? new URL('./rules-thread-entry.mjs', import.meta.url)
  : new URL('./rules-thread.js', import.meta.url);

/**
 * Opens a pool of `size` rules threads, each started on its first batch. The rules are CPU-bound
 * (~80 µs a comment): a worker analysing in threads keeps its main thread free to read and store
 * the next slices, and an all-in-one process keeps answering HTTP during a big job. A thread
 * that dies fails its batches (the job's slice is retried) and is replaced on the next batch;
 * one idle for `idleMs` ends, and is replaced the same way.
 *
 * @example const pool = openRulesPool(2); await pool.analyse('Clínica Estética', rows);
 */
export function openRulesPool(
  size: number,
  { idleMs = RULES_THREAD_IDLE_MS }: { idleMs?: number } = {},
): RulesPool {
  const threads: RulesThread[] = [];
  let nextId = 1;
  let closed = false;

  const startThread = (): RulesThread => {
    const worker = new Worker(threadEntry, {
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    // An idle thread never keeps the process alive; one with batches out does.
    worker.unref();
    const pending = new Map<number, Pending>();
    const thread: RulesThread = {
      worker,
      pending,
      // Never rejects: a thread that fails to start fails its batches through `fail`.
      ready: new Promise((resolve) => worker.once('message', () => resolve())),
    };
    worker.on('message', (message: RulesResponse | { ready: true }) => {
      if (!('id' in message)) return;
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (pending.size === 0) {
        worker.unref();
        endWhenIdle(thread);
      }
      if ('error' in message) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.analysed);
    });
    const fail = (error: Error) => {
      const at = threads.indexOf(thread);
      if (at >= 0) threads.splice(at, 1);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (threads.includes(thread)) fail(new Error(`a rules thread stopped (exit code ${code})`));
    });
    threads.push(thread);
    void thread.ready.then(() => {
      if (pending.size === 0) endWhenIdle(thread);
    });
    return thread;
  };

  const endWhenIdle = (thread: RulesThread) => {
    clearTimeout(thread.idle);
    thread.idle = setTimeout(() => {
      const at = threads.indexOf(thread);
      if (at < 0 || thread.pending.size > 0) return;
      threads.splice(at, 1);
      void thread.worker.terminate();
    }, idleMs);
    thread.idle.unref();
  };

  const leastBusy = (): RulesThread => {
    if (threads.length < size) return startThread();
    return threads.reduce((best, thread) =>
      thread.pending.size < best.pending.size ? thread : best,
    );
  };

  return {
    analyse(industry, rows) {
      if (closed) return Promise.reject(new Error('the rules pool is closed'));
      if (rows.length === 0) return Promise.resolve([]);
      const thread = leastBusy();
      clearTimeout(thread.idle);
      const id = nextId++;
      const answer = new Promise<AnalysedComment[]>((resolve, reject) =>
        thread.pending.set(id, { resolve, reject }),
      );
      const request: RulesRequest = { id, industry, rows };
      thread.worker.ref();
      void thread.ready.then(() => thread.worker.postMessage(request));
      return answer;
    },

    async warm() {
      while (threads.length < size) startThread();
      await Promise.all(threads.map((thread) => thread.ready));
    },

    get running() {
      return threads.length;
    },

    async close() {
      closed = true;
      const ending = threads.splice(0);
      for (const thread of ending) {
        clearTimeout(thread.idle);
        for (const waiting of thread.pending.values()) {
          waiting.reject(new Error('the rules pool is closed'));
        }
      }
      await Promise.all(ending.map((thread) => thread.worker.terminate()));
    },
  };
}
