import { type ContentPack, contentPackSchema } from '@replica/api-client/schemas';
import { type ContentInsights, hasInsights } from './content-insights';
import { copyContext } from './copy-context';
import { copyOf } from './pack-copy';
import { scriptsOf } from './pack-scripts';
import { socialPostsOf } from './pack-social';

/**
 * The Generar page's content pack: whole-sentence templates over typed slots,
 * filled with the industry's pains, its customers' own words (each quote once) and the facts
 * counted in the database. Validated against the shared schema, so a template change that
 * breaks a size fails here, not in the browser.
 *
 * @throws Error when `insights` hold no analysed comments: there is nothing real to write about.
 */
export function generateContentPack(insights: ContentInsights): ContentPack {
  if (!hasInsights(insights)) throw new Error('a content pack needs analysed comments');
  // One context per pack: its quote pool is what keeps each quote to one use.
  const context = copyContext(insights);
  return contentPackSchema.parse({
    ...copyOf(context),
    ...scriptsOf(context),
    posts_sociales: socialPostsOf(context),
  });
}
