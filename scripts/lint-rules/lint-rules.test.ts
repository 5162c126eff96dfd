import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture rules of eslint.config.js stay switched on: each one is shown a deliberate
 * violation, linted as if it sat at a real path of the repository, and must report it. A resolver
 * that stops resolving or a glob that stops matching would otherwise pass `npm run lint` quietly.
 * Import snippets take a made-up `.js` path (the boundaries apply to JavaScript too); the
 * type-aware snippets stand in for a real TypeScript file, since only the files of
 * tsconfig.eslint.json have types.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
// Under CI=true typescript-eslint infers a single run and types each file from its contents on
// disk, so a snippet linted in memory at a real path would be typed as that file instead.
process.env.TSESTREE_SINGLE_RUN = 'false';
// `ignore: false` lets the cycle fixtures, which the repository's own lint skips, be linted.
const eslint = new ESLint({ cwd: root, ignore: false });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('eslint.config.js', { timeout: 120_000 }, () => {
  it('stops a screen remote from importing another remote', async () => {
    const code = "export * from '../../reporte/src/texts';\n";
    expect(await rulesBroken(code, 'apps/inicio/src/boundary-check.js')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('stops a screen remote from importing the API', async () => {
    const code = "export { createApp } from '../../api/src/app';\n";
    expect(await rulesBroken(code, 'apps/reporte/src/boundary-check.js')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('stops an app from importing TanStack Query past the shared api-client', async () => {
    const code = "export { useQuery } from '@tanstack/react-query';\n";
    expect(await rulesBroken(code, 'apps/shell/src/boundary-check.js')).toContain(
      'import-x/no-restricted-paths',
    );
    const throughClient = "export { useQuery } from '@replica/api-client/react';\n";
    expect(await rulesBroken(throughClient, 'apps/inicio/src/boundary-check.js')).toEqual([]);
  });

  it('stops an app from importing react-router-dom past the shared router', async () => {
    const code = "export { Link } from 'react-router-dom';\n";
    expect(await rulesBroken(code, 'apps/reporte/src/boundary-check.js')).toContain(
      'no-restricted-imports',
    );
    const throughKit = "export { Link } from '@replica/ui/router';\n";
    expect(await rulesBroken(throughKit, 'apps/reporte/src/boundary-check.js')).toEqual([]);
    const inATest = "export { MemoryRouter } from 'react-router-dom';\n";
    expect(await rulesBroken(inATest, 'apps/reporte/src/boundary-check.test.js')).toEqual([]);
  });

  it('stops a package from importing an app', async () => {
    const code = "export * from '../../../apps/shell/src/texts';\n";
    expect(await rulesBroken(code, 'packages/ui/src/boundary-check.js')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it.each(['routes/auth', 'http/openapi/openapi-document', 'infra/log/logger'])(
    'stops the API domain from importing %s',
    async (module) => {
      const code = `export * from '../${module}';\n`;
      expect(await rulesBroken(code, 'apps/api/src/domain/boundary-check.js')).toContain(
        'import-x/no-restricted-paths',
      );
    },
  );

  it('lets the routes import the domain', async () => {
    const code = "export { inWorkspace } from '../domain/in-workspace';\n";
    expect(await rulesBroken(code, 'apps/api/src/routes/boundary-check.js')).toEqual([]);
  });

  it('reports an import cycle', async () => {
    const [result] = await eslint.lintFiles(['scripts/lint-rules/fixtures/cycle/first.js']);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('reports a promise nobody awaits', async () => {
    const code = 'export async function save() {}\nexport function run() {\n  save();\n}\n';
    expect(await rulesBroken(code, 'apps/api/src/domain/semaphore.ts')).toContain(
      '@typescript-eslint/no-floating-promises',
    );
  });

  it('reports an async callback where a void one is expected', async () => {
    const code =
      "import { EventEmitter } from 'node:events';\nnew EventEmitter().on('x', async () => {});\n";
    expect(await rulesBroken(code, 'apps/shell/src/main.tsx')).toContain(
      '@typescript-eslint/no-misused-promises',
    );
  });
});
