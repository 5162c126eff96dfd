import dictionary from 'dictionary-es';
import nspell from 'nspell';

// dictionary-es reads its files as Buffers, typed as the Uint8Array they extend.
const spanish = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });

// Names of platforms and the labels the content pack keeps in English ('Hook (0-3 s)', 'CTA').
const PROPER_NAMES = new Set([
  'Instagram',
  'Facebook',
  'TikTok',
  'LinkedIn',
  'YouTube',
  'Twitter',
  'Hook',
  'CTA',
  'PDF',
  's',
]);

// Words of the Real Academia's dictionary (DLE) that dictionary-es does not list: 'puntaje' is
// how Latin America says a credit score.
const DLE_WORDS = new Set(['puntaje', 'infografía', 'descargable']);

// Pronouns Spanish writes onto an infinitive, gerund or imperative ("encajarlo", "pregúntanos"),
// which the Hunspell dictionary lists for some verbs only.
const ENCLITICS = /^(.+?)((?:me|te|se|nos|os|lo|la|los|las|le|les)+)$/u;
const withoutAccents = (word: string) =>
  word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

function isSpanishWord(word: string): boolean {
  if (PROPER_NAMES.has(word) || DLE_WORDS.has(word.toLowerCase()) || spanish.correct(word)) {
    return true;
  }
  const verb = ENCLITICS.exec(word)?.[1];
  return verb !== undefined && verb.length > 2 && spanish.correct(withoutAccents(verb));
}

/**
 * The words of `texts` a Spanish Hunspell dictionary (dictionary-es) does not know, each once,
 * leaving out customers' quotes («…»), which keep their own spelling, and numbers.
 *
 * @example unknownWords(['Te mostramos el precio «q onda»']) // []
 */
export function unknownWords(texts: Iterable<string>): string[] {
  const unknown = new Set<string>();
  const seen = new Set<string>();
  for (const text of texts) {
    for (const word of text.replace(/«[^»]*»/gu, ' ').split(/[^\p{L}\p{N}]+/u)) {
      if (word === '' || /\p{N}/u.test(word) || seen.has(word)) continue;
      seen.add(word);
      if (!isSpanishWord(word)) unknown.add(word);
    }
  }
  return [...unknown].sort();
}
