import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// Every app except the shell (the host) and the API is a screen remote, so a new remote is
// fenced in the day its folder appears.
const apps = readdirSync(`${root}/apps`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const remotes = apps.filter((name) => name !== 'shell' && name !== 'api');

/**
 * The direction of imports, from the edges inwards and never back: a screen remote imports no
 * other remote nor the API (what two need lives in packages/), packages import no app, and the
 * API's domain imports no routes, http or infra (it declares the ports it needs). Paths are
 * checked after resolution, so `@replica/<app>` and relative paths are caught alike.
 */
const boundaries = [
  ...remotes.map((remote) => ({
    target: `apps/${remote}`,
    from: [
      ...remotes.filter((other) => other !== remote).map((other) => `apps/${other}`),
      'apps/api',
    ],
    message:
      'A screen remote never imports another remote or the API: move what both need to packages/ui or packages/api-client.',
  })),
  {
    // TanStack Query is bundled into the shell's build of `@replica/api-client/react`, not
    // shared on its own: an app importing it directly would bundle a second copy, and a second
    // cache its hooks cannot see.
    target: 'apps',
    from: 'node_modules/@tanstack/react-query',
    message:
      'Use TanStack Query through @replica/api-client/react: the shell provides the one copy.',
  },
  {
    target: 'packages',
    from: 'apps',
    message: 'Packages never import apps.',
  },
  {
    target: 'apps/api/src/domain',
    from: ['apps/api/src/routes', 'apps/api/src/http', 'apps/api/src/infra'],
    message:
      'The domain never imports routes, http or infra: take what it needs as a dependency (a port it declares).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/.replica-data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/.__mf__temp/**',
      // Deliberate violations, linted on purpose by scripts/lint-rules/lint-rules.test.ts.
      'scripts/lint-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A rest sibling is how a key is left out of a copy (`const { secret, ...shown } = row`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            `${root}/apps/*/tsconfig.json`,
            `${root}/packages/*/tsconfig.json`,
            `${root}/e2e/tsconfig.json`,
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // Type-only imports vanish at build time, so a cycle made only of them is harmless.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{ts,mts,cts,tsx}'],
    languageOptions: {
      // One program for the whole repository (tsconfig.eslint.json) rather than one per
      // workspace: the workspaces share api-client, ui and their libraries' types, and a program
      // each held them all a dozen times (over 4 GB, and minutes, on this 2-core machine).
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The shell shares the router as `@replica/ui/router`, one module of the exports apps use:
    // an app importing react-router-dom itself would bundle a second router whose context the
    // shell's cannot see. Tests may use its test routers (MemoryRouter), which share the context
    // there.
    files: ['apps/*/src/**/*.{js,ts,tsx}'],
    ignores: ['**/*.test.{js,ts,tsx}', '**/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: 'Import the router from @replica/ui/router: the shell shares that one copy.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'apps/*/src/**/*.ts', 'packages/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
