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

/**
 * A short verbatim quote of a comment, in «»: the first sentence that says something, cut at a
 * word boundary after at most `maxWords` words and never on a word that leads into the next
 * (marked with "…"), the customer's spelling kept, with no author (mentions that open the
 * comment are dropped). Undefined when there are no words.
 *
 * @example quoteComment('@ana Hola. Es carísimo para lo que ofrecen.') // '«Es carísimo para lo que ofrecen»'
 */
export function quoteComment(text: string, maxWords = QUOTE_WORDS): Quote | undefined {
  const plain = text
    .replace(/[«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(@\S+\s*)+/u, '');
  const sentences = plain
    .split(/(?<=[.!?…])\s+/u)
    .map((part) => part.split(' ').filter((word) => word !== ''))
    .filter((words) => words.length > 0);
  const words = sentences.find((candidate) => !isGreeting(candidate)) ?? sentences[0];
  if (words === undefined || !words.some((word) => /\p{L}/u.test(word))) return undefined;
  const cut = words.length > maxWords;
  const kept = (cut ? withoutLeadingWords(words.slice(0, maxWords)) : words).join(' ');
  // A sentence that ends in ? or ! keeps it: the customer's tone. A cut one ends in "…".
  const short = cut ? `${kept.replace(/[\s.,;:…¿¡-]+$/u, '')}…` : kept.replace(/[.,;:]+$/u, '');
  return grammatical(`«${short}»`) as Quote;
}
