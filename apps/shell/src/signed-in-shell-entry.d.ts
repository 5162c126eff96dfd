/** The signed-in shell's `remoteEntry.js`, relative to the page (vite.config.ts `define`). */
declare const SIGNED_IN_SHELL_ENTRY: string;
