import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  MODULE_PARSE_IDLE_TIMEOUT_S,
  SCREEN_REMOTES,
  SHELL_DEV_PORT,
  devApiProxy,
  frontEndBuild,
  sharedSingletons,
} from '../../federation.shared.ts';

/** In development the shell points every screen at its own dev server. */
function devRemotesManifest(): Plugin {
  const manifest = Object.fromEntries(
    Object.entries(SCREEN_REMOTES).map(([name, port]) => [
      name,
      `http://127.0.0.1:${port}/remoteEntry.js`,
    ]),
  );
  return {
    name: 'replica-dev-remotes-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(manifest));
      });
    },
  };
}

const PREBUILD = /__prebuild__(.+?)__prebuild__/;
const TREE_SHAKEN = /__tree_shaking__(.+)-[\w-]{8}\.js$/;
const PROVIDER_IMPORT = /import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]\s*\)/g;

/**
 * Module preloads for the builds of the shared packages the shell provides (api-client, ui, the
 * tree-shaken router). The federation start-up imports them only after its host init has run,
 * so without a hint the browser fetches and compiles them one after another late in the start;
 * they are needed before the first render anyway. A full build replaced by a tree-shaken one
 * is a fallback and gets no hint.
 */
function preloadSharedProviders(): Plugin {
  return {
    name: 'replica-preload-shared-providers',
    apply: 'build',
    // After the federation plugin, which writes index.html's start-up and this import map late.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const importMap = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.fileName.includes('localSharedImportMap'),
      );
      if (html?.type !== 'asset' || importMap?.type !== 'chunk') return;
      const directory = importMap.fileName.slice(0, importMap.fileName.lastIndexOf('/') + 1);
      const providers = [...importMap.code.matchAll(PROVIDER_IMPORT)].map(
        (match) => `${directory}${match[1]!}`,
      );
      const treeShaken = new Set(providers.flatMap((file) => TREE_SHAKEN.exec(file)?.[1] ?? []));
      const links = [...new Set(providers)]
        .filter((file) => !treeShaken.has(PREBUILD.exec(file)?.[1] ?? ''))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      html.source = String(html.source).replace('</head>', `${links.join('')}</head>`);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      dts: false,
      moduleParseIdleTimeout: MODULE_PARSE_IDLE_TIMEOUT_S,
      // remotes.json names each remote's remoteEntry.js, so the runtime's snapshot support
      // (mf-manifest.json remotes, preloading) is never used: ~1 KB gzip of first load.
      disableSnapshot: true,
      // The shell's federation runtime also serves the remotes, which then leave theirs out.
      experiments: { provideExternalRuntime: true },
    }),
    devRemotesManifest(),
    preloadSharedProviders(),
  ],
  server: { host: '127.0.0.1', port: SHELL_DEV_PORT, strictPort: true, proxy: devApiProxy },
  build: frontEndBuild,
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../../vitest.setup.ts'],
  },
} as Parameters<typeof defineConfig>[0]);
