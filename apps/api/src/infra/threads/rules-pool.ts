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
}

interface Pending {
  resolve: (analysed: AnalysedComment[]) => void;
  reject: (error: Error) => void;
}

interface RulesThread {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, Pending>;
}

const threadEntry = new URL('./rules-thread-entry.mjs', import.meta.url);

/**
 * Opens a pool of `size` rules threads, each started on its first batch. The rules are CPU-bound
 * (~80 µs a comment): a worker analysing in threads keeps its main thread free to read and store
 * the next slices, and an all-in-one process keeps answering HTTP during a big job. A thread
 * that dies fails its batches (the job's slice is retried) and is replaced on the next batch.
 *
 * @example const pool = openRulesPool(2); await pool.analyse('Clínica Estética', rows);
 */
export function openRulesPool(size: number): RulesPool {
  const threads: RulesThread[] = [];
  let nextId = 1;
  let closed = false;

  const startThread = (): RulesThread => {
    const worker = new Worker(threadEntry);
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
      if (pending.size === 0) worker.unref();
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
    return thread;
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

    async close() {
      closed = true;
      const ending = threads.splice(0);
      for (const thread of ending) {
        for (const waiting of thread.pending.values()) {
          waiting.reject(new Error('the rules pool is closed'));
        }
      }
      await Promise.all(ending.map((thread) => thread.worker.terminate()));
    },
  };
}
