import { SCREEN_NAMES, type ScreenName, remoteEntryPath } from '@replica/api-client/screens';

/** `remotes.json` when no file is configured: every remote from this same origin. */
export function defaultRemotesManifest(): Record<ScreenName, string> {
  return Object.fromEntries(SCREEN_NAMES.map((name) => [name, remoteEntryPath(name)])) as Record<
    ScreenName,
    string
  >;
}
