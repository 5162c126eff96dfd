const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case without accents ("Ñ" becomes "n"): how every lexicon entry is written. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}
