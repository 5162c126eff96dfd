import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { closedPort } from './closed-port';

// Prism 5.14.2 exactly, with its prism-core, prism-http and prism-http-server held to the
// last versions that run on Node 20 (root `overrides`): the later ones need Node 24.
const require = createRequire(import.meta.url);
const PRISM_CLI = require.resolve('@stoplight/prism-cli/dist/index.js');
const STARTUP_TIMEOUT_MS = 30_000;

export interface PrismProxy {
  /** Where the proxy listens, on 127.0.0.1. */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Stoplight's Prism as a validating proxy (`prism proxy <document> <upstream> --errors`) on a
 * free loopback port: it forwards each call to `upstream` and checks the request and the answer
 * against the OpenAPI document. Every answer with a violation carries an `sl-violations` header
 * listing them; one that breaks the document is replaced by Prism's own error
 * (`application/problem+json`).
 *
 * @example const prism = await startPrismProxy('/tmp/openapi.json', http.origin);
 */
export async function startPrismProxy(documentPath: string, upstream: string): Promise<PrismProxy> {
  const port = await closedPort();
  const child = spawn(
    process.execPath,
    [PRISM_CLI, 'proxy', documentPath, upstream, '--errors', '-h', '127.0.0.1', '-p', String(port)],
    // No colours: the log is read as plain text when a test fails.
    { env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await listening(child, () => output);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => stopped(child),
  };
}

function listening(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      clearInterval(poll);
      clearTimeout(timeout);
      child.off('exit', exited);
    };
    const fail = (reason: string) => {
      settle();
      child.kill();
      reject(new Error(`Prism did not start: ${reason}\n${output()}`));
    };
    const exited = (code: number | null) => fail(`exited with ${code}`);
    const timeout = setTimeout(() => fail('timed out'), STARTUP_TIMEOUT_MS);
    const poll = setInterval(() => {
      if (!output().includes('Prism is listening')) return;
      settle();
      resolve();
    }, 50);
    child.once('exit', exited);
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}
