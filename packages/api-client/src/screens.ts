/**
 * `@replica/api-client/screens`: the screens of Réplica, one Module Federation remote each, and
 * where each is served. The one list that the Vite configs, the shell's routes and sidebar, the
 * API's static server and the end-to-end walk all read, so a screen is added in one place. It
 * imports nothing: the API (which cannot load Vite) and the shell's signed-out start import it.
 *
 * @example
 * for (const name of SCREEN_NAMES) serve(remoteBasePath(name), `apps/${name}/dist`);
 */

/** Each screen's remote name, also its app folder (`apps/<name>`), in the sidebar's order. */
export const SCREEN_NAMES = [
  'inicio',
  'ingesta',
  'opiniones',
  'reporte',
  'templates',
  'generar',
  'equipo',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

/** The screen at the bare URL, the first of the sidebar; any unknown path shows it too. */
export const HOME_SCREEN: ScreenName = SCREEN_NAMES[0];

/** The file of a remote's build that the shell loads it from. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Where the one-process server mounts a remote's build; also the remote's Vite `base`. */
export function remoteBasePath(name: ScreenName): string {
  return `/remotes/${name}/`;
}

/** The path of a remote's entry on the server that serves every build, e.g. for `remotes.json`. */
export function remoteEntryPath(name: ScreenName): string {
  return `${remoteBasePath(name)}${REMOTE_ENTRY_FILE}`;
}
