/**
 * The whole data model, one file per feature. One PostgreSQL dialect: the same migrations run on
 * PGlite (PostgreSQL 18) and on a PostgreSQL 15 server, so nothing here may need more than 15.
 * Deletes of product data are soft (`deleted_at`); every read filters it. Newest-first indexes
 * say DESC NULLS FIRST because that is what a plain `ORDER BY x DESC` means, so the planner can
 * walk them for it.
 *
 * Every data row belongs to one workspace. Its `workspace_id` defaults to the workspace of the
 * transaction (`app.workspace_id`, set by `db/workspace-scope.ts`), and row-level security
 * (`db/sql/row-level-security.sql`) lets a transaction see and write only that workspace's rows,
 * whatever a query forgets to filter.
 *
 * drizzle-kit reads the tables from this file's exports: a new feature file is listed here.
 */
export * from './accounts';
export * from './alerts';
export * from './analysis';
export * from './audit';
export * from './comments';
export * from './content';
export * from './industries';
export * from './jobs';
export * from './members';
export * from './rate-limits';
export * from './scraping';
export * from './tallies';
export * from './watches';
export * from './workspaces';
