import { endpoints } from '@replica/api-client/contract';
import { type ContentPack, ALL_INDUSTRIES } from '@replica/api-client/schemas';
import { Hono } from 'hono';
import { RULES_METHOD } from '../domain/rules-engine/taxonomy';
import type { IdeaWriter } from '../domain/content/idea-writer';
import type { PackWriter } from '../domain/content/pack-writer';
import { generateContentPack } from '../domain/content/content-pack';
import { type CompletedPack, type PackDraft, completePack } from '../domain/content/complete-pack';
import { type ContentInsights, hasInsights } from '../domain/content/content-insights';
import { contradictedFacts, textsOf } from '../domain/content/fact-check';
import { type IdeaDraft, generateIdeas, ideaCount } from '../domain/content/generate-ideas';
import { loadContentInsights } from '../domain/content/load-content-insights';
import { storeIdeas } from '../domain/content/store-ideas';
import { readIndustryAnswers, updateIndustryAnswers } from '../domain/industries/industry-answers';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';
import type { RateLimits } from '../middleware/rate-limit';
import type { Logger } from '../infra/log/logger';
import { fallbackReasonOf } from '../infra/ai/ai-error';

export interface ContentRoutesOptions {
  /** Writes the ideas with an AI model; the rules' templates without one or when it fails. */
  ideaWriter?: { write: IdeaWriter; model: string } | undefined;
  /** Writes the content pack with an AI model; the rules' templates without one or when it fails. */
  packWriter?: { write: PackWriter; model: string } | undefined;
  limits: RateLimits;
}

/**
 * `POST generate-ideas` (used by Reporte and Generar): `kind: 'ideas'` stores ideas made from
 * the industry's top pain points and answers how many; `kind: 'pack'` answers a content pack,
 * which is not stored. Both answer 422 while the industry has no analysed comments.
 * `GET`/`PATCH industry-answers/{name}`: what the business answers to the industry's objections,
 * which the pack says.
 */
export function contentRoutes({ ideaWriter, packWriter, limits }: ContentRoutesOptions) {
  const routes = new Hono<AppEnv>();

  mount(
    routes,
    endpoints.generateIdeas,
    async (c, { body: { industry, kind } }) => {
      // Ideas belong to one industry's Templates page; only the pack reads 'todas' together.
      if (kind === 'ideas' && industry === ALL_INDUSTRIES) {
        throw new ApiFailure(400, 'ideas_need_industry');
      }
      const insights = await loadContentInsights(c.get('db'), industry);
      if (!hasInsights(insights)) {
        throw new ApiFailure(422, 'no_analysed_comments');
      }
      if (kind === 'pack') {
        const byRules = generateContentPack(insights);
        const byAi =
          packWriter && (await writePackWithAi(packWriter.write, insights, byRules, c.get('log')));
        return byAi
          ? { content: byAi.pack, method: packWriter.model, replaced: byAi.replaced }
          : { content: byRules, method: RULES_METHOD };
      }
      const byAi = ideaWriter && (await writeWithAi(ideaWriter.write, insights, c.get('log')));
      const generated = byAi
        ? await storeIdeas(c.get('db'), industry, byAi, c.get('user').id, ideaWriter.model)
        : await storeIdeas(c.get('db'), industry, generateIdeas(insights), c.get('user').id);
      return { generated };
    },
    { before: [limits.limit('content')] },
  );

  mount(routes, endpoints.industryAnswers, async (c, { params }) => {
    const read = await readIndustryAnswers(c.get('db'), params.name);
    if (!read) throw new ApiFailure(404, 'industry_not_found');
    return read;
  });

  mount(routes, endpoints.updateIndustryAnswers, async (c, { params, body }) => {
    const updated = await updateIndustryAnswers(c.get('db'), params.name, body, c.get('user').id);
    if (updated === 'industry_not_found') throw new ApiFailure(404, updated);
    return updated;
  });

  return routes;
}

/**
 * The model's text when every fact it states holds in the data: a model that names another
 * objection as the most repeated, or invents a count, is refused, and the rules write instead.
 */
function factChecked<T>(written: T, insights: ContentInsights, log: Logger): T | null {
  const contradictions = contradictedFacts(textsOf(written), insights.facts);
  if (contradictions.length === 0) return written;
  log.warn({ industry: insights.industry, contradictions }, 'AI content refused');
  return null;
}

/**
 * The model's pack with its bad pieces (off the format, or stating what the data does not)
 * replaced by the rules' and logged; null when the model fails or none of its pieces holds.
 */
async function writePackWithAi(
  write: PackWriter,
  insights: ContentInsights,
  byRules: ContentPack,
  log: Logger,
): Promise<CompletedPack | null> {
  let draft: PackDraft;
  try {
    draft = await write(insights);
  } catch (error) {
    log.warn({ industry: insights.industry, reason: fallbackReasonOf(error) }, 'AI pack failed');
    return null;
  }
  const completed = completePack(draft, byRules, insights.facts);
  if (completed === undefined || completed.replaced.length > 0) {
    const { replaced = [], contradictions = [] } = completed ?? {};
    log.warn(
      {
        industry: insights.industry,
        replaced: completed ? replaced.length : 'all',
        contradictions,
      },
      'AI pack pieces replaced by the rules',
    );
  }
  return completed ?? null;
}

/**
 * The model's ideas, as many as the rules would write; null when it fails, writes none or
 * states a false fact.
 */
async function writeWithAi(
  write: IdeaWriter,
  insights: ContentInsights,
  log: Logger,
): Promise<IdeaDraft[] | null> {
  try {
    const drafts = await write(insights, ideaCount(insights));
    return drafts.length > 0 ? factChecked(drafts, insights, log) : null;
  } catch (error) {
    log.warn({ industry: insights.industry, reason: fallbackReasonOf(error) }, 'AI ideas failed');
    return null;
  }
}
