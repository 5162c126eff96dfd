import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
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

export default defineConfig({
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      dts: false,
      // remotes.json names each remote's remoteEntry.js, so the runtime's snapshot support
      // (mf-manifest.json remotes, preloading) is never used: ~1 KB gzip of first load.
      disableSnapshot: true,
      // The shell's federation runtime also serves the remotes, which then leave theirs out.
      experiments: { provideExternalRuntime: true },
    }),
    devRemotesManifest(),
  ],
  server: { host: '127.0.0.1', port: SHELL_DEV_PORT, strictPort: true, proxy: devApiProxy },
  build: frontEndBuild,
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../../vitest.setup.ts'],
  },
} as Parameters<typeof defineConfig>[0]);
