import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildFolder, parseImports } from './chunk-graph.ts';

describe('parseImports', () => {
  it('reads minified static imports, re-exports and side-effect imports', () => {
    const code = `import{t as e}from"./a.js";import"./b.js";export{x}from'./c.js';import React from "react";`;
    expect(parseImports(code).static).toEqual(['./a.js', './b.js', './c.js']);
  });

  it("reads import() with literal specifiers, the federation bootstrap's __mfImport and what Vite preloads with each", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/p.js","assets/q.js"])))=>i.map(i=>d[i]);' +
      't(()=>import(`./d.js`).then(e=>e),__vite__mapDeps([0,1]));__mfImport("./e.js");' +
      'import(someVariable);import(`./${name}.js`);t(()=>import("./f.js"),__vite__mapDeps([1]))';
    expect(parseImports(code).dynamic).toEqual([
      { specifier: './d.js', preloads: ['/assets/p.js', '/assets/q.js'] },
      { specifier: './e.js', preloads: [] },
      { specifier: './f.js', preloads: ['/assets/q.js'] },
    ]);
  });
});

describe('BuildFolder.reach', () => {
  function folder(files: Record<string, string>, base = '/'): BuildFolder {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-sizes-'));
    mkdirSync(join(dir, 'assets'));
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    return new BuildFolder(dir, base);
  }

  it('follows static imports always and dynamic ones only from the files it is told to', () => {
    const build = folder({
      'assets/entry.js': 'import"./static.js";import("./lazy.js")',
      'assets/static.js': 'import("./lazy-from-static.js")',
      'assets/lazy.js': '',
      'assets/lazy-from-static.js': '',
    });
    const reached = build.reach(['assets/entry.js'], (file) => file === 'assets/entry.js');
    expect([...reached].sort()).toEqual(['assets/entry.js', 'assets/lazy.js', 'assets/static.js']);
  });

  it('neither counts nor enters skipped files nor their preloads, and resolves paths under the public base', () => {
    const build = folder(
      {
        'remoteEntry.js':
          'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/fallback-dep.js"])))=>i.map(i=>d[i]);' +
          'import"/remotes/x/assets/own.js";t(()=>import("./assets/shared.js"),__vite__mapDeps([0]))',
        'assets/own.js': '',
        'assets/shared.js': 'import"./only-from-shared.js"',
        'assets/only-from-shared.js': '',
        'assets/fallback-dep.js': '',
      },
      '/remotes/x/',
    );
    const reached = build.reach(
      ['remoteEntry.js'],
      () => true,
      (file) => file.includes('shared'),
    );
    expect([...reached].sort()).toEqual(['assets/own.js', 'remoteEntry.js']);
  });

  it('sums the gzip size of the files', () => {
    const build = folder({ 'assets/a.js': 'x'.repeat(10_000) });
    expect(build.totalGzipBytes(['assets/a.js'])).toBeGreaterThan(0);
    expect(build.totalGzipBytes(['assets/a.js'])).toBeLessThan(200);
  });
});
