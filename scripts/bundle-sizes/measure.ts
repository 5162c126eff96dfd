/**
 * What the bundle budgets count, read from the built `dist` folders (gzip level 9 of each file,
 * summed; 1 KB = 1,000 bytes, as Vite's build report).
 *
 * - Shell first load: the files the browser fetches before the shell renders: the scripts and
 *   module preloads of `dist/index.html`, everything they import statically, and everything the
 *   Module Federation start-up code imports with `import()` (bootstrap, host init, the shared
 *   import map and the `loadShare` wrappers), i.e. the shared singletons the shell provides. For a
 *   shared package with a tree-shaken provider only that provider counts: with 'runtime-infer'
 *   and the same export list in every app the runtime fetches it, and the full build only for a
 *   consumer needing more exports, which the check refuses (in 'server-calc' mode, without a
 *   deploy service marking the list final, it would fetch the full build: the e2e bench's
 *   `shell-js-fetched-gzip`, read in Chromium, is the cross-check). Lazy `import()`s of the
 *   shell's own code are not first load.
 * - A remote's own JS: what opening its screen fetches from the remote's build: `remoteEntry.js`,
 *   the exposed page it imports, and everything they import statically (the remote's loadShare
 *   wrappers among them), but not the shared packages' own builds (each remote builds a
 *   fallback copy of every shared package, imported only if the shell did not provide it). The page's own lazy `import()`s (a chart shown later)
 *   are its lazy JS, a separate figure. Web workers (`new Worker(new URL(…))`) are not counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuildFolder } from './chunk-graph.ts';

export interface BundleSize {
  files: string[];
  gzipBytes: number;
}

// Chunks written by @module-federation/vite: start-up, shared import map, loadShare wrappers.
const FEDERATION_CHUNK =
  /mf-entry-bootstrap|hostInit|pendingShares|remoteEntry|_virtual_mf|__mfe_internal__/;
const PREBUILD = /__prebuild__(.+?)__prebuild__/;
const TREE_SHAKEN = /__tree_shaking__(.+)-[\w-]{8}\.js$/;

function htmlEntryFiles(folder: BuildFolder): string[] {
  const html = readFileSync(join(folder.dir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]*\ssrc="([^"]+)"/g)];
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*\shref="([^"]+)"/g)];
  return [...scripts, ...preloads]
    .map((match) => folder.resolve('index.html', match[1]!))
    .filter((file): file is string => file !== null);
}

function sized(folder: BuildFolder, files: Set<string>): BundleSize {
  return { files: [...files].sort(), gzipBytes: folder.totalGzipBytes(files) };
}

export function shellFirstLoad(distDir: string): BundleSize {
  const folder = new BuildFolder(distDir);
  const treeShakenPackages = new Set<string>();
  const roots = htmlEntryFiles(folder);
  const all = folder.reach(roots, () => true);
  for (const file of all) {
    const match = TREE_SHAKEN.exec(file);
    if (match) treeShakenPackages.add(match[1]!);
  }
  const isReplacedFullBuild = (file: string) => {
    const match = PREBUILD.exec(file);
    return match !== null && treeShakenPackages.has(match[1]!);
  };
  return sized(
    folder,
    folder.reach(roots, (file) => FEDERATION_CHUNK.test(file), isReplacedFullBuild),
  );
}

interface FederationManifest {
  shared: { assets: { js: { sync: string[]; async: string[] } } }[];
}

export function remoteJs(distDir: string, base: string): { own: BundleSize; lazy: BundleSize } {
  const folder = new BuildFolder(distDir, base);
  const manifest = JSON.parse(
    readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'),
  ) as FederationManifest;
  const sharedFiles = new Set(
    manifest.shared.flatMap((item) => [...item.assets.js.sync, ...item.assets.js.async]),
  );
  const isShared = (file: string) =>
    sharedFiles.has(file) || PREBUILD.test(file) || TREE_SHAKEN.test(file);
  // remoteEntry.js imports the exposed page; the other federation chunks' import()s are the
  // shared packages' fallback copies, fetched only if the shell did not provide them.
  const isEntry = (file: string) => file === 'remoteEntry.js';
  const own = folder.reach(['remoteEntry.js'], isEntry, isShared);
  const everything = folder.reach(
    ['remoteEntry.js'],
    (file) => isEntry(file) || !FEDERATION_CHUNK.test(file),
    isShared,
  );
  const lazy = new Set([...everything].filter((file) => !own.has(file)));
  return { own: sized(folder, own), lazy: sized(folder, lazy) };
}
