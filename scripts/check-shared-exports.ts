/**
 * `npm run check:bundles`, after a build: fails with one line per remote that imports a
 * react-router-dom export the shell's tree-shaken router leaves out (it would get a second
 * router). The JavaScript budgets are checked in Chromium by the e2e's js-budgets spec, on what
 * the browser fetches rather than on the build folders; `npm run bundle-sizes` prints them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SCREEN_NAMES } from '@replica/api-client/screens';
import { ROUTER_EXPORTS } from '../federation.shared.ts';
import { sharedExportProblems } from './shared-exports/shared-exports.ts';

const root = join(import.meta.dirname, '..');
/** Every remote build: the screens and the shell's signed-in shell. */
const remoteBuilds = [
  ...SCREEN_NAMES.map((name) => ({ name, dist: join(root, 'apps', name, 'dist') })),
  { name: 'signed-in shell', dist: join(root, 'apps', 'shell', 'dist', 'signed-in') },
];

function main(): number {
  const missing = remoteBuilds.filter(({ dist }) => !existsSync(join(dist, 'mf-manifest.json')));
  if (missing.length > 0) {
    const names = missing.map(({ name }) => name).join(', ');
    console.error(`No build of ${names}: run \`npm run build\` first.`);
    return 2;
  }
  const problems = remoteBuilds.flatMap(({ name, dist }) =>
    sharedExportProblems(dist, {
      'react-router-dom': ROUTER_EXPORTS,
    }).map((problem) => `${name} ${problem}`),
  );
  for (const problem of problems) {
    console.error(
      `${problem}: add it to ROUTER_EXPORTS in federation.shared.ts (one shared copy).`,
    );
  }
  if (problems.length === 0) console.log("Every remote uses the shell's router exports only.");
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = main();
