import { CueIndex, longestFirst } from './cue-index';
import { DETAIL_CUES } from './lexicon/details';
import type { DetailKind } from './lexicon/details';
import type { Token } from './tokenise';

/** A concrete detail, as the person wrote it. */
export interface Detail {
  readonly kind: DetailKind | 'name' | 'number';
  readonly text: string;
}

const DETAILS = new CueIndex<DetailKind>(DETAIL_CUES);
const FIRST_PERSON = new Set(['yo', 'me', 'mi', 'mis', 'i', 'my', 'im']);

// What each kind of detail adds to specificity (0..1). Amounts and lived experiences are the
// strongest signs that a person is describing their own case rather than repeating a slogan.
const DETAIL_WEIGHT: Readonly<Record<Detail['kind'], number>> = {
  money: 0.3,
  experience: 0.25,
  time: 0.2,
  name: 0.15,
  number: 0.1,
};
const FIRST_PERSON_WEIGHT = 0.1;
// Longer comments carry more context; 30 words earn the full length bonus.
const LENGTH_WEIGHT = 0.15;
const FULL_LENGTH = 30;

const SENTENCE_END = new Set(['.', '!', '?', '¡', '¿', '\n']);

// Sticky: tried at a token's start in the comment itself, without copying the word out.
const CAPITAL = /\p{Lu}/uy;

function startsWithCapital(text: string, token: Token): boolean {
  CAPITAL.lastIndex = token.start;
  return CAPITAL.test(text);
}

function isNameAt(text: string, token: Token, index: number): boolean {
  if (index === 0 || token.isNumber || !startsWithCapital(text, token)) return false;
  // A capital right after . ! ? starts a sentence; elsewhere it names something (Walmart, IRS).
  let before = token.start - 1;
  while (before >= 0 && text[before] === ' ') before -= 1;
  return before >= 0 && !SENTENCE_END.has(text[before] ?? '');
}

/** The concrete details of a comment, in reading order, each kind listed once per phrase. */
export function readDetails(text: string, tokens: readonly Token[]): Detail[] {
  // "por 3 años" is a time, not a price: time wins a tie with the looser money cues.
  const matches = longestFirst(DETAILS.findAll(tokens), (kind) => (kind === 'time' ? 2 : 1));
  const covered = tokens.map(() => false);
  const details: Array<Detail & { readonly at: number }> = [];
  for (const { payload, start, end } of matches) {
    for (let i = start; i < end; i += 1) covered[i] = true;
    const first = tokens[start];
    const last = tokens[end - 1];
    if (first === undefined || last === undefined) continue;
    details.push({ kind: payload, text: text.slice(first.start, last.end), at: start });
  }
  // The name being read: where it sits in `details`, where it starts, and its last token.
  let name: { readonly index: number; readonly from: number; readonly last: number } | undefined;
  tokens.forEach((token, i) => {
    if (covered[i] === true) return;
    const kind = token.isNumber ? 'number' : isNameAt(text, token, i) ? 'name' : undefined;
    if (kind === undefined) return;
    // Capitals in a row, a space apart, are one name: 'Jackson Hewitt', 'Direct File'.
    const gap = text.slice(tokens[i - 1]?.end ?? 0, token.start);
    if (kind === 'name' && name?.last === i - 1 && /^ +$/u.test(gap)) {
      const { at } = details[name.index]!;
      details[name.index] = { kind, text: text.slice(name.from, token.end), at };
      name = { ...name, last: i };
      return;
    }
    details.push({ kind, text: text.slice(token.start, token.end), at: i });
    name = kind === 'name' ? { index: details.length - 1, from: token.start, last: i } : undefined;
  });
  return details
    .sort((a, b) => a.at - b.at)
    .map(({ kind, text: detail }) => ({ kind, text: detail }));
}

/**
 * Specificity in 0..1: which kinds of concrete detail appear (each kind counts once), whether
 * the person speaks in the first person, and a small bonus for length.
 */
export function specificityScore(details: readonly Detail[], tokens: readonly Token[]): number {
  const kinds = new Set(details.map((detail) => detail.kind));
  let score = 0;
  for (const kind of kinds) score += DETAIL_WEIGHT[kind];
  if (tokens.some((token) => FIRST_PERSON.has(token.word))) score += FIRST_PERSON_WEIGHT;
  score += LENGTH_WEIGHT * Math.min(1, tokens.length / FULL_LENGTH);
  return Math.min(1, score);
}
