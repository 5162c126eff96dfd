import {
  ANSWERABLE_TAGS,
  type IndustryAnswers,
  type IndustryAnswersPatch,
  type IndustryAnswersResponse,
} from '@replica/api-client/schemas';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { WorkspaceDb } from '../../db/database';
import { industries, industryObjectionCounts } from '../../db/schema';
import { inWorkspace, workspaceTransaction } from '../in-workspace';
import { recordAudit } from '../audit';
import { industryNamed } from './industry-guards';

async function answersOf(
  tx: WorkspaceDb,
  name: string,
  lock = false,
): Promise<IndustryAnswers | undefined> {
  const query = tx
    .select({ answers: industries.answers })
    .from(industries)
    .where(industryNamed(tx, name));
  const [row] = await (lock ? query.for('update') : query);
  return row?.answers;
}

/** How many analysed comments of industry `name` voice each objection, from its tallies. */
async function voicedIn(db: WorkspaceDb, name: string): Promise<IndustryAnswersResponse['voiced']> {
  const rows = await db
    .select({
      tag: industryObjectionCounts.objectionTag,
      comments: industryObjectionCounts.comments,
    })
    .from(industryObjectionCounts)
    .where(
      and(
        inWorkspace(db.workspaceId, industryObjectionCounts),
        eq(industryObjectionCounts.industry, name),
        inArray(industryObjectionCounts.objectionTag, [...ANSWERABLE_TAGS]),
        gt(industryObjectionCounts.comments, 0),
      ),
    );
  return Object.fromEntries(rows.map(({ tag, comments }) => [tag, comments]));
}

/**
 * What the business answers to the objections of industry `name`, by tag, and how many analysed
 * comments voice each; undefined when the workspace has no such industry.
 */
export async function readIndustryAnswers(
  db: WorkspaceDb,
  name: string,
): Promise<IndustryAnswersResponse | undefined> {
  const answers = await answersOf(db, name);
  return answers && { industry: name, answers, voiced: await voicedIn(db, name) };
}

/**
 * Sets the answers `patch` gives (an empty one clears its objection's), keeps the others, and
 * records who changed which objections. Answers the industry's answers now, or that there is no
 * such industry.
 *
 * @example await updateIndustryAnswers(db, 'Gimnasio', { answers: { precio: 'Plan por semanas' } }, user.id);
 */
export async function updateIndustryAnswers(
  db: WorkspaceDb,
  name: string,
  patch: IndustryAnswersPatch,
  userId: number,
): Promise<IndustryAnswersResponse | 'industry_not_found'> {
  return workspaceTransaction(db, async (tx) => {
    const current = await answersOf(tx, name, true);
    if (current === undefined) return 'industry_not_found';
    const answers: IndustryAnswers = { ...current };
    for (const [tag, answer] of Object.entries(patch.answers) as [
      keyof IndustryAnswers,
      string,
    ][]) {
      if (answer === '') delete answers[tag];
      else answers[tag] = answer;
    }
    await tx.update(industries).set({ answers }).where(industryNamed(tx, name));
    await recordAudit(tx, {
      userId,
      action: 'industries.answers',
      entity: 'industry',
      entityIds: [name],
      details: { objections: Object.keys(patch.answers) },
    });
    return { industry: name, answers, voiced: await voicedIn(tx, name) };
  });
}
