import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { z } from 'zod';
import type { ScreenRemoteName } from '../../../../federation.shared';

/**
 * `remotes.json`: remote name → URL of its `remoteEntry.js` (not `mf-manifest.json`: the shell's
 * runtime is built without snapshot support).
 */
const remotesManifestSchema = z.record(z.string(), z.string().min(1));

let manifestRequest: Promise<Record<string, string>> | null = null;

/** Read at run time, so a screen can be redeployed elsewhere without rebuilding the shell. */
function fetchManifest(): Promise<Record<string, string>> {
  manifestRequest ??= fetch(new URL('remotes.json', document.baseURI), { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json();
    })
    .then((body) => remotesManifestSchema.parse(body))
    .catch((error: unknown) => {
      manifestRequest = null;
      throw error;
    });
  return manifestRequest;
}

const registered = new Set<string>();

/**
 * Loads a screen remote's page component, registering the remote on first use. `retry`
 * re-reads the manifest and replaces the remote so a failed load is attempted afresh.
 */
export async function loadScreen(
  name: ScreenRemoteName,
  { retry = false } = {},
): Promise<{ default: ComponentType }> {
  const manifest = await fetchManifest();
  const entry = manifest[name];
  if (!entry) throw new Error(`remotes.json has no entry for ${name}`);
  if (retry || !registered.has(name)) {
    registerRemotes([{ name, entry: new URL(entry, document.baseURI).href, type: 'module' }], {
      force: registered.has(name),
    });
    registered.add(name);
  }
  const screen = await loadRemote<{ default: ComponentType }>(`${name}/Page`);
  if (!screen?.default) throw new Error(`${name}/Page did not load`);
  return screen;
}
