/**
 * `npm run bench` (embedded footprint): what a new user's one-process server holds on the embedded
 * database. Runs the API's `start` script (what `npm start` ends with; build it first) on a fresh
 * PGlite folder, signs up, imports BENCH_FOOTPRINT_COMMENTS (150,000) distinct ~100-character
 * comments through comments-bulk as Ingesta sends a file (batches of 1,000, two at once), analyses
 * them with the rules as a background job, reads the report and the dashboard, then measures:
 * - `server-empty-rss`: resident memory (VmRSS) once signed up, before the import;
 * - `server-150k-rss-after-job`: right after the reads; `server-150k-rss` after
 *   BENCH_FOOTPRINT_SETTLE_SECONDS (120) idle, what it holds from then on; `-peak` its highest;
 * - `embedded-db-150k-disk`: the data folder while the server runs, `-wal` its pg_wal part, and
 *   `-closed` the folder once the server has stopped.
 * Memory is the server's process and any it started, from /proc (Linux). Prints one
 * `name: value unit` line per figure.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError, createApiClient } from '@replica/api-client';
import type { ImportedComment } from '@replica/api-client/schemas';
import { generateComments } from '../test-support/generated-comments';
import { importBatchOn } from '../test-support/api-process';

const COUNT = Number(process.env.BENCH_FOOTPRINT_COMMENTS ?? 150_000);
const INDUSTRY = 'Clínica Estética';
const BATCH = 1_000;
const apiDir = fileURLToPath(new URL('..', import.meta.url));
// What the server holds once idle: its rules thread ends after 20 s without work
// (rules-pool.ts), and V8 gives the heap the job's garbage took back in one to two minutes.
const SETTLE_SECONDS = Number(process.env.BENCH_FOOTPRINT_SETTLE_SECONDS ?? 120);
const STARTUP_TIMEOUT_MS = 120_000;
const ANALYSIS_TIMEOUT_MS = 30 * 60_000;
const JOB_POLL_MS = 500;
const MB = 1024 * 1024;

const dataDir = await mkdtemp(join(tmpdir(), 'replica-footprint-'));
try {
  const server = await startServer(dataDir);
  try {
    const sessionId = await signUp(server.origin);
    printMegabytes('server-empty-rss', (await residentMemory(server.pid)).now);
    const rate = await importFile(server.origin, sessionId, footprintComments(COUNT));
    print('embedded-import-150k', rate.toFixed(0), 'comments/s');
    const started = performance.now();
    await analyseAll(server.origin, sessionId);
    print(
      'embedded-analyse-150k',
      (COUNT / ((performance.now() - started) / 1000)).toFixed(0),
      'comments/s',
    );
    await readAsAUser(server.origin, sessionId);
    printMegabytes('server-150k-rss-after-job', (await residentMemory(server.pid)).now);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));

    const memory = await residentMemory(server.pid);
    printMegabytes('server-150k-rss', memory.now);
    printMegabytes('server-150k-rss-peak', memory.peak);
    printMegabytes('embedded-db-150k-disk', await folderBytes(dataDir));
    printMegabytes('embedded-db-150k-disk-wal', await folderBytes(join(dataDir, 'pg_wal')));
  } finally {
    await server.stop();
  }
  printMegabytes('embedded-db-150k-disk-closed', await folderBytes(dataDir));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * `count` distinct comments of about 100 characters: the benchmarks' varied set, each made unique
 * (an exact duplicate of the industry would be skipped) and padded as a typical comment is long.
 */
function footprintComments(count: number) {
  return generateComments(count).map(({ text }, index) => ({
    text: `Cliente ${index}: ${text}. Lo comento aqui para que alguien me responda pronto`.slice(
      0,
      100,
    ),
    author: `autor ${index % 997}`,
  }));
}

/**
 * Sends `comments` through comments-bulk as Ingesta sends a file: batches of 1,000, two on the
 * wire at once, a batch whose connection dropped sent again (its batch id makes that safe: the
 * server answers a batch it has seen with its first result). Answers comments/s.
 */
async function importFile(
  origin: string,
  sessionId: string,
  comments: ImportedComment[],
): Promise<number> {
  const importId = `footprint-${Date.now()}`;
  let next = 0;
  let inserted = 0;
  const sendBatches = async () => {
    while (next < comments.length) {
      const start = next;
      next += BATCH;
      const batch = {
        batchId: `${importId}-${start}`,
        importId,
        kind: 'file' as const,
        industry: INDUSTRY,
        comments: comments.slice(start, start + BATCH),
      };
      const answer = await withRetries(() => importBatchOn(origin, sessionId, batch));
      inserted += answer.inserted;
    }
  };
  const started = performance.now();
  await Promise.all([sendBatches(), sendBatches()]);
  if (inserted !== comments.length) {
    throw new Error(`comments-bulk inserted ${inserted} of ${comments.length} comments`);
  }
  return comments.length / ((performance.now() - started) / 1000);
}

