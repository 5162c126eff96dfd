import { and, eq, inArray, or } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { comments, ideas, importBatches, industries, scraperRuns, sources } from '../../db/schema';
import { recordAudit } from '../audit';
import { inWorkspace, workspaceTransaction } from '../in-workspace';
import {
  type IndustryRemovalRefusal,
  industryNamed,
  lockIndustriesForRemoval,
} from './industry-guards';
import { industrySummary } from './industry-summaries';

/** What deleting an industry removed with it. */
export interface DeletedIndustry {
  industry: string;
  /** Its live comments (the ones its card counted); deleted ones went too. */
  comments: number;
}

/**
 * Deletes industry `name` and everything that was only its: its comments with their analyses,
 * their sources and import records, its ideas, scraping runs, watches, jobs, discovered pains and
 * tallies. The screens ask first; nothing is kept to restore. Answers what went, or why nothing
 * did: no such industry, or work running on it.
 *
 * @example await deleteIndustry(db, 'Demo: Clínica Estética', user.id);
 */
export async function deleteIndustry(
  db: WorkspaceDb,
  name: string,
  userId: number,
): Promise<DeletedIndustry | IndustryRemovalRefusal> {
  return workspaceTransaction(db, async (tx) => {
    const refusal = await lockIndustriesForRemoval(tx, [name]);
    if (refusal) return refusal;
    const live = (await industrySummary(tx, name))?.opinions ?? 0;
    const itsSources = tx
      .select({ sourceId: sources.sourceId })
      .from(sources)
      .where(and(inWorkspace(tx.workspaceId, sources), eq(sources.industry, name)));
    // Rows that point at the sources go first (a run may have fed a source reclassified into
    // this industry since); analyses follow their comments by cascade, and watches, jobs,
    // discovered pains and tallies follow the industry.
    await tx
      .delete(scraperRuns)
      .where(
        and(
          inWorkspace(tx.workspaceId, scraperRuns),
          or(eq(scraperRuns.industry, name), inArray(scraperRuns.sourceId, itsSources)),
        ),
      );
    for (const table of [comments, importBatches] as const) {
      await tx
        .delete(table)
        .where(and(inWorkspace(tx.workspaceId, table), inArray(table.sourceId, itsSources)));
    }
    for (const table of [sources, ideas] as const) {
      await tx
        .delete(table)
        .where(and(inWorkspace(tx.workspaceId, table), eq(table.industry, name)));
    }
    await tx.delete(industries).where(industryNamed(tx, name));
    await recordAudit(tx, {
      userId,
      action: 'industries.delete',
      entity: 'industry',
      entityIds: [name],
      details: { comments: live },
    });
    return { industry: name, comments: live };
  });
}
