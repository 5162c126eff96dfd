import type { IndustrySummary } from '@replica/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { industries, industryCommentCounts } from '../../db/schema';
import { compareIndustries } from './industry-order';

/**
 * Every industry's card on the home dashboard, in the order of {@link compareIndustries}:
 * its own details plus `opinions`, the live comments of its live sources (from the industry
 * tallies that triggers keep exact, see schema.ts).
 *
 * @example const cards = await industrySummaries(db);
 */
export async function industrySummaries(db: Db): Promise<IndustrySummary[]> {
  const rows = await summaryQuery(db);
  return rows.sort((a, b) => compareIndustries(a.industry, b.industry));
}

/** One industry's card, or null when there is no industry of that name. */
export async function industrySummary(db: Db, name: string): Promise<IndustrySummary | null> {
  const [row] = await summaryQuery(db).where(eq(industries.name, name));
  return row ?? null;
}

function summaryQuery(db: Db) {
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
      // A left join keeps industries that never held a comment, with 0 opinions.
      .leftJoin(industryCommentCounts, eq(industryCommentCounts.industry, industries.name))
      .$dynamic()
  );
}
