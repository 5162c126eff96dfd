import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs `src/server.ts` as `npm start` does, with only the variables given (no DATABASE_URL). */
function startServer(env: Record<string, string>) {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    listening: () =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          // The line is JSON (infra/log): the URL ends at the closing quote.
          const match = /Réplica listening on (http:\/\/[^\s"]+)/.exec(stdout);
          if (match?.[1]) resolve(match[1]);
        };
        child.stdout.on('data', check);
        void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
      }),
  };
}

describe('server.ts', () => {
  const dataRoot = mkdtempSync(join(tmpdir(), 'replica-server-'));
  const running: ChildProcess[] = [];

  afterAll(() => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataRoot, { recursive: true, force: true });
  });

  it('opens the PGlite folder, listens, shuts down on SIGTERM and keeps the data', async () => {
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      REPLICA_DATA_DIR: join(dataRoot, 'data'),
      SERVE_WEB: 'false',
    };
    const credentials = JSON.stringify({ email: 'persiste@example.com', pass: 'secreto123' });
    const post = (origin: string, path: string) =>
      fetch(`${origin}/functions/v1/auth/${path}`, {
        method: 'POST',
        body: credentials,
        headers: { 'content-type': 'application/json' },
      });

    const first = startServer(env);
    running.push(first.child);
    const firstOrigin = await first.listening();
    expect(firstOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await post(firstOrigin, 'signup')).status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output().stdout).toContain('SIGTERM received, shutting down');
    // Every line is JSON, the request's access line among them.
    const lines = first
      .output()
      .stdout.split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request', route: '/functions/v1/auth/signup', status: 201 }),
    );

    // The second start finds its migrations applied and the account still there.
    const second = startServer(env);
    running.push(second.child);
    const secondOrigin = await second.listening();
    expect((await post(secondOrigin, 'signin')).status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    // Two process starts and a new PGlite folder: slow when other test files load both cores.
  }, 120_000);

  it('refuses to start with a readable message when the configuration is wrong', async () => {
    const server = startServer({ PORT: 'ocho', SERVE_WEB: 'quizas', LOG_LEVEL: 'verbose' });
    running.push(server.child);
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('Configuración no válida:');
    expect(stderr).toMatch(/PORT: /);
    expect(stderr).toMatch(/SERVE_WEB: debe ser "true" o "false"/);
    expect(stderr).toMatch(/LOG_LEVEL: debe ser uno de: /);
    expect(stderr).not.toMatch(/ at .*\.ts/);
  });
});
