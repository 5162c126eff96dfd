/**
 * `npm run bench -w @replica/e2e` (its Node part, across Ingesta and the API, so it lives here
 * rather than in either app): a 100,000-row CSV (~10 MB) with awkward quoting is parsed by the
 * same streaming module the browser's worker runs, then its comments go through the same batched
 * import loop to a real API (Hono + PGlite) on loopback; the same rows as an `.xlsx` workbook are
 * parsed by the workbook module, and must give the same comments. Prints one `name: value unit`
 * per figure.
 */
import { serve } from '@hono/node-server';
import Papa from 'papaparse';
import { createApiClient } from '@replica/api-client';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../apps/api/src/app';
import { openPglite } from '../../apps/api/src/db/pglite';
import { createLogger } from '../../apps/api/src/infra/log/logger';
import { FILE_AUTHOR } from '../../apps/ingesta/src/importing/default-authors';
import { runImport } from '../../apps/ingesta/src/importing/run-import';
import { parseCsvComments } from '../../apps/ingesta/src/parsing/csv-comments';
import { parseXlsxComments } from '../../apps/ingesta/src/parsing/xlsx-comments';
import { utils, write } from '@e965/xlsx';
import { isDeepStrictEqual } from 'node:util';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const PLATFORMS = ['YouTube', 'TikTok', 'Instagram', 'Facebook'];
const OBJECTIONS = [
  'Es caro, "demasiado" caro; no tengo ese dinero',
  'No confío en ellos, parece una estafa',
  'Tardan meses en responder\ny nadie da la cara',
  'Ya lo intenté con otra empresa; no funcionó',
];

/** One header and `rows` rows: BOM, `;` inside quotes, doubled quotes, newlines in fields. */
function awkwardCsv(rows: number): string {
  const lines = ['\uFEFFfecha,autor,comment,plataforma'];
  for (let row = 0; row < rows; row += 1) {
    const text = `${OBJECTIONS[row % OBJECTIONS.length]} (${row})`.replaceAll('"', '""');
    lines.push(
      `2024-0${(row % 9) + 1}-1${row % 10},"Pérez, Ana ${row % 997}","${text}",${PLATFORMS[row % 4]}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function print(name: string, value: number | string, unit: string) {
  console.log(`${name}: ${value} ${unit}`);
}

const csv = new Blob([awkwardCsv(ROWS)]);
print('csv-size-100k', (csv.size / 1024 / 1024).toFixed(1), 'MB');

const parsing = performance.now();
const outcome = await parseCsvComments(csv);
const parseSeconds = (performance.now() - parsing) / 1000;
if (!outcome.ok || outcome.comments.length !== ROWS)
  throw new Error(`parsed ${outcome.ok ? outcome.comments.length : outcome.problem}, not ${ROWS}`);
print('csv-parse-100k', parseSeconds.toFixed(2), 's');

// The same rows as a workbook: what Papa reads from the CSV text is what the sheet holds.
const table = Papa.parse<string[]>(await csv.text(), { skipEmptyLines: true }).data;
const book = utils.book_new();
utils.book_append_sheet(book, utils.aoa_to_sheet(table), 'Comentarios');
const xlsx = new Blob([
  write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
]);
print('xlsx-size-100k', (xlsx.size / 1024 / 1024).toFixed(1), 'MB');
const readingWorkbook = performance.now();
const fromWorkbook = await parseXlsxComments(xlsx);
print('xlsx-parse-100k', ((performance.now() - readingWorkbook) / 1000).toFixed(2), 's');
if (!fromWorkbook.ok || !isDeepStrictEqual(fromWorkbook.comments, outcome.comments))
  throw new Error('the workbook gave other comments than the CSV of the same rows');

const dataDir = mkdtempSync(join(tmpdir(), 'replica-ingesta-bench-'));
const database = await openPglite({ dataDir, logger: createLogger() });
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const started = serve(
    { fetch: createApp({ database }).fetch, port: 0, hostname: '127.0.0.1' },
    () => resolve(started),
  );
});
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const anonymous = createApiClient({ baseUrl: origin, getSessionId: () => null });
  const credentials = { email: `bench-ingesta-${Date.now()}@example.com`, pass: 'benchmark-1' };
  await anonymous.signup({ body: credentials });
  const { session_id } = await anonymous.signin({ body: credentials });
  const api = createApiClient({ baseUrl: origin, getSessionId: () => session_id });

  const importing = performance.now();
  const result = await runImport({
    comments: outcome.comments,
    kind: 'file',
    industry: 'Marca Personal',
    defaultAuthor: FILE_AUTHOR,
    ...(process.env.BENCH_CONCURRENCY
      ? { concurrency: Number(process.env.BENCH_CONCURRENCY) }
      : {}),
    send: (request) => api.importComments({ body: request }),
  });
  const importSeconds = (performance.now() - importing) / 1000;
  if (result.status !== 'done' || result.totals.inserted !== ROWS)
    throw new Error(`import ended ${result.status}: ${JSON.stringify(result.totals)}`);
  print('csv-import-100k-pglite', importSeconds.toFixed(2), 's');
  print('csv-import-rate-pglite', Math.round(ROWS / importSeconds), 'comments/s');
  print('csv-parse-and-import-100k-pglite', (parseSeconds + importSeconds).toFixed(2), 's');
} finally {
  server.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
