import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts', './src/testing/english-texts-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
