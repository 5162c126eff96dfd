/**
 * The screen remotes one process serves, each from `apps/<name>/dist` under `/remotes/<name>/`.
 * Mirrors `SCREEN_REMOTES` and `remoteBasePath` of the root `federation.shared.ts`, which the API
 * cannot import because it pulls in Vite.
 */
export const SCREEN_REMOTE_NAMES = [
  'inicio',
  'ingesta',
  'opiniones',
  'reporte',
  'templates',
  'generar',
  'equipo',
] as const;
export type ScreenRemoteName = (typeof SCREEN_REMOTE_NAMES)[number];

export function remoteBasePath(name: ScreenRemoteName): string {
  return `/remotes/${name}/`;
}

/** `remotes.json` when no file is configured: every remote from this same origin. */
export function defaultRemotesManifest(): Record<ScreenRemoteName, string> {
  return Object.fromEntries(
    SCREEN_REMOTE_NAMES.map((name) => [name, `${remoteBasePath(name)}remoteEntry.js`]),
  ) as Record<ScreenRemoteName, string>;
}
