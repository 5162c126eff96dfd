import { SentimentEn, StopwordsEn } from '@nlpjs/lang-en';
import { SentimentEs, StopwordsEs } from '@nlpjs/lang-es';
import { boundedMemo } from './bounded-memo';
import { isNegated } from './clauses';
import type { ClauseMap } from './clauses';
import { stemsOf } from './stem';
import type { Emotion, ObjectionTag } from './taxonomy';
import type { Token } from './tokenise';

const SENTICON_ES = new Map(Object.entries(SentimentEs.senticon));
const SENTICON_EN = new Map(Object.entries(SentimentEn.senticon));
const STOPWORDS_ES = new StopwordsEs();
const STOPWORDS_EN = new StopwordsEn();
// Stems of short words collide in the lexicon ("que", "hor"): only longer words are read.
const MIN_WORD_LENGTH = 4;

/**
 * Where an objection sits on the -1..1 scale before its words are read: actively resisting
 * (price, distrust, fear) is clearly negative, deferring or preferring another option is close
 * to neutral. The figures follow the hand-labelled set's averages per tag.
 */
const TAG_BASE: Readonly<Record<ObjectionTag, number>> = {
  precio: -0.45,
  confianza: -0.55,
  resultados: -0.4,
  tiempo: -0.35,
  urgencia: -0.03,
  necesidad: -0.03,
  competencia: -0.03,
  autoridad: 0,
  miedo: -0.55,
  complejidad: -0.3,
  otro: 0,
};

const EMOTION_SHIFT: Readonly<Record<Emotion, number>> = {
  frustración: -0.05,
  miedo: -0.1,
  desconfianza: -0.05,
  enojo: -0.2,
  confusión: 0,
  tristeza: -0.15,
  esperanza: 0.55,
  indiferencia: 0,
  neutral: 0,
};

// Words move the score at most this far from the tag's base; the lexicon is general-purpose.
const LEXICAL_REACH = 0.35;
// A negated word keeps half its strength, reversed: "no es bueno" is milder than "es malo".
const NEGATED_FACTOR = -0.5;
// Each point of objection evidence past 1.5 makes it 0.05 more negative, up to 0.15.
const INTENSITY_STEP = 0.05;
const MAX_INTENSITY = 0.15;

// Worked out once per distinct word: two stop-word lists, two stems, two lexicons.
const polarityOfWord = boundedMemo((word) => {
  if (STOPWORDS_ES.isStopword(word) || STOPWORDS_EN.isStopword(word)) return 0;
  const stems = stemsOf(word);
  return SENTICON_ES.get(stems.es) ?? SENTICON_EN.get(stems.en) ?? 0;
});

function polarityOf(token: Token): number {
  if (token.isNumber || token.word.length < MIN_WORD_LENGTH) return 0;
  return polarityOfWord(token.word);
}

/** Mean polarity of the comment's words from ML-Senticon (via NLP.js), in -1..1. */
export function lexicalPolarity(tokens: readonly Token[], clauses: ClauseMap): number {
  let sum = 0;
  let hits = 0;
  tokens.forEach((token, i) => {
    if (clauses.isMarker[i] === true) return;
    const polarity = polarityOf(token);
    if (polarity === 0) return;
    const negated = isNegated(tokens, clauses, i);
    sum += polarity * (negated ? NEGATED_FACTOR : 1) * (clauses.focus[i] ?? 1);
    hits += 1;
  });
  return hits === 0 ? 0 : Math.max(-1, Math.min(1, sum / Math.sqrt(hits)));
}

/**
 * Sentiment in -1..1, rounded to two decimals: the objection's base, shifted by the emotion,
 * by how strongly the objection is stated and by the polarity of the words themselves.
 */
export function readSentiment(input: {
  readonly tag: ObjectionTag;
  readonly strength: number;
  readonly emotion: Emotion;
  readonly lexical: number;
}): number {
  const intensity =
    input.tag === 'otro'
      ? 0
      : Math.min(MAX_INTENSITY, INTENSITY_STEP * Math.max(0, input.strength - 1.5));
  const raw =
    TAG_BASE[input.tag] + EMOTION_SHIFT[input.emotion] + LEXICAL_REACH * input.lexical - intensity;
  // `|| 0` turns a rounded -0 into 0.
  return Math.round(Math.max(-1, Math.min(1, raw)) * 100) / 100 || 0;
}
