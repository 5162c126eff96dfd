import type { PackDraft } from './complete-pack';
import type { ContentInsights } from './content-insights';

/**
 * Writes the Generar page's content pack from an industry's insights with an AI model, as it
 * came (`completePack` replaces its bad pieces). It may throw; generate-ideas then answers the
 * rules' pack instead and says which one it is.
 */
export type PackWriter = (insights: ContentInsights) => Promise<PackDraft>;
