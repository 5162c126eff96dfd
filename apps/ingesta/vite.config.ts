import { defineConfig } from 'vite';
import { screenRemoteConfig } from '../../federation.shared.ts';

export default defineConfig(({ command }) => screenRemoteConfig('ingesta', command));
