import type { IndustrySummary } from '@replica/api-client/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import {
  ideas,
  industries,
  jobs,
  painClusters,
  scraperRuns,
  sources,
  watches,
} from '../../db/schema';
import { recordAudit } from '../audit';
import { inWorkspace, workspaceTransaction } from '../in-workspace';
import {
  type IndustryRemovalRefusal,
  industryNamed,
  lockIndustriesForRemoval,
} from './industry-guards';
import { industrySummary } from './industry-summaries';

/** The tables whose rows name their industry and move with a merge. */
const FOLLOWERS = [sources, ideas, scraperRuns, watches, jobs] as const;

/**
 * Merges industry `name` into `into`: its comments (through their sources), ideas, scraping
 * runs, watches and past jobs become `into`'s, its discovered pains join `into`'s profiles, the
 * answers `into` lacks are `name`'s, and `name` is gone. The tallies follow the sources by their triggers. Answers `into`'s card, or why
 * nothing changed: either industry missing, or work running on one of them.
 *
 * @example await mergeIndustry(db, 'Gimnasio', 'Gimnasios', user.id);
 */
export async function mergeIndustry(
  db: WorkspaceDb,
  name: string,
  into: string,
  userId: number,
): Promise<IndustrySummary | IndustryRemovalRefusal> {
  return workspaceTransaction(db, async (tx) => {
    const refusal = await lockIndustriesForRemoval(tx, [name, into]);
    if (refusal) return refusal;
    const comments = (await industrySummary(tx, name))?.opinions ?? 0;
    for (const table of FOLLOWERS) {
      await tx
        .update(table)
        .set({ industry: into })
        .where(and(inWorkspace(tx.workspaceId, table), eq(table.industry, name)));
    }
    // A pain both industries discovered keeps `into`'s profile; one only `name` found joins it,
    // so comments still to come about it find their cluster. 'Recalcular' rebuilds them all.
    await tx.execute(sql`
      insert into ${painClusters} (workspace_id, industry, label, objection_tag, centroid, size)
      select workspace_id, ${into}, label, objection_tag, centroid, size from ${painClusters}
      where workspace_id = ${tx.workspaceId} and industry = ${name}
      on conflict do nothing`);
    // The business's answers `into` lacks come from `name`; where both answered, `into`'s stay.
    await tx.execute(sql`
      update ${industries} as kept set answers = gone.answers || kept.answers
      from ${industries} as gone
      where kept.workspace_id = ${tx.workspaceId} and kept.name = ${into}
        and gone.workspace_id = ${tx.workspaceId} and gone.name = ${name}`);
    await tx.delete(industries).where(industryNamed(tx, name));
    await recordAudit(tx, {
      userId,
      action: 'industries.merge',
      entity: 'industry',
      entityIds: [name],
      details: { into, comments },
    });
    return (await industrySummary(tx, into)) ?? 'industry_not_found';
  });
}
