import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    // One module graph and one jsdom per worker, not per file (see ../../vitest.setup.ts).
    isolate: false,
    setupFiles: [
      '../../vitest.setup.ts',
      './src/test/setup.ts',
      './src/testing/fresh-page-setup.ts',
      './src/testing/english-texts-setup.ts',
    ],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
