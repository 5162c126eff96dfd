import { serveStatic } from '@hono/node-server/serve-static';
import { SCREEN_NAMES, remoteBasePath } from '@replica/api-client/screens';
import { Hono, type MiddlewareHandler } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentSecurityPolicy, remoteOriginsOf } from './content-security-policy';
import { defaultRemotesManifest } from './remotes';

export interface WebOptions {
  /** The repository root: builds are read from `apps/<app>/dist` below it. */
  rootDir: string;
  /** A `remotes.json` to serve instead of the generated one (remotes deployed elsewhere). */
  remotesJsonPath?: string | undefined;
}

// Vite puts content-hashed file names under assets/: a new build means new URLs. The shell's
// second build (the signed-in shell) is served from its folder, /signed-in/.
const HASHED_ASSET = /^\/(?:remotes\/[^/]+\/|signed-in\/)?assets\//;
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Where the one-process server serves the static Storybook build of packages/ui. */
export const STORYBOOK_PATH = '/storybook/';

/**
 * The front end from the same process: the shell's build at `/`, `remotes.json`, each screen
 * remote's build under `/remotes/<name>/` and the component catalogue (Storybook) under
 * `/storybook/`. Entry points (`index.html`, `remoteEntry.js`,
 * `remotes.json`) are revalidated on every load so a redeploy shows at once; hashed assets are
 * cached for a year.
 *
 * @example app.route('/', webRoutes({ rootDir: '/srv/replica' }));
 */
export function webRoutes(options: WebOptions) {
  const web = new Hono();
  // Read on every request: pointing a remote elsewhere needs no restart.
  const remotesManifest = async () =>
    options.remotesJsonPath
      ? await readFile(options.remotesJsonPath, 'utf8')
      : JSON.stringify(defaultRemotesManifest());

  web.use('*', async (c, next) => {
    await next();
    const storybook = c.req.path.startsWith(STORYBOOK_PATH);
    const remoteOrigins = remoteOriginsOf(await remotesManifest().catch(() => '{}'));
    c.header('Content-Security-Policy', contentSecurityPolicy(remoteOrigins, { storybook }));
  });

  web.get('/remotes.json', cacheControl, async (c) =>
    c.body(await remotesManifest(), 200, { 'Content-Type': 'application/json; charset=utf-8' }),
  );

  for (const name of SCREEN_NAMES) {
    const prefix = remoteBasePath(name);
    web.get(
      `${prefix}*`,
      cacheControl,
      staticFiles(join(options.rootDir, 'apps', name, 'dist'), prefix),
    );
  }
  // The @replica/ui catalogue (`npm run build-storybook -w @replica/ui`). Its pages load their
  // files by relative paths, so the folder URL needs its trailing slash.
  web.get(STORYBOOK_PATH.slice(0, -1), (c) => c.redirect(STORYBOOK_PATH, 301));
  web.get(
    `${STORYBOOK_PATH}*`,
    cacheControl,
    staticFiles(join(options.rootDir, 'packages', 'ui', 'storybook-static'), STORYBOOK_PATH),
  );
  web.get('*', cacheControl, staticFiles(join(options.rootDir, 'apps', 'shell', 'dist'), '/'));
  return web;
}

/**
 * Files of one build folder. serveStatic refuses `.`/`..` segments, backslashes and encoded
 * characters in the request path before we map it, so no path can leave `distDir`. The root is
 * left empty and the path made absolute here: a missing build then answers 404 at request time
 * instead of warning at start, and appears as soon as it is built.
 */
function staticFiles(distDir: string, urlPrefix: string): MiddlewareHandler {
  return serveStatic({
    root: '',
    rewriteRequestPath: (path) => join(distDir, path.slice(urlPrefix.length)),
  });
}

const cacheControl: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', HASHED_ASSET.test(c.req.path) ? LONG_CACHE : 'no-cache');
};
