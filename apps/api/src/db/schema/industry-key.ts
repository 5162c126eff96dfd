import { foreignKey, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { industries } from './industries';

/** The industry a row belongs to: a name within the row's own workspace. */
export const industryOf = (
  table: { workspaceId: AnyPgColumn; industry: AnyPgColumn },
  name: string,
  onDelete?: 'cascade',
) =>
  foreignKey({
    name,
    columns: [table.workspaceId, table.industry],
    foreignColumns: [industries.workspaceId, industries.name],
  })
    .onUpdate('cascade')
    .onDelete(onDelete ?? 'no action');
