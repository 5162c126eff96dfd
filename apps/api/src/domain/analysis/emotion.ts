import { isNegated } from './clauses';
import type { ClauseMap } from './clauses';
import { CueIndex, longestFirst } from './cue-index';
import { DEFAULT_EMOTION, EMOTION_CUES } from './lexicon/emotions';
import { EMOTIONS } from './taxonomy';
import type { Emotion, ObjectionTag } from './taxonomy';
import type { Token } from './tokenise';

interface EmotionCue {
  readonly emotion: Emotion;
  readonly weight: number;
}

const EMOTION_INDEX = new CueIndex<EmotionCue>(
  EMOTION_CUES.map(([pattern, emotion, weight]) => [pattern, { emotion, weight }] as const),
);

// The tag's usual emotion starts with this much evidence; a single strong word can beat it.
// A comment with no objection has no usual emotion, so any emotional word decides it.
const DEFAULT_WEIGHT = 1;
const NO_OBJECTION_WEIGHT = 0.5;

/**
 * The main emotion of a comment: the objection's usual emotion unless the person's own
 * emotional words (weighed by clause, negated ones ignored) point elsewhere.
 */
export function readEmotion(
  tokens: readonly Token[],
  clauses: ClauseMap,
  tag: ObjectionTag,
): Emotion {
  const prior = tag === 'otro' ? NO_OBJECTION_WEIGHT : DEFAULT_WEIGHT;
  const scores = new Map<Emotion, number>([[DEFAULT_EMOTION[tag], prior]]);
  const matches = longestFirst(EMOTION_INDEX.findAll(tokens), (cue) => cue.weight);
  for (const { payload, start, end } of matches) {
    if (isNegated(tokens, clauses, start)) continue;
    const focus = Math.max(...clauses.focus.slice(start, end));
    scores.set(payload.emotion, (scores.get(payload.emotion) ?? 0) + payload.weight * focus);
  }
  let best: Emotion = DEFAULT_EMOTION[tag];
  for (const emotion of EMOTIONS) {
    if ((scores.get(emotion) ?? 0) > (scores.get(best) ?? 0)) best = emotion;
  }
  return best;
}
