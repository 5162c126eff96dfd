import { meaningTerms } from './pain-terms';
import { isObjectionTag } from './taxonomy';

/** A root cause already stored for an industry, with how many comments give it. */
export interface KnownRootCause {
  readonly tag: string;
  readonly rootCause: string;
  readonly comments: number;
}

/** A freshly analysed comment's root cause; only a model's is consolidated. */
export interface RootCauseCandidate {
  readonly tag: string;
  readonly rootCause: string;
  readonly byModel: boolean;
}

// Two root causes this close (cosine of their content terms, the objection's own words left
// out) say the same: two terms each, one shared, is 0.5. A hair below, for rounding.
const SAME_CAUSE = 0.5 - 1e-9;

const termsOf = (rootCause: string, tag: string) =>
  meaningTerms(rootCause, isObjectionTag(tag) ? tag : undefined);

function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const [term, weight] of a) total += weight * (b.get(term) ?? 0);
  return total;
}

/**
 * The root cause each comment keeps. A model words every cause afresh, so a cause close to one
 * the industry already gives for the same objection (the most given first), or to one given
 * earlier in the same batch, takes that wording: causes then add up across comments as the
 * rules' do. The rules' own causes are canonical already and stay.
 */
export function consolidateRootCauses(
  candidates: readonly RootCauseCandidate[],
  known: readonly KnownRootCause[],
): string[] {
  const wordings = [...known]
    .sort((a, b) => b.comments - a.comments)
    .map(({ tag, rootCause }) => ({ tag, rootCause, terms: termsOf(rootCause, tag) }));
  return candidates.map(({ tag, rootCause, byModel }) => {
    if (!byModel) return rootCause;
    const terms = termsOf(rootCause, tag);
    let same: (typeof wordings)[number] | undefined;
    let closest = SAME_CAUSE;
    // The closest wording; among equally close ones, the most given (they come first).
    for (const wording of wordings) {
      const similarity = wording.tag === tag ? cosine(terms, wording.terms) : 0;
      if (similarity > closest || (same === undefined && similarity >= closest)) {
        same = wording;
        closest = similarity;
      }
    }
    if (same) return same.rootCause;
    if (terms.size > 0) wordings.push({ tag, rootCause, terms });
    return rootCause;
  });
}
