import { defineConfig } from 'vite';
import {
  SIGNED_IN_SHELL_BASE,
  SIGNED_IN_SHELL_DEV_PORT,
  remoteAppConfig,
} from '../../federation.shared.ts';

/**
 * The shell's second build: the signed-in shell (sidebar, header, routing, the server-state
 * cache), a remote the start loads once someone is signed in, so a signed-out visitor fetches
 * none of it. Built after the start, into its `dist/signed-in/`.
 */
export default defineConfig(({ command }) =>
  remoteAppConfig(
    {
      name: 'signedInShell',
      exposes: { './SignedIn': './src/signed-in/signed-in-shell.tsx' },
      devPort: SIGNED_IN_SHELL_DEV_PORT,
      base: SIGNED_IN_SHELL_BASE,
      outDir: 'dist/signed-in',
      input: './src/signed-in/signed-in-shell.tsx',
    },
    command,
  ),
);
