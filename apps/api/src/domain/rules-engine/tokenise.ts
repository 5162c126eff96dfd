import { boundedMemo } from './bounded-memo';
import { emojiWord } from './lexicon/emoji';
import { normaliseWord, phoneticKey } from './normalise';

/** One normalised word of a comment, with where it came from in the raw text. */
export interface Token {
  /** Lower case, no accents, stretched letters collapsed, shorthands expanded. */
  readonly word: string;
  /** The spelling-insensitive key cues are matched on (see `phoneticKey`). */
  readonly key: string;
  /** Offsets of the raw text it came from, so phrases can be quoted as the person wrote them. */
  readonly start: number;
  readonly end: number;
  /** Punctuation (or a line break) stands between this token and the previous one. */
  readonly breakBefore: boolean;
  /** A quantity: digits ("3500", "1,500", "15%") or a number word ("tres", "mil", "ten"). */
  readonly isNumber: boolean;
}

const NUMBER_WORDS = new Set(
  (
    'dos tres cuatro cinco seis siete ocho nueve diez once doce quince veinte treinta cuarenta ' +
    'cincuenta sesenta setenta ochenta noventa cien ciento doscientos trescientos cuatrocientos ' +
    'quinientos seiscientos ochocientos mil two three four five six seven eight nine ten twelve ' +
    'fifteen twenty thirty forty fifty hundred thousand'
  ).split(' '),
);

// Order matters: links and mentions before words, numbers before words. Each kind is a numbered
// group (its place in this list, from 1): named groups cost an object per match.
const RAW_TOKEN_KINDS = [
  ['link', String.raw`https?:\/\/\S+|www\.\S+`],
  ['mention', String.raw`@[\p{L}\p{N}_.]+`],
  ['number', String.raw`\d+(?:[.,]\d+)*k?`],
  ['word', String.raw`[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)*`],
  ['symbol', String.raw`[$%]`],
  // An emoji with its skin tone, variation selector or joined parts (👩‍⚕️) is one token.
  [
    'emoji',
    String.raw`\p{Extended_Pictographic}(?:(?:\u200d|\ufe0f|\p{Emoji_Modifier})+\p{Extended_Pictographic}?)*`,
  ],
] as const;
type RawTokenKind = (typeof RAW_TOKEN_KINDS)[number][0];
const RAW_TOKEN = new RegExp(RAW_TOKEN_KINDS.map(([, source]) => `(${source})`).join('|'), 'gu');

const CLAUSE_PUNCTUATION = /[.,;:!?¡¿…()[\]\n"“”«»]|\s[-–—]\s/;

/** What one normalised word is, whatever comment it stands in. */
type Word = Pick<Token, 'word' | 'key' | 'isNumber'>;

function wordOf(word: string): Word {
  return { word, key: phoneticKey(word), isNumber: /^\d/.test(word) || NUMBER_WORDS.has(word) };
}

// Each distinct raw word is normalised once: about a third of the analyser's work otherwise.
const wordsOfRaw = boundedMemo((raw) => normaliseWord(raw).map(wordOf));
const LINK = [wordOf('enlace_web')];
const MENTION = [wordOf('mencion_usuario')];
const SYMBOL_WORDS: Readonly<Record<string, readonly Word[]>> = {
  $: [wordOf('dolares')],
  '%': ['por', 'ciento'].map(wordOf),
};
const emojiWordsOf = boundedMemo((emoji) => {
  const word = emojiWord(emoji);
  return word === undefined ? [] : [wordOf(word)];
});

function wordsOf(kind: RawTokenKind, raw: string): readonly Word[] {
  switch (kind) {
    case 'link':
      return LINK;
    case 'mention':
      return MENTION;
    case 'number':
      return [wordOf(raw)];
    case 'word':
      return wordsOfRaw(raw);
    case 'symbol':
      return SYMBOL_WORDS[raw] ?? [];
    case 'emoji':
      return emojiWordsOf(raw);
  }
}

function kindOf(match: RegExpMatchArray): RawTokenKind | undefined {
  const group = match.findIndex((text, index) => index > 0 && text !== undefined);
  return RAW_TOKEN_KINDS[group - 1]?.[0];
}

// Most words are split by a single space, which is never a clause break.
function breaksBetween(text: string, from: number, to: number): boolean {
  if (to === from || (to === from + 1 && text[from] === ' ')) return false;
  return CLAUSE_PUNCTUATION.test(text.slice(from, to));
}

/** Splits a comment into normalised tokens, remembering offsets and punctuation breaks. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(RAW_TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    const breakBefore = tokens.length > 0 && breaksBetween(text, previousEnd, start);
    const kind = kindOf(match);
    const words = kind === undefined ? [] : wordsOf(kind, match[0]);
    words.forEach(({ word, key, isNumber }, position) => {
      tokens.push({ word, key, start, end, breakBefore: breakBefore && position === 0, isNumber });
    });
    if (words.length > 0) previousEnd = end;
  }
  return tokens;
}
