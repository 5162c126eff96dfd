import type { CommentAnalysis } from '@replica/api-client/schemas';
import type { ClusterCandidate } from './cluster-pains';
import { painTerms } from './pain-terms';
import { RULES_METHOD, isObjectionTag } from './taxonomy';

/**
 * A comment's analysis as clustering reads it: what the comment says beyond its objection,
 * and for a model's analysis the words of the model's own label too, so that a model's
 * varied wordings of one pain land in one cluster. `chosenPain`, a known pain of the industry
 * a model said the comment voices, pins it to that cluster.
 */
export function candidateOf(
  text: string,
  industry: string,
  analysis: Pick<CommentAnalysis, 'objection_tag' | 'pain_cluster_label' | 'method'>,
  chosenPain?: string,
): ClusterCandidate {
  const { objection_tag: tag, pain_cluster_label: label } = analysis;
  if (!isObjectionTag(tag) || tag === 'otro') return { tag, label };
  const alsoSaid = analysis.method === RULES_METHOD ? '' : label;
  return {
    tag,
    label,
    terms: painTerms(text, tag, industry, alsoSaid),
    ...(chosenPain !== undefined && { pinnedTo: chosenPain }),
  };
}
