import type { CommentAnalysis } from '@replica/api-client/schemas';
import type { ClusterCandidate } from './cluster-pains';
import { painTerms } from './pain-terms';
import { secondObjection } from './rules-analyser';
import { RULES_METHOD, isObjectionTag } from './taxonomy';

export interface CandidateOptions {
  /** A known pain of the industry a model said the comment voices: it joins that cluster. */
  chosenPain?: string | undefined;
  /**
   * Whether clustering may read a rules analysis as the objection it nearly chose, when its
   * words join a pain of that one (`secondReading`); the caller then analyses it again.
   */
  mayRetag?: boolean;
}

/**
 * A comment's analysis as clustering reads it: what the comment says beyond its objection,
 * and for a model's analysis the words of the model's own label too, so that a model's
 * varied wordings of one pain land in one cluster.
 */
export function candidateOf(
  text: string,
  industry: string,
  analysis: Pick<CommentAnalysis, 'objection_tag' | 'pain_cluster_label' | 'method'>,
  { chosenPain, mayRetag = false }: CandidateOptions = {},
): ClusterCandidate {
  const { objection_tag: tag, pain_cluster_label: label } = analysis;
  if (!isObjectionTag(tag) || tag === 'otro') return { tag, label };
  const byRules = analysis.method === RULES_METHOD;
  const alsoSaid = byRules ? '' : label;
  const second = byRules && mayRetag ? secondObjection(text, tag) : undefined;
  return {
    tag,
    label,
    terms: painTerms(text, tag, industry, alsoSaid),
    ...(chosenPain !== undefined && { pinnedTo: chosenPain }),
    ...(second !== undefined && {
      secondReading: { tag: second, terms: painTerms(text, second, industry) },
    }),
  };
}
