import { fileURLToPath } from 'node:url';

/** The SQL files `drizzle-kit generate` writes; both drivers apply them at start. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
