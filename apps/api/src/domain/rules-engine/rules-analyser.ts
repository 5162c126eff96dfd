import { commentAnalysisSchema } from '@replica/api-client/schemas';
import type { CommentAnalysis } from '@replica/api-client/schemas';
import { isNegatorKey, mapClauses } from './clauses';
import { readEmotion } from './emotion';
import { type FiveWhys, fiveWhys } from './five-whys';
import { keyPhrase, textOf, voicingOf } from './key-phrase';
import { customerTurns } from './customer-turns';
import { circumstancesOf } from './circumstances';
import { readingAs, tagObjection } from './objection-tagger';
import { isEmojiWord } from './lexicon/emoji';
import type { Evidence } from './objection-tagger';
import {
  concreteFacets,
  facetOfLabel,
  isWaiting,
  painClusterLabel,
  voicedFacet,
} from './pain-facet-labels';
import { painPhrase } from './pain-phrase';
import { negativityIntensity, NEUTRAL_CLUSTER_SHARE, realScore } from './real-score';
import type { Engagement } from './real-score';
import { lexicalPolarity, readSentiment } from './sentiment';
import { readDetails, specificityScore } from './specificity';
import type { Detail } from './specificity';
import { RULES_METHOD } from './taxonomy';
import type { ObjectionTag } from './taxonomy';
import { type Token, tokenise } from './tokenise';
import type { Voicing } from '../spanish/quote';

export interface RulesAnalysisInput {
  readonly text: string;
  readonly industry: string;
  /** Accepted for the shared analyser interface; the rules read the words alone. */
  readonly platform?: string | null;
  readonly engagement?: Engagement | null;
  /**
   * The objection it is known to voice, the one it nearly read (`secondObjection`) when its
   * words joined a pain of it: the rest is read as that objection.
   */
  readonly objection?: ObjectionTag;
}

// The kind of detail worth quoting in the whys of each objection: the amount someone balks
// at, the time they cannot give, the alternative they name.
const TELLING_DETAILS: Readonly<Partial<Record<ObjectionTag, readonly Detail['kind'][]>>> = {
  precio: ['money'],
  tiempo: ['time'],
  urgencia: ['time'],
  competencia: ['name', 'money'],
};

// A second objection is named in the whys only when the comment voices it nearly as strongly
// as its main one: one strong cue, and cues adding up to most of the main objection's. Naming
// one from a passing hint ('desde hace meses' read as no hurry) put words in the customer's mouth.
// On the recipes' tune batches a cue of 1 named a second objection in 15% of objection comments,
// about half of them from a passing word ('mi hija' as who decides, 'me muero por' as fear).
// At 1.5 (8% of the held-out batches' objection comments) about half of 35 read through were
// still not said ('corren por mi cuenta' as a rival, 'ni vendiendo tamales' as doubting results,
// 'ahorita no tengo ese dinero' as no hurry); at 2 they are 2%, mostly said outright ('no
// ocupo', 'me asusta', 'no me deja').
const MIN_SECONDARY_CUE = 2;
const MIN_SECONDARY_SHARE = 0.5;
// Time and urgency cues fire on any time expression ('llevo meses', 'otra vez', 'el año que
// viene'), which tells how a comment tells its story; as a second objection they need a cue that
// says so outright and in the negative: 'no tengo tiempo', 'no me da la vida'.
const MIN_SECONDARY_TIME_CUE = 1.8;
const isSecondaryCue = (cue: Evidence, tokens: readonly Token[]) =>
  cue.tag === 'tiempo' || cue.tag === 'urgencia'
    ? cue.weight >= MIN_SECONDARY_TIME_CUE && isNegatorKey(tokens[cue.start]?.key ?? '')
    : cue.weight >= MIN_SECONDARY_CUE;

/**
 * Analyses one comment (Spanish, English or a mix of both) with lexicon rules: objection tag,
 * emotion, sentiment, pain cluster, five whys and real score, from what the customer said (their
 * turns of a call written up turn by turn: `customerTurns`). Pure and deterministic: the same
 * input always gives the same analysis.
 *
 * @example analyseWithRules({ text: 'No es caro, el problema es que no confío', industry: 'Clínica Estética' })
 * // → { objection_tag: 'confianza', emotion: 'desconfianza', method: 'reglas', … }
 */
export function analyseWithRules(input: RulesAnalysisInput): CommentAnalysis {
  const { industry } = input;
  const text = customerTurns(input.text);
  const tokens = tokenise(text);
  const clauses = mapClauses(tokens);
  const read = tagObjection(tokens, clauses, text);
  const reading = input.objection === undefined ? read : readingAs(read, input.objection);
  const { tag } = reading;

  const emotion = readEmotion(tokens, clauses, text, tag);
  const sentiment = readSentiment({
    tag,
    strength: reading.strength,
    emotion,
    lexical: lexicalPolarity(tokens, clauses),
  });
  const pain = painClusterLabel(tokens, clauses, tag, industry);
  const details = readDetails(text, tokens);

  const whys = explain({
    text,
    tokens,
    clauses,
    details,
    evidence: reading.evidence,
    tag,
    pain,
    industry,
  });

  return commentAnalysisSchema.parse({
    objection_tag: tag,
    emotion,
    sentiment,
    pain_cluster_label: pain,
    ...whys,
    real_score: realScore({
      negativity: negativityIntensity(sentiment, emotion),
      specificity: specificityScore(details, tokens),
      clusterFrequency: NEUTRAL_CLUSTER_SHARE,
      engagement: input.engagement,
    }),
    method: RULES_METHOD,
  });
}

