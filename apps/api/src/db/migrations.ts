import { join } from 'node:path';
import { apiFolder } from '../api-folder';

/** The SQL files `drizzle-kit generate` writes; both drivers apply them at start. */
export const migrationsFolder = join(apiFolder, 'drizzle');
