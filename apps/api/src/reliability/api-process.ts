import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
// Compiling with tsx and opening PGlite took over 60 s on a 2-core machine at load 20 (the load
// test running beside it); a real failure to start exits long before this.
const STARTUP_TIMEOUT_MS = 180_000;

export interface ApiProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` once listening. */
  readonly origin: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Settles with the exit code (null when killed by a signal) and the signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `src/server.ts` as `npm start` does, in a child process of its own, with only the
 * variables given on top of this environment (DATABASE_URL removed unless given), and resolves
 * once it says it is listening. Tests kill it with real signals.
 *
 * @example const api = await startApiProcess({ REPLICA_DATA_DIR: dir, PORT: '0' });
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', SERVE_WEB: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start in time:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Réplica listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return { child, origin, output: () => output, exited };
}

/** Signs a new account up and in on a running API and returns its session id. */
export async function signUpOn(origin: string, email: string): Promise<string> {
  const credentials = JSON.stringify({ email, pass: 'fiabilidad-2026' });
  const headers = { 'content-type': 'application/json' };
  const signup = await fetch(`${origin}/functions/v1/auth/signup`, {
    method: 'POST',
    headers,
    body: credentials,
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const signin = await fetch(`${origin}/functions/v1/auth/signin`, {
    method: 'POST',
    headers,
    body: credentials,
  });
  const { session_id: sessionId } = (await signin.json()) as { session_id: string };
  return sessionId;
}
