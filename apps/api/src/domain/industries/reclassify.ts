import type { ReclassifyResult } from '@replica/api-client/schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { comments, industries, sources } from '../../db/schema';
import { recordAudit } from '../audit';
import { commentSource, isLiveComment } from '../insights/live-comments';
import { INDUSTRY_KEYWORDS, pickIndustry } from './industry-keywords';

const UNCLASSIFIED = 'sin_clasificar';

/**
 * Moves live sources out of sin_clasificar into the industry their live comments' keywords
 * clearly point to (see `pickIndustry`), with an audit row per move. No AI model is wired in
 * yet, so every move is a rules one.
 */
export async function reclassifyIndustries(db: Db, userId: number): Promise<ReclassifyResult> {
  const rows = await db
    .select({ sourceId: sources.sourceId, text: comments.text })
    .from(comments)
    .innerJoin(sources, commentSource)
    .where(and(eq(sources.industry, UNCLASSIFIED), isLiveComment));
  const textsBySource = new Map<number, string[]>();
  for (const row of rows) {
    const texts = textsBySource.get(row.sourceId) ?? [];
    texts.push(row.text);
    textsBySource.set(row.sourceId, texts);
  }

  // An industry renamed since it was seeded no longer matches its rules' name: skip it rather
  // than break the sources' foreign key.
  const existing = await db
    .select({ name: industries.name })
    .from(industries)
    .where(inArray(industries.name, Object.keys(INDUSTRY_KEYWORDS)));
  const known = new Set(existing.map((row) => row.name));

  let moved = 0;
  await db.transaction(async (tx) => {
    for (const [sourceId, texts] of textsBySource) {
      const industry = pickIndustry(texts);
      if (industry === null || !known.has(industry)) continue;
      // Re-checked here: a source deleted or moved since the read stays as it is.
      const updated = await tx
        .update(sources)
        .set({ industry })
        .where(
          and(
            eq(sources.sourceId, sourceId),
            eq(sources.industry, UNCLASSIFIED),
            isNull(sources.deletedAt),
          ),
        )
        .returning({ sourceId: sources.sourceId });
      if (updated.length === 0) continue;
      await recordAudit(tx, {
        userId,
        action: 'industries.reclassify',
        entity: 'source',
        entityIds: [sourceId],
        details: { from: UNCLASSIFIED, to: industry, method: 'rules' },
      });
      moved += 1;
    }
  });
  return { reclassified: moved, byRules: moved, byAI: 0 };
}
