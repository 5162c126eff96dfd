import type { ObjectionTag } from '../rules-engine/taxonomy';
import type { ContentFacts } from './facts';

/**
 * What the content generators are fed: the analysed live comments of an industry (or of all of
 * them, for 'todas'), already ranked, and the facts the copy may state. Every list is non-empty
 * once `hasInsights` says so, which is what lets the generators promise content built from real
 * data rather than canned text.
 */
export interface ContentInsights {
  /** The industry as the user named it; 'todas' reads as every industry. */
  industry: string;
  /** Pain clusters, highest average real score first (as on the Reporte page), with the
   * objection most of their comments voice. */
  painPoints: Array<{ label: string; tag: ObjectionTag; frequency: number }>;
  /** Objection tags, most frequent first. */
  objections: Array<{ tag: string; count: number }>;
  /** Root causes from the five whys, most frequent first. */
  rootCauses: string[];
  /** Comments of the top pain points with their own analysis, highest real score first: the
   * phrases to quote. */
  examples: Array<{ text: string; painCluster: string; objectionTag: string; rootCause: string }>;
  /** Counts computed when the insights are read: the only figures generated text may state. */
  facts: ContentFacts;
}

/** True when there is enough analysed data to write about: never invent content without it. */
export function hasInsights(insights: ContentInsights): boolean {
  return insights.painPoints.length > 0 && insights.examples.length > 0;
}
