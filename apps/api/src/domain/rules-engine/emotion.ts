import { isNegated } from './clauses';
import type { ClauseMap } from './clauses';
import { CueIndex, longestFirst } from './cue-index';
import { learnedEmotionScores } from './learned/learned-emotions';
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

// How much the learned emotion model (`learned/learned-emotions.ts`) counts against the rules
// above, chosen by leave-one-batch-out cross-validation over batches e–h (trained on the other
// seven of a–h each time): mean accuracy 0.70 without it, 0.80 at 0.3, 0.81 at 0.5 and at 1.
// As for tags, the floor keeps one overconfident word from deciding alone.
const LEARNED_WEIGHT = 0.5;
const LEARNED_FLOOR = -5;

/**
 * The main emotion of a comment: the objection's usual emotion unless the person's own
 * emotional words (weighed by clause, negated ones ignored) or the learned model's reading of
 * the whole comment point elsewhere.
 */
export function readEmotion(
  tokens: readonly Token[],
  clauses: ClauseMap,
  text: string,
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
  const learned = learnedEmotionScores(tokens, clauses, text, tag);
  const scoreOf = (emotion: Emotion) =>
    (scores.get(emotion) ?? 0) +
    LEARNED_WEIGHT * Math.max(LEARNED_FLOOR, learned[EMOTIONS.indexOf(emotion)] ?? 0);
  let best: Emotion = DEFAULT_EMOTION[tag];
  for (const emotion of EMOTIONS) {
    if (scoreOf(emotion) > scoreOf(best)) best = emotion;
  }
  return best;
}
