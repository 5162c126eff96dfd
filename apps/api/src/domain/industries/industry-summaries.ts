import type { IndustrySummary } from '@replica/api-client/schemas';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industries, industryCommentCounts } from '../../db/schema';
import { inWorkspace } from '../in-workspace';
import { compareIndustries } from './industry-order';

/**
 * Every industry's card on the home dashboard, in the order of {@link compareIndustries}:
 * its own details plus `opinions`, the live comments of its live sources (from the industry
 * tallies that triggers keep exact, see db/schema/tallies.ts).
 *
 * @example const cards = await industrySummaries(db);
 */
export async function industrySummaries(db: WorkspaceDb): Promise<IndustrySummary[]> {
  const rows = await summaryQuery(db);
  return rows.sort((a, b) => compareIndustries(a.industry, b.industry));
}

/** One industry's card, or null when there is no industry of that name. */
export async function industrySummary(
  db: WorkspaceDb,
  name: string,
): Promise<IndustrySummary | null> {
  const [row] = await summaryQuery(db, eq(industries.name, name));
  return row ?? null;
}

function summaryQuery(db: WorkspaceDb, where?: SQL) {
  return (
    db
      .select({
        industry: industries.name,
        status: industries.status,
        cities: industries.cities,
        clients: industries.clients,
        opinions: sql<number>`coalesce(${industryCommentCounts.live}, 0)::int`,
        years: industries.years,
      })
      .from(industries)
      // A left join keeps industries that never held a comment, with 0 opinions. Its tallies
      // are the industry's own: the same name in another workspace is another industry.
      .leftJoin(
        industryCommentCounts,
        and(
          eq(industryCommentCounts.workspaceId, industries.workspaceId),
          eq(industryCommentCounts.industry, industries.name),
        ),
      )
      .where(and(inWorkspace(db.workspaceId, industries), where))
  );
}
