import { normaliseWord, phoneticKey } from './normalise';
import type { Token } from './tokenise';

/**
 * A tiny pattern language for lexicon cues, matched on tokens rather than on raw text so that
 * one cue covers accents, typos and stretched letters:
 *
 *   `no tengo tiempo`      words in sequence
 *   `caro|caros|carisim*`  alternatives; `*` ends a prefix (covers inflections: cobran, cobrar)
 *   `lo|la?`               a trailing `?` makes the whole slot optional
 *   `#`                    any quantity ("300", "tres", "mil")
 *   `..`                   a gap of zero to three tokens
 *
 * A pattern never spans a punctuation break: a cue is read within one clause.
 */

type Slot =
  | {
      readonly kind: 'word';
      readonly exact: ReadonlySet<string>;
      readonly prefixes: readonly string[];
      readonly number: boolean;
      readonly optional: boolean;
    }
  | { readonly kind: 'gap' };

export interface CompiledPattern {
  readonly source: string;
  readonly slots: readonly Slot[];
  /** The first slot's literal keys and prefixes, used to index the pattern. */
  readonly firstExact: ReadonlySet<string>;
  readonly firstPrefixes: readonly string[];
  readonly firstIsNumber: boolean;
  /**
   * The keys the second token must have, when the second slot is a required word with no
   * prefix or quantity: most candidates fail there, and are turned away by one lookup.
   */
  readonly secondExact: ReadonlySet<string> | undefined;
  /** Literal words the pattern holds, e.g. to see whether it already contains a negation. */
  readonly words: readonly string[];
}

const MAX_GAP = 3;

function keyOf(literal: string): string {
  return normaliseWord(literal).map(phoneticKey).join(' ');
}

function compileSlot(text: string): Slot {
  if (text === '..') return { kind: 'gap' };
  const optional = text.endsWith('?');
  const alternatives = (optional ? text.slice(0, -1) : text).split('|');
  const exact = new Set<string>();
  const prefixes: string[] = [];
  let number = false;
  for (const alternative of alternatives) {
    if (alternative === '#') number = true;
    else if (alternative.endsWith('*')) prefixes.push(keyOf(alternative.slice(0, -1)));
    else exact.add(keyOf(alternative));
  }
  return { kind: 'word', exact, prefixes, number, optional };
}

/** Compiles one pattern; throws on a malformed one, so a lexicon typo fails at start-up. */
export function compilePattern(source: string): CompiledPattern {
  const slots = source.trim().split(/\s+/).map(compileSlot);
  const first = slots[0];
  if (first === undefined || first.kind === 'gap' || first.optional) {
    throw new Error(`A cue pattern must start with a required word: "${source}"`);
  }
  const words = slots.flatMap((slot) => (slot.kind === 'word' ? [...slot.exact] : []));
  const second = slots[1];
  const secondIsExact =
    second?.kind === 'word' && !second.optional && !second.number && second.prefixes.length === 0;
  return {
    source,
    slots,
    firstExact: first.exact,
    firstPrefixes: first.prefixes,
    firstIsNumber: first.number,
    secondExact: secondIsExact ? second.exact : undefined,
    words,
  };
}

function slotAccepts(slot: Slot & { kind: 'word' }, token: Token): boolean {
  if (slot.exact.has(token.key)) return true;
  if (slot.number && token.isNumber) return true;
  for (const prefix of slot.prefixes) if (token.key.startsWith(prefix)) return true;
  return false;
}

function matchFrom(slots: readonly Slot[], s: number, tokens: readonly Token[], t: number): number {
  const slot = slots[s];
  if (slot === undefined) return t;
  if (slot.kind === 'gap') {
    for (let skip = 0; skip <= MAX_GAP; skip += 1) {
      const skipped = skip === 0 ? undefined : tokens[t + skip - 1];
      if (skip > 0 && (skipped === undefined || skipped.breakBefore)) break;
      const end = matchFrom(slots, s + 1, tokens, t + skip);
      if (end >= 0) return end;
    }
    return -1;
  }
  const token = tokens[t];
  const continues = token !== undefined && (s === 0 || !token.breakBefore);
  if (continues && slotAccepts(slot, token)) {
    const end = matchFrom(slots, s + 1, tokens, t + 1);
    if (end >= 0) return end;
  }
  return slot.optional ? matchFrom(slots, s + 1, tokens, t) : -1;
}

/** The end (exclusive) of a match of `pattern` starting at token `start`, or -1. */
export function matchAt(pattern: CompiledPattern, tokens: readonly Token[], start: number): number {
  return matchFrom(pattern.slots, 0, tokens, start);
}

/**
 * Like `matchAt`, for a caller that knows the pattern's first word fits the token at `start`
 * (the cue index looked the pattern up by it): the first slot, never optional, is not tried
 * again.
 */
export function matchAfterFirst(
  pattern: CompiledPattern,
  tokens: readonly Token[],
  start: number,
): number {
  const { secondExact } = pattern;
  if (secondExact !== undefined) {
    const second = tokens[start + 1];
    if (second === undefined || second.breakBefore || !secondExact.has(second.key)) return -1;
  }
  return matchFrom(pattern.slots, 1, tokens, start + 1);
}
