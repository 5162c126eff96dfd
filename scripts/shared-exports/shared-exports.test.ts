import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedExportProblems } from './shared-exports.ts';

function distWith(shared: unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'shared-exports-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ shared }));
  return dir;
}

const configured = { 'react-router-dom': ['Link', 'useNavigate'] };

describe('sharedExportProblems', () => {
  it('accepts a remote using only configured exports, and packages without a list', () => {
    const dist = distWith([
      { name: 'react-router-dom', usedExports: ['Link'], treeShaking: { status: 1 } },
      { name: 'react' },
    ]);
    expect(sharedExportProblems(dist, configured)).toEqual([]);
  });

  it('names the exports a remote uses beyond the list', () => {
    const dist = distWith([
      { name: 'react-router-dom', usedExports: ['Link', 'useParams'], treeShaking: { status: 1 } },
    ]);
    expect(sharedExportProblems(dist, configured)).toEqual([
      'imports useParams from react-router-dom',
    ]);
  });

  it('refuses a remote importing the whole package', () => {
    const dist = distWith([
      { name: 'react-router-dom', usedExports: [], treeShaking: { status: 0 } },
    ]);
    expect(sharedExportProblems(dist, configured)).toEqual([
      'imports react-router-dom whole (import * or a dynamic import)',
    ]);
  });
});
