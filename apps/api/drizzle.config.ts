import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @replica/api` writes a SQL migration for each change to the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
