import type { Logger } from '../infra/log/logger';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseConfig {
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, used when there is no `databaseUrl`. */
  dataDir: string;
}

/** Opens and migrates the configured database: PostgreSQL when a URL is given, else PGlite. */
export function openDatabase(config: DatabaseConfig, logger: Logger): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { logger })
    : openPglite({ dataDir: config.dataDir, logger });
}
