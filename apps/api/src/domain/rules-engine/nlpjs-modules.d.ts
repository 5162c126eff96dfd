// Types for the parts of NLP.js we use; its packages ship JavaScript only.

declare module '@nlpjs/lang-es' {
  /** Snowball Spanish stemmer; caches every word it has seen. */
  export class StemmerEs {
    stem(word: string): string;
  }
  /** The Spanish function words NLP.js drops before classifying. */
  export class StopwordsEs {
    isStopword(word: string): boolean;
  }
  /** ML-Senticon polarity (-1..1) by stem, and the negation words NLP.js uses. */
  export const SentimentEs: {
    readonly senticon: Readonly<Record<string, number>>;
    readonly negations: { readonly words: readonly string[] };
  };
}

declare module '@nlpjs/lang-en' {
  /** Snowball (Porter 2) English stemmer; caches every word it has seen. */
  export class StemmerEn {
    stem(word: string): string;
  }
  /** The English function words NLP.js drops before classifying. */
  export class StopwordsEn {
    isStopword(word: string): boolean;
  }
  /** ML-Senticon polarity (-1..1) by stem, and the negation words NLP.js uses. */
  export const SentimentEn: {
    readonly senticon: Readonly<Record<string, number>>;
    readonly negations: { readonly words: readonly string[] };
  };
}
