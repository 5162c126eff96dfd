import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderLoops } from './domain-folder-loops';

const repository = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

describe('the API domain folders', () => {
  it('import one another in one direction only', () => {
    expect(folderLoops(repository('apps/api/src/domain'))).toEqual([]);
  });

  it('would be caught importing one another in a loop, type imports included', () => {
    expect(folderLoops(repository('scripts/lint-rules/fixtures/domain-loop'))).toEqual([
      ['alerts', 'jobs', 'alerts'],
    ]);
  });
});
