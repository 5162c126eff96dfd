/**
 * Load figures for the read endpoints, each beside what bounds it in the same run: `/healthz`
 * (the HTTP stack with no database) and PostgreSQL's own rate for the inbox's query (pgbench,
 * same clients, same seconds). Prints `name: value unit` lines, ratios included.
 */
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { WorkspaceDb } from '../src/db/database';
import * as schema from '../src/db/schema';
import { inboxPage } from '../src/domain/comments/inbox';
import type { BenchServer } from './bench-server';

export const CLIENTS = 50;
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
export const INBOX_PAGE = 20;

export interface LoadFigure {
  rate: number;
  p99: number;
  failures: number;
}

/**
 * 50 clients on one GET path of the server for LOAD_SECONDS, after one round of 50 calls at once
 * that fills the connection pools and the plans: a steady state, not a cold start. Failed answers
 * are counted.
 */
export async function loadPath(server: BenchServer, path: string): Promise<LoadFigure> {
  const headers = { 'x-session-id': server.sessionId };
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const response = await fetch(`${server.origin}${path}`, { headers });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    }),
  );
  const load = await autocannon({
    url: `${server.origin}${path}`,
    headers,
    connections: CLIENTS,
    duration: LOAD_SECONDS,
    // The clients run on a worker thread, not on the event loop of the server they measure.
    workers: 1,
  });
  return {
    rate: load.requests.average,
    p99: load.latency.p99,
    // Failed answers come back fast and would flatter the rate, so they are counted.
    failures: load.non2xx + load.errors + load.timeouts,
  };
}

/**
 * The SQL the inbox's first page sends for `industry`, with its parameters written in as
 * literals, as pgbench needs it: made by the real `inboxPage` over a recording driver.
 */
export async function inboxFirstPageSql(workspaceId: number, industry: string): Promise<string> {
  const sent: { text: string; values: unknown[] }[] = [];
  const recorder = {
    // drizzle tells a pool from a client by its class name.
    constructor: { name: 'RecordingPool' },
    query: async (statement: { text: string }, values: unknown[] = []) => {
      sent.push({ text: statement.text, values });
      return { rows: [], fields: [], rowCount: 0, command: 'SELECT' };
    },
  };
  const db = Object.assign(drizzle({ client: recorder as unknown as pg.Pool, schema }), {
    workspaceId,
  }) as WorkspaceDb;
  await inboxPage(db, { industry, limit: INBOX_PAGE });
  const first = sent[0];
  if (!first) throw new Error('the inbox sent no statement');
  return first.values.reduceRight<string>(
    (text, value, index) => text.replaceAll(`$${index + 1}`, literal(value)),
    first.text,
  );
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * PostgreSQL's own rate for `statement` (transactions per second): pgbench, CLIENTS clients on
 * two threads for LOAD_SECONDS (at least 5), as the database's owner, so no row-level security and no
 * workspace setting: the ceiling any API can reach for that query on this machine.
 */
export async function pgbenchRate(url: string, statement: string): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'replica-pgbench-'));
  try {
    const script = join(folder, 'query.sql');
    writeFileSync(script, `${statement.replaceAll('\n', ' ')};\n`);
    const { stdout } = await promisify(execFile)('pgbench', [
      '--no-vacuum',
      `--client=${CLIENTS}`,
      '--jobs=2',
      // Opening 50 connections takes a while on a busy machine: a tiny smoke run needs longer.
      `--time=${Math.max(LOAD_SECONDS, 5)}`,
      `--file=${script}`,
      url,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
    return Number(tps[1]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Loads `/healthz`, PostgreSQL with the inbox's query, then the inbox, the report and the
 * dashboard, and prints each with the ratios the targets are stated in.
 */
export async function printReadLoad(options: {
  server: BenchServer;
  url: string;
  industry: string;
  suffix: string;
}): Promise<void> {
  const { server, url, industry, suffix } = options;
  const encoded = encodeURIComponent(industry);
  const print = (name: string, value: number | string, unit: string, detail = '') =>
    console.log(`${name}-${CLIENTS}-clients-${suffix}${detail}: ${value} ${unit}`);
  const printLoad = (name: string, figure: LoadFigure) => {
    print(name, Math.round(figure.rate), 'req/s');
    print(name, figure.p99, 'ms', '-p99');
    print(name, figure.failures, 'requests', '-failures');
  };

  const health = await loadPath(server, '/healthz');
  printLoad('healthz', health);
  const postgres = await pgbenchRate(url, await inboxFirstPageSql(server.workspaceId, industry));
  print('inbox-query-pgbench', Math.round(postgres), 'req/s');
  const inbox = await loadPath(server, `/functions/v1/opiniones?industry=${encoded}&limit=20`);
  printLoad('inbox', inbox);
  const report = await loadPath(server, `/functions/v1/report?industry=${encoded}`);
  printLoad('report', report);
  const dashboard = await loadPath(server, '/functions/v1/dashboard-metrics');
  printLoad('dashboard', dashboard);

  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  print('inbox', ratio(inbox.rate, postgres), 'x', '-vs-postgres');
  print('inbox', ratio(inbox.rate, health.rate), 'x', '-vs-healthz');
  print('report', ratio(report.rate, inbox.rate), 'x', '-vs-inbox');
  print('dashboard', ratio(dashboard.rate, inbox.rate), 'x', '-vs-inbox');
}
