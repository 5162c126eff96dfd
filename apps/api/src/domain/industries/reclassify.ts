import type { ReclassifyResult } from '@replica/api-client/schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { comments, industries, sources } from '../../db/schema';
import { recordAudit } from '../audit';
import { liveComments } from '../comment-query';
import { inWorkspace } from '../in-workspace';
import { type IndustryClassifier, classifyWithAi } from './industry-classifier';
import { INDUSTRY_KEYWORDS, pickIndustry } from './industry-keywords';

const UNCLASSIFIED = 'sin_clasificar';

/** A reclassification stopped with its job while the model was asked: nothing was moved. */
export class ReclassifyStopped extends Error {
  override name = 'ReclassifyStopped';
  constructor() {
    super('reclasificación detenida antes de terminar');
  }
}

/**
 * Moves live sources out of sin_clasificar into the industry their live comments' keywords
 * clearly point to (see `pickIndustry`), then, when an AI `classifier` is given, the sources
 * the rules left into the named industry the model picks (see `classifyWithAi`). One audit row
 * per move, saying which method made it. Once `signal` aborts (its job cancelled or stopping) the
 * model's calls stop and nothing is moved (ReclassifyStopped).
 */
export async function reclassifyIndustries(
  db: WorkspaceDb,
  userId: number | null,
  classifier?: IndustryClassifier,
  signal?: AbortSignal,
): Promise<ReclassifyResult> {
  const rows = await liveComments(
    db,
    { sourceId: sources.sourceId, text: comments.text },
    { industry: UNCLASSIFIED },
  );
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
    .where(
      and(
        inWorkspace(db.workspaceId, industries),
        inArray(industries.name, Object.keys(INDUSTRY_KEYWORDS)),
      ),
    );
  const known = new Set(existing.map((row) => row.name));

  const moves = new Map<number, { industry: string; method: 'rules' | 'ai' }>();
  const leftByRules = new Map<number, string[]>();
  for (const [sourceId, texts] of textsBySource) {
    const industry = pickIndustry(texts);
    if (industry !== null && known.has(industry))
      moves.set(sourceId, { industry, method: 'rules' });
    else leftByRules.set(sourceId, texts);
  }
  if (classifier && leftByRules.size > 0 && known.size > 0) {
    // Asked before the transaction, so no database connection waits on the model.
    const named = Object.keys(INDUSTRY_KEYWORDS).filter((name) => known.has(name));
    const picked = await classifyWithAi(classifier, leftByRules, named, signal);
    if (signal?.aborted) throw new ReclassifyStopped();
    for (const [sourceId, industry] of picked) moves.set(sourceId, { industry, method: 'ai' });
  }

  let byRules = 0;
  let byAI = 0;
  await db.transaction(async (tx) => {
    for (const [sourceId, { industry, method }] of moves) {
      // Re-checked here: a source deleted or moved since the read stays as it is.
      const updated = await tx
        .update(sources)
        .set({ industry })
        .where(
          and(
            inWorkspace(db.workspaceId, sources),
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
        details: { from: UNCLASSIFIED, to: industry, method },
      });
      if (method === 'ai') byAI += 1;
      else byRules += 1;
    }
  });
  return { reclassified: byRules + byAI, byRules, byAI };
}
