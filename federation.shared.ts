/**
 * Module Federation settings every front-end app shares: each screen's dev server, which
 * libraries are singletons at run time, and the Vite config of a screen remote. Which screens
 * exist is `@replica/api-client/screens`. Listed in turbo.json `globalDependencies` so a change
 * here rebuilds every app.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { stripEndpointDocs } from './scripts/endpoint-docs/strip-endpoint-docs.ts';
// By path, not `@replica/api-client/screens`: Vite's config loader leaves a package import to
// Node, which cannot load the package's TypeScript source; a relative one it bundles.
import {
  REMOTE_ENTRY_FILE,
  type ScreenName,
  remoteBasePath,
} from './packages/api-client/src/screens.ts';

/** The port of each screen remote's dev server; a screen without one fails to typecheck. */
export const SCREEN_DEV_PORTS: Record<ScreenName, number> = {
  inicio: 5171,
  ingesta: 5172,
  opiniones: 5173,
  reporte: 5174,
  templates: 5175,
  generar: 5176,
  equipo: 5177,
};

export const SHELL_DEV_PORT = 5170;
/** The dev server of the shell's second build, the signed-in shell (vite.signed-in.config.ts). */
export const SIGNED_IN_SHELL_DEV_PORT = 5178;
/** Where the one-process server serves the signed-in shell's build (apps/shell/dist/signed-in). */
export const SIGNED_IN_SHELL_BASE = '/signed-in/';
export const API_DEV_PORT = 8080;

const reactSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
};

/**
 * A build runs React's API on preact/compat: react-dom alone was 64 KB gzip of a returning
 * user's first Inicio, preact with its compat layer is ~11 KB. Every `react` import, ours and the
 * libraries' (the router, jotai, styled-components, TanStack Query), resolves to it, and the
 * entry points the aliases lead to are the singletons, as the federation plugin shares by the
 * specifier it sees after an alias. Development keeps React (its Fast Refresh needs React), and
 * so do the unit tests; the e2e suite runs every screen on the build in Chromium.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
];
// `preact` and `preact/hooks` too: a build importing one directly must not bundle a second copy.
const preactSingletons = Object.fromEntries(
  ['preact', 'preact/hooks', 'preact/compat', 'preact/compat/client', 'preact/jsx-runtime'].map(
    (name) => [name, { singleton: true, requiredVersion: '^11.0.0' }],
  ),
);

const librarySingletons = {
  jotai: { singleton: true, requiredVersion: '^2.20.0' },
  'styled-components': { singleton: true, requiredVersion: '^6.0.0' },
  '@replica/api-client': { singleton: true, requiredVersion: '^1.0.0' },
  // Subpaths a screen imports at run time are shared too: an unshared subpath's modules import
  // the package's source, so the screen would bundle and fetch its own copy (zod and ky
  // included) beside the shell's.
  '@replica/api-client/react': { singleton: true, requiredVersion: '^1.0.0' },
  '@replica/api-client/schemas': { singleton: true, requiredVersion: '^1.0.0' },
  '@replica/ui': { singleton: true, requiredVersion: '^1.0.0' },
  // The kit's parts the signed-out start uses, shared apart so the start's first load fetches
  // them alone; the same modules as `@replica/ui`'s at run time.
  '@replica/ui/core': { singleton: true, requiredVersion: '^1.0.0' },
  // The router, as the kit's module of the exports apps use (packages/ui/src/router.ts).
  '@replica/ui/router': { singleton: true, requiredVersion: '^1.0.0' },
};

/**
 * One instance of each at run time: one React, one router, one jotai store, one session, one
 * server-state cache. TanStack Query is not shared on its own: only `@replica/api-client/react`
 * imports it (the linter keeps apps from doing so), so it is bundled, tree-shaken, into the
 * shell's build of that package, and the shell's provider and every screen's hooks share that one
 * copy's React context. Shared whole it cost 6.5 KB gzip more on a returning user's first Inicio.
 * The same list in a build (`'build'`) and a dev server (`'serve'`) but for React's own.
 */
export function sharedSingletons(command: 'build' | 'serve') {
  return { ...(command === 'build' ? preactSingletons : reactSingletons), ...librarySingletons };
}

/** The module aliases of a browser build or dev server: its zod, and its React in a build. */
export function browserAliases(command: 'build' | 'serve') {
  return command === 'build' ? [...browserZodAlias, ...preactForReact] : browserZodAlias;
}

/**
 * A built remote provides nothing (`import: false`): every shared package, the router among
 * them, is the shell's. A remote holding a fallback copy of its own fetches it whenever the
 * bundler places it beside code the page needs (each screen used to fetch its own ~37 KB gzip
 * @replica/api-client with zod and ky), and with a provider of the same version the runtime may
 * hand it that copy instead of the shell's (a second router context its links and hooks cannot
 * see). A remote therefore loads only inside the shell, which provides every package listed in
 * `sharedSingletons` (its built index.html cannot run alone: see `externalRuntime` below).
 */
