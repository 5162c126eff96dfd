import { boundedMemo } from './bounded-memo';
import { compilePattern, matchAfterFirst } from './pattern';
import type { CompiledPattern } from './pattern';
import type { Token } from './tokenise';

/** A cue found in a comment: the tokens [start, end) matched `pattern`. */
export interface CueMatch<T> {
  readonly payload: T;
  readonly pattern: CompiledPattern;
  readonly start: number;
  readonly end: number;
}

interface Entry<T> {
  readonly pattern: CompiledPattern;
  readonly payload: T;
}

/**
 * The patterns that can start at a token, in lexicon order. Most of those after a common word
 * ("no", "me") need a given second word: when the next token is none of them, only the
 * patterns that take any second word are tried.
 */
interface Candidates<T> {
  readonly all: readonly Entry<T>[];
  readonly anySecond: readonly Entry<T>[];
  /** Every second word some candidate requires. */
  readonly secondKeys: ReadonlySet<string>;
}

const NONE: readonly never[] = [];
// Most words start no cue (names, numbers, typos): they share one answer, so the memo of a
// long-running server holds a pointer for each rather than two arrays and a set.
const NO_CANDIDATES: Candidates<never> = { all: NONE, anySecond: NONE, secondKeys: new Set() };

// Prefix cues are bucketed by their first letters; shorter prefixes would match too much.
const PREFIX_BUCKET = 3;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/**
 * A lexicon compiled for fast lookup: patterns are indexed by their first word, so a comment
 * is scanned once and only the few patterns that can start at a token are tried. This keeps
 * the analyser well above 5,000 comments a second with several hundred cues.
 */
export class CueIndex<T> {
  readonly #byKey = new Map<string, Entry<T>[]>();
  readonly #byPrefix = new Map<string, Entry<T>[]>();
  readonly #byNumber: Entry<T>[] = [];
  readonly #candidatesFor = boundedMemo((key) => this.#findCandidates(key));

  constructor(entries: Iterable<readonly [pattern: string, payload: T]>) {
    for (const [source, payload] of entries) {
      const entry = { pattern: compilePattern(source), payload };
      for (const key of entry.pattern.firstExact) push(this.#byKey, key, entry);
      for (const prefix of entry.pattern.firstPrefixes) {
        if (prefix.length < PREFIX_BUCKET) {
          throw new Error(`A cue prefix needs ${PREFIX_BUCKET} letters: "${source}"`);
        }
        push(this.#byPrefix, prefix.slice(0, PREFIX_BUCKET), entry);
      }
      if (entry.pattern.firstIsNumber) this.#byNumber.push(entry);
    }
  }

  /** Every match at every position, overlapping ones included. */
  findAll(tokens: readonly Token[]): CueMatch<T>[] {
    const matches: CueMatch<T>[] = [];
    tokens.forEach((token, start) => {
      const candidates = this.#candidatesFor(token.key);
      const next = tokens[start + 1];
      const nextFits =
        next !== undefined && !next.breakBefore && candidates.secondKeys.has(next.key);
      for (const entry of nextFits ? candidates.all : candidates.anySecond) {
        addMatch(matches, entry, tokens, start);
      }
      if (!token.isNumber) return;
      for (const entry of this.#byNumber) {
        if (!candidates.all.includes(entry)) addMatch(matches, entry, tokens, start);
      }
    });
    return matches;
  }

  /**
   * The patterns whose first word can be `key`, each once; worked out once per distinct word.
   */
  #findCandidates(key: string): Candidates<T> {
    const found = new Set(this.#byKey.get(key) ?? NONE);
    for (const entry of this.#byPrefix.get(key.slice(0, PREFIX_BUCKET)) ?? NONE) {
      if (entry.pattern.firstPrefixes.some((prefix) => key.startsWith(prefix))) found.add(entry);
    }
    if (found.size === 0) return NO_CANDIDATES;
    const all = [...found];
    const anySecond = all.filter((entry) => entry.pattern.secondExact === undefined);
    return {
      all,
      anySecond: anySecond.length === all.length ? all : anySecond,
      secondKeys: new Set(all.flatMap((entry) => [...(entry.pattern.secondExact ?? NONE)])),
    };
  }
}

// Every candidate's first word fits its token already (that is how it was looked up), so only
// the rest of the pattern is tried: most cues are one word long and match at once.
function addMatch<T>(
  matches: CueMatch<T>[],
  entry: Entry<T>,
  tokens: readonly Token[],
  start: number,
): void {
  const end = matchAfterFirst(entry.pattern, tokens, start);
  if (end > start) matches.push({ payload: entry.payload, pattern: entry.pattern, start, end });
}

/**
 * Keeps the longest of overlapping matches (then the heavier, then the earlier): "no tengo
 * tiempo" is one cue, not "tengo tiempo" plus a negation, and "mitad de precio" is not "precio".
 */
export function longestFirst<T>(
  matches: readonly CueMatch<T>[],
  weightOf: (payload: T) => number,
  blocked: readonly boolean[] = [],
): CueMatch<T>[] {
  const ranked = [...matches].sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      weightOf(b.payload) - weightOf(a.payload) ||
      a.start - b.start,
  );
  const taken = [...blocked];
  const kept: CueMatch<T>[] = [];
  for (const match of ranked) {
    let free = true;
    for (let i = match.start; i < match.end && free; i += 1) free = taken[i] !== true;
    if (!free) continue;
    for (let i = match.start; i < match.end; i += 1) taken[i] = true;
    kept.push(match);
  }
  return kept.sort((a, b) => a.start - b.start);
}
