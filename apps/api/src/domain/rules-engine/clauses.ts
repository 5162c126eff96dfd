import { CueIndex, longestFirst } from './cue-index';
import { DISCOURSE_MARKERS, NEGATION_BREAKERS, NEGATORS } from './lexicon/discourse';
import type { DiscourseMarker } from './lexicon/discourse';
import { normaliseWord, phoneticKey } from './normalise';
import type { CompiledPattern } from './pattern';
import type { Token } from './tokenise';

/** How a comment's tokens group into clauses, and how much each token counts. */
export interface ClauseMap {
  /** Clause number of each token; punctuation and discourse markers start a new clause. */
  readonly clauseOf: readonly number[];
  /** Weight of each token: raised after a contrast, lowered before it and inside a concession. */
  readonly focus: readonly number[];
  /** Tokens that are part of a discourse marker and so never part of a cue. */
  readonly isMarker: readonly boolean[];
}

// After "pero" the speaker states the real reason: it outweighs what came before by 2.5 to 1.
const AFTER_CONTRAST = 1.5;
const BEFORE_CONTRAST = 0.6;
const IN_CONCESSION = 0.6;
const NEGATION_WINDOW = 3;

const MARKERS = new CueIndex<DiscourseMarker>(DISCOURSE_MARKERS);
const keysOf = (words: readonly string[]) =>
  new Set(words.flatMap((word) => normaliseWord(word).map(phoneticKey)));
const NEGATOR_KEYS = keysOf(NEGATORS);
const BREAKER_KEYS = keysOf(NEGATION_BREAKERS);

/** Finds the clauses of a comment and weighs each token by its place in the argument. */
export function mapClauses(tokens: readonly Token[]): ClauseMap {
  const markers = longestFirst(MARKERS.findAll(tokens), () => 1);
  const isMarker = tokens.map(() => false);
  const markerAt = new Map<number, DiscourseMarker>();
  for (const { start, end, payload } of markers) {
    markerAt.set(start, payload);
    for (let i = start; i < end; i += 1) isMarker[i] = true;
  }

  const clauseOf: number[] = [];
  const focus = tokens.map(() => 1);
  let clause = 0;
  let inConcession = false;
  let contrastStart = -1;
  tokens.forEach((token, i) => {
    const marker = markerAt.get(i);
    if (i > 0 && (token.breakBefore || marker !== undefined)) clause += 1;
    if (token.breakBefore || marker === 'contrast') inConcession = false;
    if (marker === 'concession') inConcession = true;
    if (marker === 'contrast') {
      for (let j = 0; j < i; j += 1) focus[j] = (focus[j] ?? 1) * BEFORE_CONTRAST;
      contrastStart = i;
    }
    clauseOf.push(clause);
    if (contrastStart >= 0) focus[i] = (focus[i] ?? 1) * AFTER_CONTRAST;
    if (inConcession) focus[i] = (focus[i] ?? 1) * IN_CONCESSION;
  });
  return { clauseOf, focus, isMarker };
}

/** Whether a token key is a negator ("no", "nunca", "not", "dont"…). */
export function isNegatorKey(key: string): boolean {
  return NEGATOR_KEYS.has(key);
}

// Asked for every cue found in every comment, of a few hundred patterns fixed at start-up.
const OPENS_WITH_NEGATION = new WeakMap<CompiledPattern, boolean>();

/** Whether a cue pattern states its own negation ("no tengo tiempo"), so none is looked for. */
export function opensWithNegation(pattern: CompiledPattern): boolean {
  let opens = OPENS_WITH_NEGATION.get(pattern);
  if (opens === undefined) {
    opens = [...pattern.firstExact].some(isNegatorKey);
    OPENS_WITH_NEGATION.set(pattern, opens);
  }
  return opens;
}

/**
 * Whether a negator stands within three tokens before `start`, in the same clause: "no es
 * caro" does not count as a price objection. "no sé si…" and "no solo…" are not negations.
 */
export function isNegated(tokens: readonly Token[], clauses: ClauseMap, start: number): boolean {
  const clause = clauses.clauseOf[start];
  for (let j = start - 1; j >= 0 && j >= start - NEGATION_WINDOW; j -= 1) {
    if (clauses.clauseOf[j] !== clause || clauses.isMarker[j] === true) return false;
    const token = tokens[j];
    // "ni" negates only the word right after it; further on it means "not even" ("no cubre ni
    // el transporte"), which stresses the cue instead of denying it.
    if (token?.key === 'ni' && start - j > 1) continue;
    if (token !== undefined && isNegatorKey(token.key)) {
      // Clitics may stand between: "no me quiero arriesgar" breaks like "no quiero arriesgar".
      for (let k = j + 1; k < start; k += 1) {
        if (BREAKER_KEYS.has(tokens[k]?.key ?? '')) return false;
      }
      return true;
    }
  }
  return false;
}
