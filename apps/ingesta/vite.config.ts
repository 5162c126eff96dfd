import { defineConfig } from 'vite';
import { screenRemoteConfig } from '../../federation.shared.ts';

export default defineConfig(({ command }) => {
  const config = screenRemoteConfig('ingesta', command);
  // The page mounts all four tabs, so its first render in jsdom takes a few seconds on a busy CI.
  return { ...config, test: { ...(config as { test?: object }).test, testTimeout: 20_000 } };
});