/** What the five whys of one comment are written from. */
interface Explained {
  readonly text: string;
  readonly tokens: readonly Token[];
  readonly clauses: ReturnType<typeof mapClauses>;
  readonly details: readonly Detail[];
  readonly evidence: readonly Evidence[];
  readonly tag: ObjectionTag;
  /** The comment's pain cluster label. */
  readonly pain: string;
  readonly industry: string;
}

const totalOf = (evidence: readonly Evidence[], tag: ObjectionTag) =>
  evidence.reduce((sum, cue) => (cue.tag === tag ? sum + cue.weight : sum), 0);

function explain(explained: Explained): FiveWhys {
  const { text, tokens, clauses, details, evidence, tag, pain, industry } = explained;
  const main = evidence.find((cue) => cue.tag === tag);
  const second = evidence.find(
    (cue) =>
      cue.tag !== tag &&
      cue.tag !== 'otro' &&
      // A shrug or a confused face tells a mood, not a second objection.
      !isEmojiWord(tokens[cue.start]?.word ?? '') &&
      isSecondaryCue(cue, tokens) &&
      totalOf(evidence, cue.tag) >= MIN_SECONDARY_SHARE * totalOf(evidence, tag),
  );
  const quote = keyPhrase(
    text,
    tokens,
    clauses,
    main,
    evidence.filter((cue) => cue.tag === 'otro'),
  );
  const cue = main === undefined ? quote : textOf(text, tokens, main.start, main.end);
  const telling = TELLING_DETAILS[tag] ?? [];
  const detail = details.find((found) => telling.includes(found.kind) && found.text !== cue);
  return fiveWhys({
    tag,
    quote,
    detail: detail?.text,
    secondary: second?.tag,
    pain: painPhrase(pain, tag),
    industry,
    isQuestion: text.includes('?'),
    circumstances: circumstancesOf(text),
    waits: tag === 'tiempo' && isWaiting(concreteFacets(tokens, clauses, tag)),
    facet: facetOfLabel(pain, industry),
    voicedFacet: voicedFacet(tokens, clauses, tag, industry),
  });
}

/**
 * The five whys and root cause the rules write today for a comment already read as `tag`, in
 * pain cluster `pain`: 'Recalcular' rewrites a stored rules analysis with them, so a chain
 * written by older rules upgrades in place without the comment being classified again.
 */
export function rulesFiveWhys(comment: string, industry: string, tag: ObjectionTag, pain: string) {
  const text = customerTurns(comment);
  const tokens = tokenise(text);
  const clauses = mapClauses(tokens);
  const { evidence } = tagObjection(tokens, clauses, text);
  const details = readDetails(text, tokens);
  return explain({ text, tokens, clauses, details, evidence, tag, pain, industry });
}

// A comment whose second objection scored within this of its first may be read as the second,
// when what it says joins a pain of that objection (`cluster-pains.ts`, where the figures are).
// On the tuning batches of twenty recipes, 13% of the objection comments read right and 31% of
// those read wrong were this close, the wrong ones' true objection being the second in most.
const SECOND_READING_MARGIN = 1;

/**
 * The objection the rules nearly read `comment` as instead of `tag`, when it scored within
 * `SECOND_READING_MARGIN` of it; undefined when `tag` is not what the rules read or none was close.
 */
export function secondObjection(comment: string, tag: ObjectionTag): ObjectionTag | undefined {
  const text = customerTurns(comment);
  const tokens = tokenise(text);
  const reading = tagObjection(tokens, mapClauses(tokens), text);
  const { runnerUp } = reading;
  return reading.tag === tag && runnerUp !== undefined && runnerUp.margin < SECOND_READING_MARGIN
    ? runnerUp.tag
    : undefined;
}

/**
 * Where a comment already read as `tag` voices it (`voicingOf`); undefined when no cue of it is in
 * the comment (a model read it so, or it voices no objection) and it opens with no praise before
 * a "pero". Copy quotes from there, so that a quote never stops before the customer's point.
 *
 * @example objectionVoicing('Me encanta el video, pero no me alcanza', 'precio') // { afterPraise: 26, from: [26, 26, 26], cues: ['no me alcanza'] }
 */
export function objectionVoicing(text: string, tag: ObjectionTag): Voicing | undefined {
  const tokens = tokenise(text);
  const clauses = mapClauses(tokens);
  const { evidence } = tagObjection(tokens, clauses, text);
  return voicingOf(
    text,
    tokens,
    clauses,
    evidence.filter((cue) => cue.tag === tag),
    evidence.filter((cue) => cue.tag === 'otro'),
  );
}
