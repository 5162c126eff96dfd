import { StemmerEn } from '@nlpjs/lang-en';
import { StemmerEs } from '@nlpjs/lang-es';
import { boundedMemo } from './bounded-memo';

/** The Spanish and English Snowball stems of one normalised word. */
export interface Stems {
  readonly es: string;
  readonly en: string;
}

// NLP.js stemmers keep their own cache of every word they have seen; both are replaced whenever
// our bounded memo forgets, so memory stays bounded in a long-running server.
let spanish = new StemmerEs();
let english = new StemmerEn();

/** Stems a word with NLP.js's Snowball stemmers (deterministic; memoised within a bound). */
export const stemsOf: (word: string) => Stems = boundedMemo(
  (word) => ({ es: spanish.stem(word), en: english.stem(word) }),
  {
    onForget: () => {
      spanish = new StemmerEs();
      english = new StemmerEn();
    },
  },
);
