import type { ContentInsights } from './content-insights';
import type { IdeaDraft } from './generate-ideas';

/**
 * Writes up to `count` ideas from an industry's insights with an AI model. It may throw or
 * answer nothing usable; generate-ideas then writes the rules' ideas instead.
 */
export type IdeaWriter = (insights: ContentInsights, count: number) => Promise<IdeaDraft[]>;
