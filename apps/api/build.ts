/**
 * `npm run build`: bundles the API into `dist/` for `npm start` to run on Node alone. A process
 * that compiles TypeScript as it loads (tsx) holds the compiler's output and source maps of every
 * module, in each rules thread too; the bundle is plain JavaScript loaded once.
 *
 * Two entries: the server, and the rules thread, which a worker thread starts from a file of its
 * own. Both sit one folder below `apps/api`, as `src/api-folder.ts` does, so the paths made from
 * it (the migrations, the repository root) resolve the same bundled or not. The workspace's
 * packages (`@replica/*`, shipped as TypeScript) are bundled in; every other package stays in
 * node_modules and is loaded from there at run time.
 */
import { type Plugin, build } from 'esbuild';

const installedPackagesStayExternal: Plugin = {
  name: 'installed-packages-stay-external',
  setup(bundle) {
    // A bare specifier: a package or a Node built-in, never a relative or absolute path.
    bundle.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@replica/') ? undefined : { path, external: true },
    );
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    'rules-thread': 'src/infra/threads/rules-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Read only when asked for (NODE_OPTIONS=--enable-source-maps): stack traces then name the
  // TypeScript lines.
  sourcemap: 'linked',
  plugins: [installedPackagesStayExternal],
  logLevel: 'warning',
});
