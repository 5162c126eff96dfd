/**
 * `npm run bench`: runs every workspace's `bench` script one after another (never in parallel,
 * so no benchmark steals the other's cores), shows their output as it comes, and collects each
 * `name: value unit` line into bench/results.json for comparing runs.
 *
 * `npm run bench:smoke` (`--smoke`) runs the same scripts at tiny sizes, as part of `npm test`,
 * so a benchmark that no longer runs fails the tests; its figures mean nothing and are not kept.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

// Only kebab-case names count as figures, so log lines that happen to hold a colon do not.
const FIGURE_LINE = /^([a-z0-9]+(?:-[a-z0-9]+)*): (-?\d+(?:\.\d+)?) (\S.*)$/;

function parseFigure(line: string): Figure | undefined {
  const match = FIGURE_LINE.exec(line.trim());
  if (!match) return undefined;
  const [, name, value, unit] = match;
  return { name: name!, value: Number(value), unit: unit!.trim() };
}

// Sizes small enough for every benchmark to run in a minute or two; any set in the environment
// wins.
const SMOKE_SIZES: Readonly<Record<string, string>> = {
  BENCH_COMMENTS: '1000',
  BENCH_RATIO_COMMENTS: '500',
  BENCH_ONE_BY_ONE: '50',
  SEED_COMMENTS: '2000',
  SEED_OTHER_COMMENTS: '500',
  BENCH_LOAD_SECONDS: '1',
  BENCH_THROUGHPUT_COMMENTS: '2000',
  BENCH_JOB_COMMENTS: '1000',
  BENCH_AI_COMMENTS: '50',
  BENCH_RULES_COMMENTS: '1000',
  BENCH_CSV_ROWS: '1000',
  BENCH_LCP_LOADS: '1',
  BENCH_FOOTPRINT_COMMENTS: '2000',
  BENCH_FOOTPRINT_SETTLE_SECONDS: '1',
};

const smoke = process.argv.includes('--smoke');

async function runBenchmarks(): Promise<{ figures: Figure[]; exitCode: number }> {
  const child = spawn('npm', ['run', 'bench', '--workspaces', '--if-present'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...(smoke ? SMOKE_SIZES : {}),
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
    },
  });
  const figures: Figure[] = [];
  for await (const line of createInterface({ input: child.stdout })) {
    console.log(line);
    const figure = parseFigure(line);
    if (figure) figures.push(figure);
  }
  const exitCode = await new Promise<number>((resolve) =>
    child.on('close', (code) => resolve(code ?? 1)),
  );
  return { figures, exitCode };
}

const { figures, exitCode } = await runBenchmarks();
if (smoke) {
  console.log(`\nbench smoke: ${figures.length} figures made at tiny sizes (not kept)`);
} else {
  mkdirSync('bench', { recursive: true });
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version },
        postgres: process.env.DATABASE_URL ? 'DATABASE_URL' : 'default local server',
        figures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${figures.length} figures written to bench/results.json`);
}
process.exitCode = exitCode;
