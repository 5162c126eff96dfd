import { endpoints } from '@replica/api-client/contract';
import { type ContentPack, ALL_INDUSTRIES } from '@replica/api-client/schemas';
import { Hono } from 'hono';
import { RULES_METHOD } from '../domain/rules-engine/taxonomy';
import type { IdeaWriter } from '../domain/content/idea-writer';
import type { PackWriter } from '../domain/content/pack-writer';
import { generateContentPack } from '../domain/content/content-pack';
import { type ContentInsights, hasInsights } from '../domain/content/content-insights';
import { contradictedFacts, textsOf } from '../domain/content/fact-check';
import { type IdeaDraft, generateIdeas, ideaCount } from '../domain/content/generate-ideas';
import { loadContentInsights } from '../domain/content/load-content-insights';
import { storeIdeas } from '../domain/content/store-ideas';
import type { AppEnv } from '../http/app-env';
import { ApiFailure } from '../http/api-errors';
import { mount } from '../http/mount';
import type { RateLimits } from '../middleware/rate-limit';
import type { Logger } from '../infra/log/logger';

export interface ContentRoutesOptions {
  /** Writes the ideas with an AI model; the rules' templates without one or when it fails. */
  ideaWriter?: { write: IdeaWriter; model: string } | undefined;
  /** Writes the content pack with an AI model; the rules' templates without one or when it fails. */
  packWriter?: { write: PackWriter; model: string } | undefined;
  limits: RateLimits;
}

/**
 * `POST generate-ideas` (spec §2, Reporte and Generar): `kind: 'ideas'` stores ideas made from
 * the industry's top pain points and answers how many; `kind: 'pack'` answers a content pack,
 * which is not stored. Both answer 422 while the industry has no analysed comments.
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
        const byAi =
          packWriter && (await writePackWithAi(packWriter.write, insights, c.get('log')));
        return byAi
          ? { content: byAi, method: packWriter.model }
          : { content: generateContentPack(insights), method: RULES_METHOD };
      }
      const byAi = ideaWriter && (await writeWithAi(ideaWriter.write, insights, c.get('log')));
      const generated = byAi
        ? await storeIdeas(c.get('db'), industry, byAi, c.get('user').id, ideaWriter.model)
        : await storeIdeas(c.get('db'), industry, generateIdeas(insights), c.get('user').id);
      return { generated };
    },
    { before: [limits.limit('content')] },
  );

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

/** The model's pack, or null when it fails, answers off the pack's sizes or states a false fact. */
async function writePackWithAi(
  write: PackWriter,
  insights: ContentInsights,
  log: Logger,
): Promise<ContentPack | null> {
  try {
    return factChecked(await write(insights), insights, log);
  } catch {
    return null;
  }
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
  } catch {
    return null;
  }
}
