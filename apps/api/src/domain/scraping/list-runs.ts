import type { ScraperRun } from '@replica/api-client/schemas';
import { desc } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { scraperRuns } from '../../db/schema';
import { inWorkspace } from '../in-workspace';

const RECENT_RUNS = 50;

/** The 50 latest scraper runs, newest first, for the scraping tab. */
export async function recentScraperRuns(db: WorkspaceDb): Promise<ScraperRun[]> {
  const rows = await db
    .select()
    .from(scraperRuns)
    .where(inWorkspace(db.workspaceId, scraperRuns))
    .orderBy(desc(scraperRuns.createdAt), desc(scraperRuns.id))
    .limit(RECENT_RUNS);
  return rows.map((row) => ({
    id: row.id,
    runId: row.apifyRunId,
    actorId: row.actorId,
    taskId: row.taskId,
    platform: row.platform,
    industry: row.industry,
    status: row.status,
    imported: row.imported,
    analyzed: row.analyzed,
    skipped: row.skipped,
    error: row.error,
    urlHint: row.urlHint,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
}
