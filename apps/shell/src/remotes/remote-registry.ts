import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { textsReady } from '@replica/ui/core';
import type { ComponentType } from 'react';
import type { ScreenLoader, SignedInShellProps } from '../signed-in/signed-in-shell-props';

/**
 * `remotes.json`: remote name → URL of its `remoteEntry.js` (not `mf-manifest.json`: the shell's
 * runtime is built without snapshot support). Checked by hand: the start loads no zod.
 */
function isRemotesManifest(body: unknown): body is Record<string, string> {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.values(body).every((entry) => typeof entry === 'string' && entry.length > 0)
  );
}

let manifestRequest: Promise<Record<string, string>> | null = null;

/** Read at run time, so a screen can be redeployed elsewhere without rebuilding the shell. */
function fetchManifest(): Promise<Record<string, string>> {
  manifestRequest ??= fetch(new URL('remotes.json', document.baseURI), { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((body) => {
      if (!isRemotesManifest(body)) throw new Error('remotes.json is not a map of entry URLs');
      return body;
    })
    .catch((error: unknown) => {
      manifestRequest = null;
      throw error;
    });
  return manifestRequest;
}

const registered = new Set<string>();

function register(name: string, entry: string, retry: boolean): void {
  if (!retry && registered.has(name)) return;
  registerRemotes([{ name, entry: new URL(entry, document.baseURI).href, type: 'module' }], {
    force: registered.has(name),
  });
  registered.add(name);
}

/**
 * Loads a screen remote's page component, registering the remote on first use. `retry`
 * re-reads the manifest and replaces the remote so a failed load is attempted afresh.
 */
export const loadScreen: ScreenLoader = async (name, { retry = false } = {}) => {
  const manifest = await fetchManifest();
  const entry = manifest[name];
  if (!entry) throw new Error(`remotes.json has no entry for ${name}`);
  register(name, entry, retry);
  const screen = await loadRemote<{ default: ComponentType }>(`${name}/Page`);
  if (!screen?.default) throw new Error(`${name}/Page did not load`);
  // A screen in English shows once its texts' English is at hand.
  await textsReady();
  return screen;
};

/** The federation name of the shell's second build (apps/shell/vite.signed-in.config.ts). */
const SIGNED_IN_SHELL = 'signedInShell';

type SignedInShellModule = { default: ComponentType<SignedInShellProps> };
let signedInShellRequest: Promise<SignedInShellModule> | null = null;

/**
 * Loads the signed-in shell (sidebar, header, routing, the server-state cache) from the shell's
 * second build: a visitor who is signed out never fetches it, nor the shared packages only it
 * and the screens use (the API client with zod, TanStack Query, the router, the rest of the UI
 * kit). Called again it answers the same load; `retry` starts afresh after a failure.
 */
export function loadSignedInShell({ retry = false } = {}): Promise<SignedInShellModule> {
  if (signedInShellRequest && !retry) return signedInShellRequest;
  signedInShellRequest = (async () => {
    register(SIGNED_IN_SHELL, SIGNED_IN_SHELL_ENTRY, retry);
    const module = await loadRemote<SignedInShellModule>(`${SIGNED_IN_SHELL}/SignedIn`);
    if (!module?.default) throw new Error(`${SIGNED_IN_SHELL}/SignedIn did not load`);
    return module;
  })();
  signedInShellRequest.catch(() => {
    signedInShellRequest = null;
  });
  return signedInShellRequest;
}
