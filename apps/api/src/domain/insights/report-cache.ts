import type { PainPointOrder, Report } from '@replica/api-client/schemas';
import type { WorkspaceDb } from '../../db/database';
import { industryCommentTallies } from './industry-comment-tallies';
import { industryReport } from './industry-report';

// Reports kept per process; past it the least recently read is made again when next asked.
const MAX_KEPT_REPORTS = 500;

/**
 * `industryReport`, kept per workspace, industry and order while the industry's revision (the
 * last transaction that changed what the report shows, set by the tally triggers) stays the
 * same: a repeated read costs one indexed row instead of five aggregating statements. The
 * revision is read before the report is made, so a change committed meanwhile makes the next read
 * build it again; nothing is ever served under a revision newer than its data.
 *
 * @example
 * const report = cachedReports();
 * await report(db, 'Clínica Estética', 'score');
 */
export function cachedReports() {
  const kept = new Map<string, { revision: number; report: Report }>();
  return async (db: WorkspaceDb, industry: string, order: PainPointOrder): Promise<Report> => {
    const revision = (await industryCommentTallies(db, industry))?.revision;
    const key = JSON.stringify([db.workspaceId, industry, order]);
    const found = kept.get(key);
    kept.delete(key);
    if (found && found.revision === revision) {
      kept.set(key, found);
      return found.report;
    }
    const report = await industryReport(db, industry, order);
    if (revision !== undefined) {
      if (kept.size >= MAX_KEPT_REPORTS) kept.delete(kept.keys().next().value as string);
      kept.set(key, { revision, report });
    }
    return report;
  };
}
