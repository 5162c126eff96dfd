import { boundedMemo } from './bounded-memo';
import { isNegated } from './clauses';
import type { ClauseMap } from './clauses';
import { STEM_CUES } from './lexicon/stems';
import type { StemPolarity } from './lexicon/stems';
import { normaliseWord } from './normalise';
import { stemsOf } from './stem';
import type { ObjectionTag } from './taxonomy';
import type { Token } from './tokenise';

/** A single-word cue found by its stem: the token at `index` counts `weight` towards `tag`. */
export interface StemCueMatch {
  readonly tag: ObjectionTag;
  readonly weight: number;
  readonly index: number;
}

interface StemCue {
  readonly tag: ObjectionTag;
  readonly weight: number;
}

type ByPolarity = Partial<Record<StemPolarity, StemCue>>;

function buildIndex(language: 'es' | 'en'): ReadonlyMap<string, ByPolarity> {
  const index = new Map<string, ByPolarity>();
  for (const group of STEM_CUES) {
    for (const raw of (group[language] ?? '').split(' ').filter(Boolean)) {
      for (const word of normaliseWord(raw)) {
        const stem = stemsOf(word)[language];
        const entry = index.get(stem) ?? {};
        const known = entry[group.polarity];
        if (known !== undefined && known.tag !== group.tag) {
          throw new Error(
            `Stem "${stem}" (${raw}) is a cue for both ${known.tag} and ${group.tag}`,
          );
        }
        entry[group.polarity] = { tag: group.tag, weight: group.weight };
        index.set(stem, entry);
      }
    }
  }
  return index;
}

const SPANISH = buildIndex('es');
const ENGLISH = buildIndex('en');
const NO_CUE: ByPolarity = {};

// The stem cues a word can be, worked out once per distinct word (two stems, two lookups).
const cuesOfWord = boundedMemo((word): ByPolarity => {
  const stems = stemsOf(word);
  return SPANISH.get(stems.es) ?? ENGLISH.get(stems.en) ?? NO_CUE;
});

// Stems of two or three letters ("no", "mas") are too ambiguous to carry a cue.
const MIN_WORD_LENGTH = 4;

/**
 * The stem cues of the words no phrase cue claimed (`taken`): each word is stemmed in Spanish
 * and in English, and counts when its polarity fits — plain cues when not negated, negated
 * cues only under a negation ("nadie lo entiende" → complejidad).
 */
export function findStemCues(
  tokens: readonly Token[],
  clauses: ClauseMap,
  taken: readonly boolean[],
): StemCueMatch[] {
  const found: StemCueMatch[] = [];
  tokens.forEach((token, index) => {
    if (taken[index] === true || token.word.length < MIN_WORD_LENGTH || token.isNumber) return;
    const entry = cuesOfWord(token.word);
    if (entry === NO_CUE) return;
    const cue = isNegated(tokens, clauses, index) ? entry.negated : entry.plain;
    if (cue !== undefined) found.push({ tag: cue.tag, weight: cue.weight, index });
  });
  return found;
}
