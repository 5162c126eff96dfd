import { boundedMemo } from './bounded-memo';
import { compilePattern, matchAt } from './pattern';
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

const NONE: readonly never[] = [];

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
      const byWord = this.#candidatesFor(token.key);
      const byNumber = token.isNumber ? this.#byNumber : NONE;
      for (const candidates of [byWord, byNumber]) {
        for (const entry of candidates) {
          if (candidates === byNumber && byWord.includes(entry)) continue;
          const end = matchAt(entry.pattern, tokens, start);
          if (end > start)
            matches.push({ payload: entry.payload, pattern: entry.pattern, start, end });
        }
      }
    });
    return matches;
  }

  /**
   * The patterns whose first word can be `key`, each once; worked out once per distinct word.
   */
  #findCandidates(key: string): readonly Entry<T>[] {
    const found = new Set(this.#byKey.get(key) ?? NONE);
    for (const entry of this.#byPrefix.get(key.slice(0, PREFIX_BUCKET)) ?? NONE) {
      if (entry.pattern.firstPrefixes.some((prefix) => key.startsWith(prefix))) found.add(entry);
    }
    return [...found];
  }
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
