import { defineConfig } from 'vite';
import { screenRemoteConfig } from '../../federation.shared';

export default defineConfig(({ command }) => screenRemoteConfig('generar', command));
