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
  },
});
