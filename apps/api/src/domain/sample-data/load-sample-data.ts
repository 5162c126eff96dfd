import { SAMPLE_INDUSTRY } from '@replica/api-client/schemas';
import { randomUUID } from 'node:crypto';
import type { WorkspaceDb } from '../../db/database';
import { importBatch } from '../comments/import-batch';
import { industryNames } from '../industries/industry-names';
import sampleComments from './sample-comments.json' with { type: 'json' };

const DAY_MS = 86_400_000;

/**
 * Imports the demo industry's comments (written for it: an aesthetic clinic's audience over four
 * months, on several platforms) as one bulk import, each dated its days before `now`. Answers
 * how many were stored, or 'sample_data_loaded' when the workspace already has the demo
 * industry (delete it to load it again).
 *
 * @example await loadSampleData(db, user.id, new Date());
 */
export async function loadSampleData(
  db: WorkspaceDb,
  userId: number,
  now: Date,
): Promise<number | 'sample_data_loaded'> {
  if ((await industryNames(db)).includes(SAMPLE_INDUSTRY)) return 'sample_data_loaded';
  const result = await importBatch(
    db,
    {
      batchId: `sample-data-${randomUUID()}`,
      kind: 'bulk',
      industry: SAMPLE_INDUSTRY,
      comments: sampleComments.map(({ text, author, platform, daysAgo }) => ({
        text,
        author,
        platform,
        date: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
      })),
    },
    userId,
  );
  return result.inserted;
}
