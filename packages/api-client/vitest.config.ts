import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The built-ins msw needs on Node 20 (the React hooks' tests answer calls with it).
    setupFiles: [new URL('../../vitest.setup.ts', import.meta.url).pathname],
  },
});
