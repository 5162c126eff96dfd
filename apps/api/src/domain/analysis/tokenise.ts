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

// Order matters: links and mentions before words, numbers before words.
const RAW_TOKEN = new RegExp(
  [
    String.raw`(?<link>https?:\/\/\S+|www\.\S+)`,
    String.raw`(?<mention>@[\p{L}\p{N}_.]+)`,
    String.raw`(?<number>\d+(?:[.,]\d+)*k?)`,
    String.raw`(?<word>[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)*)`,
    String.raw`(?<symbol>[$%])`,
    // An emoji with its skin tone, variation selector or joined parts (👩‍⚕️) is one token.
    String.raw`(?<emoji>\p{Extended_Pictographic}(?:(?:\u200d|\ufe0f|\p{Emoji_Modifier})+\p{Extended_Pictographic}?)*)`,
  ].join('|'),
  'gu',
);
const CLAUSE_PUNCTUATION = /[.,;:!?¡¿…()[\]\n"“”«»]|\s[-–—]\s/;
const SYMBOL_WORDS: Readonly<Record<string, string>> = { $: 'dolares', '%': 'por ciento' };

// Each distinct raw word is normalised once: about a third of the analyser's work otherwise.
const normaliseOnce = boundedMemo(normaliseWord);
const keyOnce = boundedMemo(phoneticKey);

function wordsOf(groups: Record<string, string | undefined>): readonly string[] {
  if (groups.link !== undefined) return ['enlace_web'];
  if (groups.mention !== undefined) return ['mencion_usuario'];
  if (groups.number !== undefined) return [groups.number];
  if (groups.word !== undefined) return normaliseOnce(groups.word);
  if (groups.symbol !== undefined) return (SYMBOL_WORDS[groups.symbol] ?? '').split(' ');
  const emoji = groups.emoji === undefined ? undefined : emojiWord(groups.emoji);
  return emoji === undefined ? [] : [emoji];
}

/** Splits a comment into normalised tokens, remembering offsets and punctuation breaks. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(RAW_TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    const breakBefore =
      tokens.length > 0 && CLAUSE_PUNCTUATION.test(text.slice(previousEnd, start));
    const words = wordsOf(match.groups ?? {});
    words.forEach((word, position) => {
      tokens.push({
        word,
        key: keyOnce(word),
        start,
        end,
        breakBefore: breakBefore && position === 0,
        isNumber: /^\d/.test(word) || NUMBER_WORDS.has(word),
      });
    });
    if (words.length > 0) previousEnd = end;
  }
  return tokens;
}
