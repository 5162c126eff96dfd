import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// npm may keep the framework in this workspace's node_modules, where Storybook (hoisted to the
// root) cannot find it by name; an absolute path works wherever npm puts it.
function packageDirectory(name: string): string {
  return dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));
}

const config: StorybookConfig = {
  framework: { name: packageDirectory('@storybook/react-vite'), options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true },
};

export default config;
