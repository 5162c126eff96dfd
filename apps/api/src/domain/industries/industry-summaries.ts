import type { IndustrySummary } from '@replica/api-client/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { comments, industries, sources } from '../../db/schema';
import { compareIndustries } from './industry-order';

/**
 * Every industry's card on the home dashboard, in the order of {@link compareIndustries}:
 * its own details plus `opinions`, the live comments of its live sources.
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
        opinions: sql<number>`count(${comments.commentId})::int`,
        years: industries.years,
      })
      .from(industries)
      // Left joins keep industries with no sources or no comments, with 0 opinions.
      .leftJoin(sources, and(eq(sources.industry, industries.name), isNull(sources.deletedAt)))
      .leftJoin(comments, and(eq(comments.sourceId, sources.sourceId), isNull(comments.deletedAt)))
      .groupBy(industries.name)
      .$dynamic()
  );
}
