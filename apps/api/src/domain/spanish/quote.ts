import { foldAccents } from './fold-accents';
import { type Fragment, grammatical } from './fragment';

declare const quoteBrand: unique symbol;

/**
 * A customer's own words in «»: made only from a real comment's text by `quoteComment`, so
 * a sentence that asks for a quote cannot be handed a label or a made-up phrase.
 */
export type Quote = Fragment & { readonly [quoteBrand]: true };

/** Short enough to read as a hook, long enough to keep the point of the comment. */
export const QUOTE_WORDS = 12;

// Opening sentences that only greet or thank say nothing a quote could use.
const GREETING = /^(hola|buenas?|buenos|d[ií]as?|tardes|noches|saludos|gracias|hi|hello|hey)$/iu;

// A cut quote never ends on a word that only leads into the next one ("me salía a…").
const LEADING_WORD =
  /^(a|al|de|del|el|la|los|las|lo|un|una|unos|unas|y|e|o|u|ni|no|que|en|por|para|con|sin|me|te|se|le|les|nos|mi|mis|tu|tus|su|sus|muy|más|pero|porque|si|como|cuando)$/iu;

function withoutLeadingWords(words: readonly string[]): readonly string[] {
  let end = words.length;
  while (end > 1 && LEADING_WORD.test(words[end - 1]!.replace(/[^\p{L}]/gu, ''))) end -= 1;
  return words.slice(0, end);
}

function isGreeting(words: readonly string[]): boolean {
  return words.every((word) => GREETING.test(word.replace(/[^\p{L}]/gu, '')));
}

// A clause may run this many words past the limit to end where the customer's clause ends.
const CLAUSE_SLACK = 4;
// A clause shorter than this is no quote.
const MIN_CLAUSE_WORDS = 4;
// Words that open a new clause: a quote may end before them.
const CLAUSE_OPENER = /^(y|e|pero|porque|aunque|mientras|sino|pues)$/iu;

const letters = (word: string) => foldAccents(word).replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Where a quote of `words` may end: after a comma, colon or semicolon, before a conjunction, or
 * at the sentence's end.
 */
function clauseEnds(words: readonly string[]): number[] {
  const ends: number[] = [];
  for (let end = 1; end < words.length; end += 1) {
    if (/[,;:]$/u.test(words[end - 1]!) || CLAUSE_OPENER.test(letters(words[end]!))) ends.push(end);
  }
  return [...ends, words.length];
}

/** The last word of `words` within `limit` that names the pain (`painWords`), if any. */
function lastPainWord(words: readonly string[], painWords: readonly string[], limit: number) {
  const stems = painWords
    .map(letters)
    .filter((word) => word.length >= 4)
    .map((w) => w.slice(0, 5));
  let last = -1;
  words.slice(0, limit).forEach((word, index) => {
    if (stems.includes(letters(word).slice(0, 5))) last = index;
  });
  return last;
}

/** How many of `words` a quote keeps: a whole clause when one ends near the limit. */
function quoteLength(words: readonly string[], maxWords: number, painWords: readonly string[]) {
  const cap = maxWords + CLAUSE_SLACK;
  const pain = lastPainWord(words, painWords, cap);
  const ends = clauseEnds(words).filter((end) => end >= MIN_CLAUSE_WORDS && end <= cap);
  const keepingPain = ends.filter((end) => end > pain);
  const end = (keepingPain.length > 0 ? keepingPain : ends).at(-1);
  if (end !== undefined && (end > pain || pain < 0)) return end;
  // No clause ends in reach: a word cut, past the pain's last word when that is in reach.
  return Math.max(maxWords, pain + 1);
}

/**
 * A short verbatim quote of a comment, in «»: the first sentence that says something (the first
 * naming the pain, when `painWords` are given and one does), whole when it is short; else cut
 * where a clause ends near `maxWords` words, keeping the pain's words, or failing that at a word
 * boundary, never on a word that leads into the next (marked with "…"). The customer's spelling
 * is kept, with no author (mentions that open the comment are dropped). Undefined when there are
 * no words.
 *
 * @example quoteComment('@ana Hola. Es carísimo para lo que ofrecen.') // '«Es carísimo para lo que ofrecen»'
 */
export function quoteComment(
  text: string,
  maxWords = QUOTE_WORDS,
  painWords: readonly string[] = [],
): Quote | undefined {
  const plain = text
    .replace(/[«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(@\S+\s*)+/u, '');
  const sentences = plain
    .split(/(?<=[.!?…])\s+/u)
    .map((part) => part.split(' ').filter((word) => word !== ''))
    .filter((words) => words.length > 0);
  const saying = sentences.filter((candidate) => !isGreeting(candidate));
  const words =
    saying.find((candidate) => lastPainWord(candidate, painWords, candidate.length) >= 0) ??
    saying[0] ??
    sentences[0];
  if (words === undefined || !words.some((word) => /\p{L}/u.test(word))) return undefined;
  const length = words.length > maxWords ? quoteLength(words, maxWords, painWords) : words.length;
  const cut = length < words.length;
  const kept = (cut ? withoutLeadingWords(words.slice(0, length)) : words).join(' ');
  // A sentence that ends in ? or ! keeps it: the customer's tone. A cut one ends in "…".
  const short = cut ? `${kept.replace(/[\s.,;:…¿¡-]+$/u, '')}…` : kept.replace(/[.,;:]+$/u, '');
  return grammatical(`«${short}»`) as Quote;
}
