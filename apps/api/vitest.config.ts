import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    // Starting an in-memory PGlite takes a few seconds on this machine, once per test file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one test file per core, each with its own databases.
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the app once, not once per file (that was some 800 s of import over a
    // CI run): no test file changes module state another relies on.
    isolate: false,
  },
});
