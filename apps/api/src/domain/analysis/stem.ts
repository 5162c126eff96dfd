import { StemmerEn } from '@nlpjs/lang-en';
import { StemmerEs } from '@nlpjs/lang-es';

/** The Spanish and English Snowball stems of one normalised word. */
export interface Stems {
  readonly es: string;
  readonly en: string;
}

// NLP.js stemmers cache every word forever; in a long-running server the vocabulary of typos
// and names grows without end, so both caches are dropped together past this many words.
const MAX_REMEMBERED = 50_000;

let spanish = new StemmerEs();
let english = new StemmerEn();
const remembered = new Map<string, Stems>();

/** Stems a word with NLP.js's Snowball stemmers (deterministic; memoised within a bound). */
export function stemsOf(word: string): Stems {
  const known = remembered.get(word);
  if (known !== undefined) return known;
  if (remembered.size >= MAX_REMEMBERED) {
    remembered.clear();
    spanish = new StemmerEs();
    english = new StemmerEn();
  }
  const stems = { es: spanish.stem(word), en: english.stem(word) };
  remembered.set(word, stems);
  return stems;
}
