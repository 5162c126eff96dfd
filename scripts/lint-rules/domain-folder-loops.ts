import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The import loops between the folders of a domain directory: `alerts` imports `jobs` and `jobs`
 * imports `alerts`, through any files and type-only imports included. A loop means two folders
 * are one concept split in two, or one reaches up into what builds it; eslint's `no-cycle`
 * sees loops between files only. Files at the domain's root are the shared kernel any folder
 * may import, and import no folder themselves.
 *
 * @returns each loop as the folders along it, the first repeated at the end
 * @example folderLoops('apps/api/src/domain') // → [['alerts', 'jobs', 'alerts']]
 */
export function folderLoops(domainDir: string): string[][] {
  const edges = folderImports(resolve(domainDir));
  const loops: string[][] = [];
  const finished = new Set<string>();
  const visit = (folder: string, path: string[]) => {
    if (path.includes(folder)) {
      loops.push([...path.slice(path.indexOf(folder)), folder]);
      return;
    }
    if (finished.has(folder)) return;
    for (const next of edges.get(folder) ?? []) visit(next, [...path, folder]);
    finished.add(folder);
  };
  for (const folder of [...edges.keys()].sort()) visit(folder, []);
  return loops;
}

/** Each folder (or '.' for the root's own files) and the other folders its files import. */
function folderImports(domainDir: string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(domainDir)) {
    const from = topFolder(domainDir, file);
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    for (const { fileName } of imported) {
      if (!fileName.startsWith('.')) continue;
      const to = topFolder(domainDir, resolve(dirname(file), fileName));
      if (to === undefined || to === from) continue;
      edges.set(from ?? '.', (edges.get(from ?? '.') ?? new Set()).add(to));
    }
  }
  return edges;
}

/** The domain folder a path is in; undefined outside the domain directory. */
function topFolder(domainDir: string, path: string): string | undefined {
  const inside = relative(domainDir, path);
  if (inside.startsWith('..')) return undefined;
  const parts = inside.split(sep);
  return parts.length === 1 ? '.' : parts[0];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}
