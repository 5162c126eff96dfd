/**
 * A shared package built tree-shaken (federation.shared.ts lists its exports) stays one instance
 * only while no remote uses more than that list: a remote needing more would get its own copy
 * (for the router, a second router context its links cannot see). Each remote's
 * mf-manifest.json records the exports it uses, or status 0 when it imports the whole package.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestShared {
  name: string;
  usedExports?: string[];
  treeShaking?: { status?: number };
}

/** One line per shared package a build uses beyond its configured exports. */
export function sharedExportProblems(
  distDir: string,
  configured: Record<string, readonly string[]>,
): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8')) as {
    shared: ManifestShared[];
  };
  return manifest.shared.flatMap(({ name, usedExports = [], treeShaking }) => {
    const allowed = configured[name];
    if (!allowed) return [];
    if (treeShaking?.status === 0) return [`imports ${name} whole (import * or a dynamic import)`];
    const missing = usedExports.filter((used) => !allowed.includes(used));
    return missing.length > 0 ? [`imports ${missing.join(', ')} from ${name}`] : [];
  });
}
