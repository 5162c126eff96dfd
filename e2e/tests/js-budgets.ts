/**
 * The budgets for the JavaScript a new visitor's Chromium fetches (gzip -9 of each `.js`
 * response, 1 KB = 1,000 bytes), and the `name: value KB` lines `npm run bundle-sizes` and
 * `npm run bench` print for the same walk.
 */
import { SCREEN_NAMES, type ScreenName } from '@replica/api-client/screens';
import { kb } from './fetched-js';
import type { FirstOpens } from './first-opens';

export const JS_BUDGETS_KB = {
  /**
   * The shell until its login form shows, signed out with an empty cache: React's API on
   * preact/compat (~11 KB; react-dom was ~67 KB), the federation runtime and start-up (~38 KB),
   * styled-components, jotai, the UI kit's core and the login form (90.9 KB measured). Everything
   * only a signed-in visitor uses is in the shell's second build, the signed-in shell.
   */
  shellSignedOut: 150,
  /**
   * Signing up: the signed-in shell (sidebar, header, routing, its remoteEntry.js) and the shared
   * packages it and every screen use, which the shell provides: the API client with zod and ky,
   * TanStack Query, the router, the rest of the UI kit. Fetched once, so they count in the
   * shell's first load. 122 since each endpoint's entry in the contract also carries its API
   * reference text, failure text and change, so an endpoint is declared once (121.5 KB measured
   * then; 116.2 KB before, with the schemas' descriptions and rules). 123 since the kit, shared
   * whole, holds the parts screens had each written again (`Hint`, `TitledSection`) and reads
   * tell their input from the endpoint table at run time (122.0 KB measured, from 121.8). 105
   * since TanStack Query is bundled, tree-shaken, into the shared api-client/react and the
   * browser parses with zod/mini and the contract's chained methods (101.6 KB measured, from
   * 122.4; 102.6 on preact/compat).
   */
  signedIn: 105,
  /** What opening one screen the first time adds (every shared package is the shell's). */
  screenFirstOpen: 30,
  /** Every screen's first open together (the shell's first load not included). */
  allScreens: 320,
  /**
   * Everything a visitor fetches: the signed-out start, signing up, then every screen (328.0 KB
   * measured: builds for current browsers, the router shared as a module, one chunk of federation
   * plumbing per remote, the screens' English fetched only in English; 355.9 before).
   */
  everything: 330,
  /**
   * A returning user's first Inicio: a stored session, an empty cache. 218.6 KB measured once
   * the builds run React's API on preact/compat (276.5 on React; 297.5 before the two changes
   * above); 207.6 with the changes `everything` names. The federation runtime with three
   * remoteEntry.js files (~41 KB) is the largest part left.
   */
  returningUserFirstInicio: 220,
};

export function allScreensGzipBytes(opens: FirstOpens): number {
  return SCREEN_NAMES.reduce((sum, name) => sum + opens.screens[name].gzipBytes, 0);
}

/** The signed-out start, signing up and every screen's first open. */
export function everythingGzipBytes(opens: FirstOpens): number {
  return opens.shell.gzipBytes + opens.signedIn.gzipBytes + allScreensGzipBytes(opens);
}

/** One line per figure, e.g. `js-first-open-ingesta-gzip: 26.4 KB`. */
export function figureLines(opens: FirstOpens): string[] {
  const screenLine = (name: ScreenName) =>
    `js-first-open-${name}-gzip: ${kb(opens.screens[name].gzipBytes)} KB`;
  return [
    `js-shell-signed-out-gzip: ${kb(opens.shell.gzipBytes)} KB`,
    `js-sign-in-shell-gzip: ${kb(opens.signedIn.gzipBytes)} KB`,
    ...SCREEN_NAMES.map(screenLine),
    `js-first-open-all-screens-gzip: ${kb(allScreensGzipBytes(opens))} KB`,
    `js-shell-and-all-screens-gzip: ${kb(everythingGzipBytes(opens))} KB`,
    `js-returning-user-first-inicio-gzip: ${kb(opens.returningHome.gzipBytes)} KB`,
  ];
}

/** Each over-budget step with the files it fetched, largest first; empty when all fit. */
export function budgetProblems(opens: FirstOpens): string[] {
  const problems: string[] = [];
  const check = (label: string, gzipBytes: number, budgetKb: number, files = '') => {
    if (gzipBytes > budgetKb * 1000) {
      problems.push(`${label}: ${kb(gzipBytes)} KB, over its ${budgetKb} KB budget${files}`);
    }
  };
  const fileList = (step: FirstOpens['shell']) =>
    [...step.files]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((file) => `\n  ${kb(file.gzipBytes).padStart(6)} KB ${file.path}`)
      .join('');
  check(
    'shell signed out',
    opens.shell.gzipBytes,
    JS_BUDGETS_KB.shellSignedOut,
    fileList(opens.shell),
  );
  check(
    'signed-in shell',
    opens.signedIn.gzipBytes,
    JS_BUDGETS_KB.signedIn,
    fileList(opens.signedIn),
  );
  for (const name of SCREEN_NAMES) {
    const step = opens.screens[name];
    check(`${name} first open`, step.gzipBytes, JS_BUDGETS_KB.screenFirstOpen, fileList(step));
  }
  check('all screens', allScreensGzipBytes(opens), JS_BUDGETS_KB.allScreens);
  check('everything', everythingGzipBytes(opens), JS_BUDGETS_KB.everything);
  check(
    "returning user's first Inicio",
    opens.returningHome.gzipBytes,
    JS_BUDGETS_KB.returningUserFirstInicio,
    fileList(opens.returningHome),
  );
  return problems;
}
