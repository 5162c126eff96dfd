import { type ContentPack, contentPackSchema } from '@replica/api-client/schemas';
import type { ContentInsights } from './content-insights';
import { contract, factsOf } from './facts';
import { copyOf } from './pack-copy';
import { scriptsOf } from './pack-scripts';
import { socialPostsOf } from './pack-social';

/**
 * The Generar page's content pack (spec §2 and §9): templates filled with the industry's real
 * comments, clusters, objections and root causes, cycled so the items differ. Validated against
 * the shared schema, so a template change that breaks a size fails here, not in the browser.
 *
 * @throws Error when `insights` hold no analysed comments: there is nothing real to write about.
 */
export function generateContentPack(insights: ContentInsights): ContentPack {
  const facts = factsOf(insights);
  if (facts.length === 0) throw new Error('a content pack needs analysed comments');
  return contentPackSchema.parse(
    contract({ ...copyOf(facts), ...scriptsOf(facts), posts_sociales: socialPostsOf(facts) }),
  );
}
