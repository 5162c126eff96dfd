import type { WorkspaceDb } from '../src/db/database';
import { commentAnalysis, comments, ideas, sources } from '../src/db/schema';
import { normaliseCommentText } from '../src/domain/comments/normalise-text';
import { ensureIndustry } from '../src/domain/industries/ensure-industry';

// Rows written straight into the database, so the read routes can be tested on fixtures whose
// every count is known, including soft-deleted rows and analyses no endpoint would make on demand.

/** A source of `industry` (created if new); its id. */
export async function seedSource(
  db: WorkspaceDb,
  industry: string,
  options: { deletedAt?: Date } = {},
): Promise<number> {
  await ensureIndustry(db, industry);
  const [row] = await db
    .insert(sources)
    .values({ industry, kind: 'manual', deletedAt: options.deletedAt ?? null })
    .returning({ sourceId: sources.sourceId });
  if (!row) throw new Error('the source was not stored');
  return row.sourceId;
}

/** A comment of a source; its id. */
export async function seedComment(
  db: WorkspaceDb,
  sourceId: number,
  options: { text?: string; createdAt?: Date; deletedAt?: Date } = {},
): Promise<number> {
  const text = options.text ?? 'Un comentario de prueba';
  const [row] = await db
    .insert(comments)
    .values({
      sourceId,
      text,
      normalizedText: normaliseCommentText(text),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      deletedAt: options.deletedAt ?? null,
    })
    .returning({ commentId: comments.commentId });
  if (!row) throw new Error('the comment was not stored');
  return row.commentId;
}

export type SeedAnalysis = Partial<Omit<typeof commentAnalysis.$inferInsert, 'commentId'>>;

/** The analysis of a comment, made by the rules analyser unless `fields` say otherwise. */
export async function seedAnalysis(
  db: WorkspaceDb,
  commentId: number,
  fields: SeedAnalysis = {},
): Promise<void> {
  await db.insert(commentAnalysis).values({ method: 'rules', ...fields, commentId });
}

/** An idea of `industry` (created if new); its id. */
export async function seedIdea(
  db: WorkspaceDb,
  industry: string,
  options: { hook?: string; createdAt?: Date; deletedAt?: Date } = {},
): Promise<number> {
  await ensureIndustry(db, industry);
  const [row] = await db
    .insert(ideas)
    .values({
      industry,
      ideaType: 'video',
      hook: options.hook ?? '¿Te parece caro?',
      angle: 'Precio frente a valor',
      scriptOutline: 'Gancho, problema, solución',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      deletedAt: options.deletedAt ?? null,
    })
    .returning({ ideaId: ideas.ideaId });
  if (!row) throw new Error('the idea was not stored');
  return row.ideaId;
}
