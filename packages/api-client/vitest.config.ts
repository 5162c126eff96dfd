import { defineConfig } from 'vitest/config';
import { browserZodAlias } from '../../federation.shared.ts';

// The built-ins msw needs on Node 20 (the React hooks' tests answer calls with it).
const setupFiles = [new URL('../../vitest.setup.ts', import.meta.url).pathname];
// One module graph per worker, not per file (see vitest.setup.ts).
const isolate = false;

export default defineConfig({
  test: {
    // Every test twice: with zod's full API, as the server runs the schemas, and with the
    // browser builds' zod (zod/mini with the chained methods), as the screens run them.
    projects: [
      { extends: false, test: { name: 'server zod', setupFiles, isolate } },
      {
        extends: false,
        resolve: { alias: browserZodAlias },
        test: { name: 'browser zod', setupFiles, isolate },
      },
    ],
  },
});
