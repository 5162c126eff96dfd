import { fileURLToPath } from 'node:url';

/**
 * The API's folder (`apps/api`), where its migrations live. This module sits one level below it
 * both in `src/` (tests, tsx) and bundled into `dist/server.js` (`npm start`), so one relative URL
 * finds it from either.
 */
export const apiFolder = fileURLToPath(new URL('..', import.meta.url));
