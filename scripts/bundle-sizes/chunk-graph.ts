/**
 * The JavaScript files of one Vite build folder as a graph: which files a file imports
 * statically (fetched before it runs) and which it imports with `import()` (fetched when that
 * line runs), with each file's gzip size.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface DynamicImport {
  specifier: string;
  /** The files Vite preloads alongside it (`__vite__mapDeps`), fetched only when it runs. */
  preloads: string[];
}

export interface ChunkImports {
  static: string[];
  dynamic: DynamicImport[];
}

// `import x from "./a.js"`, `import "./a.js"`, `export { x } from "./a.js"` (minified or not).
const STATIC_IMPORT =
  /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+)["'`]/g;
// `import("./a.js")`, import(`./a.js`) or the federation bootstrap's `__mfImport("./a.js")`.
const DYNAMIC_IMPORT = /(?:\bimport|__mfImport)\(\s*["'`]([^"'`$]+)["'`]\s*\)/g;
// Vite's preload list (`m.f=["assets/a.js", …]`) and the indexes one import preloads from it.
const PRELOAD_LIST = /\bm\.f\s*\|\|\s*\(\s*m\.f\s*=\s*\[([^\]]*)\]/;
const PRELOAD_CALL = /__vite__mapDeps\(\s*\[([\d,\s]*)\]\s*\)/g;

const isLocal = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('/');

/**
 * The relative specifiers a chunk imports. Vite writes `import("./x.js")…, __vite__mapDeps([i])`
 * so each preload call belongs to the nearest `import()` before it.
 */
export function parseImports(code: string): ChunkImports {
  const list = PRELOAD_LIST.exec(code);
  const preloadFiles = list
    ? [...list[1]!.matchAll(/["'`]([^"'`]+)["'`]/g)].map((item) => `/${item[1]!}`)
    : [];
  const dynamic = [...code.matchAll(DYNAMIC_IMPORT)].map((match) => ({
    at: match.index,
    specifier: match[1]!,
    preloads: [] as string[],
  }));
  for (const call of code.matchAll(PRELOAD_CALL)) {
    const owner = dynamic.filter((item) => item.at < call.index).at(-1);
    const files = call[1]!
      .split(',')
      .filter((index) => index.trim() !== '')
      .map((index) => preloadFiles[Number(index)]!)
      .filter(Boolean);
    if (owner) owner.preloads.push(...files);
  }
  return {
    static: [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!).filter(isLocal),
    dynamic: dynamic
      .filter((item) => isLocal(item.specifier))
      .map(({ specifier, preloads }) => ({ specifier, preloads })),
  };
}

export class BuildFolder {
  private readonly cache = new Map<string, { imports: ChunkImports; gzipBytes: number }>();

  /** `base` is the build's public path (`/` for the shell, `/remotes/x/` for a remote). */
  constructor(
    readonly dir: string,
    readonly base = '/',
  ) {}

  /** A specifier seen in `fromFile` as a path relative to the folder, or null if it is not a file of it. */
  resolve(fromFile: string, specifier: string): string | null {
    const path = specifier.split(/[?#]/)[0]!;
    const target = path.startsWith('/')
      ? path.startsWith(this.base)
        ? path.slice(this.base.length)
        : path.slice(1)
      : relative(this.dir, join(this.dir, dirname(fromFile), path));
    const file = normalize(target);
    return file.endsWith('.js') && existsSync(join(this.dir, file)) ? file : null;
  }

  private read(file: string) {
    let entry = this.cache.get(file);
    if (!entry) {
      const code = readFileSync(join(this.dir, file));
      entry = {
        imports: parseImports(code.toString('utf8')),
        gzipBytes: gzipSync(code, { level: 9 }).length,
      };
      this.cache.set(file, entry);
    }
    return entry;
  }

  gzipBytes(file: string): number {
    return this.read(file).gzipBytes;
  }

  /** Files `file` imports statically, resolved. */
  staticImports(file: string): string[] {
    return this.read(file).imports.static.flatMap(
      (specifier) => this.resolve(file, specifier) ?? [],
    );
  }

  /** Files `file` imports with `import()`, resolved, each with the files preloaded with it. */
  dynamicImports(file: string): { target: string; preloads: string[] }[] {
    return this.read(file).imports.dynamic.flatMap(({ specifier, preloads }) => {
      const target = this.resolve(file, specifier);
      if (!target) return [];
      return [{ target, preloads: preloads.flatMap((item) => this.resolve(file, item) ?? []) }];
    });
  }

  /**
   * Every file reached from `roots` through static imports, and through dynamic imports of the
   * files `followDynamic` accepts; `skip` files are neither counted nor entered (nor what is
   * preloaded only for an `import()` of a skipped file).
   */
  reach(
    roots: string[],
    followDynamic: (file: string) => boolean,
    skip: (file: string) => boolean = () => false,
  ): Set<string> {
    const reached = new Set<string>();
    const queue = roots.filter((file) => !skip(file));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      const next = this.staticImports(file);
      if (followDynamic(file)) {
        for (const { target, preloads } of this.dynamicImports(file)) {
          if (!skip(target)) next.push(target, ...preloads);
        }
      }
      queue.push(...next.filter((item) => !reached.has(item) && !skip(item)));
    }
    return reached;
  }

  totalGzipBytes(files: Iterable<string>): number {
    let total = 0;
    for (const file of files) total += this.gzipBytes(file);
    return total;
  }
}
