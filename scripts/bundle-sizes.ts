/**
 * Bundle budgets of the front end, from the built `dist` folders (build first: `npm run build`).
 * `check` fails with one line per bundle over its budget; `bench` prints `name: value KB` lines.
 * What each figure counts is written in bundle-sizes/measure.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROUTER_EXPORTS,
  SCREEN_REMOTES,
  remoteBasePath,
  type ScreenRemoteName,
} from '../federation.shared.ts';
import { remoteJs, shellFirstLoad, type BundleSize } from './bundle-sizes/measure.ts';
import { sharedExportProblems } from './bundle-sizes/shared-exports.ts';

// Issue 9's target for the shell is 150 KB; it measures ~200 KB, of which zod is 26 KB and the
// federation host code ~40 KB (see the issue note). Until those move (issue 23), this budget
// only stops the shell growing: it grew once, by 0.6 KB, for the jobs' progress bar that the
// shell's copy of @replica/ui now carries, and the remotes by ~0.2 KB for the jobs client; then
// by 0.6 KB for the API contract table the client calls from (issue 22) and by 3.6 KB for the
// SVG icons that replace emoji (issue 23 item 3), which the shell's copy of @replica/ui carries.
const SHELL_FIRST_LOAD_BUDGET_KB = 206;
const REMOTE_OWN_JS_BUDGET_KB = 41;

interface Figure {
  name: string;
  size: BundleSize;
  /** Figures without a budget are only printed. */
  budgetKb?: number;
}

const root = join(import.meta.dirname, '..');
const remoteNames = Object.keys(SCREEN_REMOTES) as ScreenRemoteName[];

function measureAll(): Figure[] {
  const missing = ['shell', ...Object.keys(SCREEN_REMOTES)].filter(
    (app) => !existsSync(join(root, 'apps', app, 'dist', 'index.html')),
  );
  if (missing.length > 0) {
    throw new Error(`No build of ${missing.join(', ')}: run \`npm run build\` first.`);
  }
  return [
    {
      name: 'shell-first-load-gzip',
      size: shellFirstLoad(join(root, 'apps/shell/dist')),
      budgetKb: SHELL_FIRST_LOAD_BUDGET_KB,
    },
    ...remoteNames.flatMap((name) => {
      const { own, lazy } = remoteJs(join(root, 'apps', name, 'dist'), remoteBasePath(name));
      return [
        { name: `remote-${name}-own-js-gzip`, size: own, budgetKb: REMOTE_OWN_JS_BUDGET_KB },
        { name: `remote-${name}-lazy-js-gzip`, size: lazy },
      ];
    }),
  ];
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function main(mode: string | undefined): number {
  const figures = measureAll();
  if (mode === 'bench') {
    for (const { name, size } of figures) console.log(`${name}: ${kb(size.gzipBytes)} KB`);
    return 0;
  }
  if (mode === 'check') {
    const over = figures.filter(
      ({ size, budgetKb }) => budgetKb !== undefined && size.gzipBytes > budgetKb * 1000,
    );
    for (const { name, size, budgetKb } of over) {
      console.error(
        `${name} is ${kb(size.gzipBytes)} KB gzip, over its ${budgetKb} KB budget; its files:\n` +
          size.files.map((file) => `  ${file}`).join('\n'),
      );
    }
    const unshared = remoteNames.flatMap((name) =>
      sharedExportProblems(join(root, 'apps', name, 'dist'), {
        'react-router-dom': ROUTER_EXPORTS,
      }).map((problem) => `${name} ${problem}`),
    );
    for (const problem of unshared) {
      console.error(
        `${problem}: add it to ROUTER_EXPORTS in federation.shared.ts (one shared copy).`,
      );
    }
    if (over.length === 0 && unshared.length === 0) {
      const budgeted = figures.filter(({ budgetKb }) => budgetKb !== undefined);
      console.log(
        `Bundle budgets met (${budgeted.map(({ name, size }) => `${name} ${kb(size.gzipBytes)} KB`).join(', ')}).`,
      );
    }
    return over.length === 0 && unshared.length === 0 ? 0 : 1;
  }
  console.error('Usage: tsx scripts/bundle-sizes.ts check|bench');
  return 2;
}

process.exitCode = main(process.argv[2]);
