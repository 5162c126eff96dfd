import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
// By path: Vite's config loader leaves a package import to Node, which cannot load TypeScript.
import { REMOTE_ENTRY_FILE, SCREEN_NAMES } from '../../packages/api-client/src/screens.ts';
import {
  MODULE_PARSE_IDLE_TIMEOUT_S,
  SCREEN_DEV_PORTS,
  SHELL_DEV_PORT,
  SIGNED_IN_SHELL_BASE,
  SIGNED_IN_SHELL_DEV_PORT,
  browserAliases,
  devApiProxy,
  frontEndBuild,
  screenTests,
  sharedSingletons,
} from '../../federation.shared.ts';
import { stripEndpointDocs } from '../../scripts/endpoint-docs/strip-endpoint-docs.ts';
import { preloadStartProviders } from './preload-providers.ts';

/** In development the shell points every screen at its own dev server. */
function devRemotesManifest(): Plugin {
  const manifest = Object.fromEntries(
    SCREEN_NAMES.map((name) => [
      name,
      `http://127.0.0.1:${SCREEN_DEV_PORTS[name]}/${REMOTE_ENTRY_FILE}`,
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

/**
 * The start's build splits chunks by the modules each needs, not by whole shared packages with
 * everything they import (rolldown's default for the federation plugin's groups): with it, React
 * sat inside the API client's chunk, and a signed-out visitor fetched zod to get React.
 */
const startBuild = {
  ...frontEndBuild,
  rolldownOptions: {
    output: {
      codeSplitting: { includeDependenciesRecursively: false },
      // Rolldown's advice with the above: chunks then keep each module's execution order.
      strictExecutionOrder: true,
    },
  },
};

export default defineConfig(
  ({ command }) =>
    ({
      plugins: [
        // The shell's build provides the shared API client, contract included, to every screen.
        stripEndpointDocs(),
        react(),
        federation({
          name: 'shell',
          remotes: {},
          shared: sharedSingletons(command),
          dts: false,
          moduleParseIdleTimeout: MODULE_PARSE_IDLE_TIMEOUT_S,
          // remotes.json names each remote's remoteEntry.js, so the runtime's snapshot support
          // (mf-manifest.json remotes, preloading) is never used: ~1 KB gzip of first load.
          disableSnapshot: true,
          // The shell's federation runtime also serves the remotes, which then leave theirs out.
          experiments: { provideExternalRuntime: true },
        }),
        devRemotesManifest(),
        preloadStartProviders(),
      ],
      define: {
        // Where the start finds the signed-in shell (vite.signed-in.config.ts): beside its own build,
        // or that build's dev server.
        SIGNED_IN_SHELL_ENTRY: JSON.stringify(
          command === 'build'
            ? `${SIGNED_IN_SHELL_BASE.slice(1)}${REMOTE_ENTRY_FILE}`
            : `http://127.0.0.1:${SIGNED_IN_SHELL_DEV_PORT}/${REMOTE_ENTRY_FILE}`,
        ),
      },
      resolve: { alias: browserAliases(command) },
      server: { host: '127.0.0.1', port: SHELL_DEV_PORT, strictPort: true, proxy: devApiProxy },
      build: startBuild,
      test: screenTests,
    }) as UserConfig,
);