/**
 * `send`, again after a dropped connection (fetch's TypeError, or the API client's error without
 * a status): a keep-alive connection can close just as the next request goes out on it, when a
 * long job held the server's event loop and its timers ran late.
 */
async function withRetries<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const dropped =
        error instanceof TypeError || (error instanceof ApiError && error.status === 0);
      if (!dropped || attempt === 5) throw error;
    }
  }
}

async function signUp(origin: string): Promise<string> {
  const credentials = { email: `footprint-${Date.now()}@example.com`, pass: 'benchmark-1' };
  await createApiClient({ baseUrl: origin, getSessionId: () => null }).signup({
    body: credentials,
  });
  const signedIn = await createApiClient({ baseUrl: origin, getSessionId: () => null }).signin({
    body: credentials,
  });
  return signedIn.session_id;
}

/** Runs the analysis job over the industry's pending comments, as 'Analizar pendientes' does. */
async function analyseAll(origin: string, sessionId: string): Promise<void> {
  const client = createApiClient({ baseUrl: origin, getSessionId: () => sessionId });
  const { jobId } = await client.startJob({
    body: { kind: 'analyse-pending', industry: INDUSTRY },
  });
  const deadline = Date.now() + ANALYSIS_TIMEOUT_MS;
  for (;;) {
    const job = await withRetries(() => client.job({ params: { id: jobId } }));
    if (job.state === 'done') return;
    if (job.state !== 'queued' && job.state !== 'running') {
      throw new Error(`the analysis job ended ${job.state}`);
    }
    if (Date.now() > deadline) throw new Error('the analysis job did not end in time');
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
}

/** What a user opens next: the industry's report and Inicio's dashboard. */
async function readAsAUser(origin: string, sessionId: string): Promise<void> {
  const client = createApiClient({ baseUrl: origin, getSessionId: () => sessionId });
  await client.report({ query: { industry: INDUSTRY } });
  await client.dashboardMetrics();
}

interface RunningServer {
  origin: string;
  pid: number;
  /** SIGTERM, as a user stopping it would send, and waits for it to close the database. */
  stop(): Promise<void>;
}

/** The API's `start` script, as npm runs it, on a free loopback port over `folder`. */
async function startServer(folder: string): Promise<RunningServer> {
  const { scripts } = JSON.parse(await readFile(join(apiDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    REPLICA_DATA_DIR: folder,
  };
  delete env.DATABASE_URL;
  // `exec env`: the shell becomes the server, whose process id is then the one measured, with the
  // script's leading variable settings (`A=1 node …`) still applied.
  const child = spawn('sh', ['-c', `exec env ${scripts.start}`], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => {
    // The last lines are what says why it stopped, should it stop early.
    output = (output + chunk.toString()).slice(-64_000);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      if (!stopping) console.error(`the server exited (${code ?? signal}):\n${output}`);
      resolve();
    }),
  );
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not start in time')),
      STARTUP_TIMEOUT_MS,
    );
    const listening = () => {
      const match = /Réplica listening on (http:\/\/[^\s"]+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', listening);
      resolve(match[1]);
    };
    child.stdout.on('data', listening);
    void exited.then(() => reject(new Error('the server exited before listening')));
  });
  return {
    origin,
    pid: child.pid!,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Resident memory now and at its highest (VmRSS, VmHWM) of a process and those it started, summed
 * (a process launched through a wrapper, tsx's for one, is two), from /proc (Linux).
 */
async function residentMemory(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
  const total = { now: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
  for (const child of children.split(' ').filter(Boolean)) {
    const memory = await residentMemory(Number(child));
    total.now += memory.now;
    total.peak += memory.peak;
  }
  return total;
}

/** Bytes the files under `folder` take on disk, as `du` counts them. */
async function folderBytes(folder: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).blocks * 512;
  }
  return bytes;
}

function printMegabytes(name: string, bytes: number): void {
  print(name, (bytes / MB).toFixed(0), 'MB');
}

function print(name: string, value: string, unit: string): void {
  console.log(`${name}: ${value} ${unit}`);
}
