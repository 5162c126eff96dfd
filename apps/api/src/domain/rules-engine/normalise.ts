/**
 * Word-level normalisation shared by the tokeniser and the lexicon compiler, so that a cue
 * written once matches the ways people really type it: any case, with or without accents,
 * stretched letters ("caaaro"), chat abbreviations ("xq", "tmb", "u") and the most frequent
 * Spanish misspellings (c/s/z, b/v, ll/y, silent h: "nesesito", "ase", "bale").
 */

import { foldAccents } from '../spanish/fold-accents';

// Chat shorthands expanded to the words the lexicons are written in.
const SHORTHANDS: Readonly<Record<string, string>> = {
  q: 'que',
  k: 'que',
  ke: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  xk: 'porque',
  tb: 'tambien',
  tmb: 'tambien',
  tmbn: 'tambien',
  pa: 'para',
  pal: 'para el',
  d: 'de',
  x: 'por',
  nd: 'nada',
  nose: 'no se',
  aver: 'a ver',
  ntp: 'no te preocupes',
  bn: 'bien',
  toy: 'estoy',
  stoy: 'estoy',
  ta: 'esta',
  sta: 'esta',
  porfa: 'por favor',
  xfa: 'por favor',
  dlls: 'dolares',
  dls: 'dolares',
  usd: 'dolares',
  u: 'you',
  ur: 'your',
  rn: 'right now',
  idk: 'i dont know',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  bc: 'because',
  cuz: 'because',
  ppl: 'people',
  yrs: 'years',
  hrs: 'hours',
};

const LAUGHTER = /^(?:(?:j+[aeiou]+)+j*|(?:h+a+)+h*|(?:js)+j?|lol|lmao|xd)$/;
const STRETCHED_LETTER = /(\p{L})\1{2,}/gu;

/**
 * The normalised words one raw word stands for: usually one, several for a shorthand
 * ("xfa" → "por", "favor"). Letters repeated three or more times collapse to one.
 */
export function normaliseWord(raw: string): string[] {
  const word = foldAccents(raw).replace(/['’]/g, '').replace(STRETCHED_LETTER, '$1');
  if (LAUGHTER.test(word)) return ['jaja'];
  // Own keys only: a comment saying "constructor" must not reach Object.prototype.
  const expanded = Object.hasOwn(SHORTHANDS, word) ? SHORTHANDS[word] : undefined;
  return expanded === undefined ? [word] : expanded.split(' ');
}

/**
 * A spelling-insensitive key: Spanish speakers often swap letters that sound alike, so cues
 * are matched on this key rather than on the spelling. Applied to the lexicon and to the text
 * alike, so English words fold the same way on both sides.
 */
export function phoneticKey(word: string): string {
  if (/^\d/.test(word)) return word;
  return word
    .replace(/ch/g, '§')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/h/g, '')
    .replace(/§/g, 'ch');
}