const remoteBuildShared = Object.fromEntries(
  Object.entries(sharedSingletons('build')).map(([name, config]) => [
    name,
    { ...config, import: false as const },
  ]),
);

/**
 * Seconds the federation plugin waits with no module parsed before it gives up mapping which
 * shared packages and exports the build imports (default 10). On a busy 2-core CI machine a build
 * can pause that long, and a build that gives up silently falls back (whole export surfaces,
 * inlined shared packages) instead of sharing what it should.
 */
export const MODULE_PARSE_IDLE_TIMEOUT_S = 120;

/**
 * Vite build options of every front-end app. Vite's own default target, the browsers of the last
 * few years (Chrome and Edge 111, Firefox 114, Safari 16.4): top-level await, class fields and
 * optional chaining run as written. With chrome89 the compiler lowered them and added class
 * helpers, 10.5 KB gzip more of everything a visitor fetches.
 */
export const frontEndBuild = { target: 'baseline-widely-available' };

/**
 * The browser's `zod`: zod/mini with the chained methods the contract's schemas use
 * (`packages/api-client/src/browser-zod`), ~16 KB gzip lighter than zod's full API, which the
 * server keeps for its OpenAPI document. The front ends' unit tests run with it too.
 */
export const browserZodAlias = [
  {
    find: /^zod$/,
    replacement: new URL('./packages/api-client/src/browser-zod/index.ts', import.meta.url)
      .pathname,
  },
];

const devApiProxy = {
  '/functions': { target: `http://127.0.0.1:${API_DEV_PORT}`, changeOrigin: false },
};

/**
 * A remote's federation plumbing (the shims of the shell's runtime it uses, its shared-package
 * map) in one chunk beside its `remoteEntry.js` rather than four: ~0.5 KB gzip less per remote.
 */
const remoteFederationChunk = {
  name: 'federation',
  test: /@module-federation\/runtime\/dist|mf-external-runtime-core|mf-localSharedImportMap/,
};

interface RemoteAppOptions {
  /** The federation name. */
  name: string;
  exposes: Record<string, string>;
  devPort: number;
  /** Public path of the build; also where the one-process server mounts it. */
  base: string;
  outDir?: string;
  /** The build's entry when the app has no standalone index.html of its own. */
  input?: string;
}

/**
 * How the shell's and the screens' tests run: in jsdom, one module graph and one jsdom per worker
 * rather than per file (building them for each file was most of the suites' time); the setup
 * files reset what a file leaves behind.
 */
export const screenTests = {
  environment: 'jsdom',
  globals: true,
  isolate: false,
  setupFiles: [
    new URL('./vitest.setup.ts', import.meta.url).pathname,
    new URL('./packages/ui/src/testing/fresh-page-setup.ts', import.meta.url).pathname,
    new URL('./packages/ui/src/testing/english-texts-setup.ts', import.meta.url).pathname,
  ],
};

/**
 * The Vite config of a remote the shell loads: its own build and `remoteEntry.js`, every shared
 * package the shell's. `REMOTE_BASE` changes the public path when a remote is deployed alone (e.g.
 * to a CDN).
 */
export function remoteAppConfig(options: RemoteAppOptions, command: 'build' | 'serve'): UserConfig {
  const origin = `http://127.0.0.1:${options.devPort}`;
  return {
    base: command === 'build' ? (process.env.REMOTE_BASE ?? options.base) : '/',
    plugins: [
      stripEndpointDocs(),
      react(),
      federation({
        name: options.name,
        filename: REMOTE_ENTRY_FILE,
        exposes: options.exposes,
        shared: command === 'build' ? remoteBuildShared : sharedSingletons('serve'),
        manifest: true,
        dts: false,
        moduleParseIdleTimeout: MODULE_PARSE_IDLE_TIMEOUT_S,
        dev: { remoteHmr: true },
        // A built remote runs inside the shell and uses the shell's federation runtime
        // (provideExternalRuntime there) instead of shipping its own ~19 KB gzip copy. Its built
        // index.html cannot run alone then; `vite` (development) still serves it with a runtime.
        ...(command === 'build' && { experiments: { externalRuntime: true } }),
      }),
    ],
    resolve: { alias: browserAliases(command) },
    server: {
      host: '127.0.0.1',
      port: options.devPort,
      strictPort: true,
      origin,
      proxy: devApiProxy,
    },
    preview: { host: '127.0.0.1', port: options.devPort, strictPort: true },
    build: {
      ...frontEndBuild,
      ...(options.outDir && { outDir: options.outDir }),
      rolldownOptions: {
        ...(options.input && { input: options.input }),
        output: { codeSplitting: { groups: [remoteFederationChunk] } },
      },
    },
    test: screenTests,
  } as UserConfig;
}

/** The Vite config of one screen remote, exposing `./Page`. */
export function screenRemoteConfig(name: ScreenName, command: 'build' | 'serve'): UserConfig {
  return remoteAppConfig(
    {
      name,
      exposes: { './Page': './src/page.tsx' },
      devPort: SCREEN_DEV_PORTS[name],
      base: remoteBasePath(name),
    },
    command,
  );
}

export { devApiProxy };
