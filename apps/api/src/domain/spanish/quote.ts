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

/**
 * A phrase cut short, marked so: without the words that only lead into the next one, then "…".
 *
 * @example markCut('le dejó manchas oscuras en') // 'le dejó manchas oscuras…'
 */
export function markCut(phrase: string): string {
  const kept = withoutLeadingWords(phrase.trim().split(/\s+/u)).join(' ');
  return `${kept.replace(/[\s.,;:…¿¡-]+$/u, '')}…`;
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

/** Whether `word` names the pain: it shares its first five letters with one of `painWords`. */
function namesPain(word: string, painWords: readonly string[]): boolean {
  const stem = letters(word).slice(0, 5);
  return (
    stem.length >= 4 &&
    painWords.some((pain) => letters(pain).length >= 4 && letters(pain).slice(0, 5) === stem)
  );
}

/** Whether a quote names the pain (`painWords`). */
function namesPainIn(quote: Quote, painWords: readonly string[]): boolean {
  return quote.split(/\s+/u).some((word) => namesPain(word, painWords));
}

/** The last word of `words` within `limit` that names the pain (`painWords`), if any. */
function lastPainWord(words: readonly string[], painWords: readonly string[], limit: number) {
  let last = -1;
  words.slice(0, limit).forEach((word, index) => {
    if (namesPain(word, painWords)) last = index;
  });
  return last;
}

// A quote cut at a clause far short of the limit keeps only its opening words («me dijeron un
// precio…»): a clause must reach half the limit for the quote to end there.
const shortestCut = (maxWords: number) => Math.max(MIN_CLAUSE_WORDS, Math.ceil(maxWords / 2));

/** How many of `words` a quote keeps: a whole clause when one ends near the limit. */
function quoteLength(words: readonly string[], maxWords: number, painWords: readonly string[]) {
  const cap = maxWords + CLAUSE_SLACK;
  const pain = lastPainWord(words, painWords, cap);
  const ends = clauseEnds(words).filter((end) => end >= shortestCut(maxWords) && end <= cap);
  const keepingPain = ends.filter((end) => end > pain);
  const end = (keepingPain.length > 0 ? keepingPain : ends).at(-1);
  if (end !== undefined && (end > pain || pain < 0)) return end;
  // No clause ends in reach: a word cut, past the pain's last word when that is in reach.
  return Math.max(maxWords, pain + 1);
}

// Words that tie a sentence to the one before ('Sin embargo, la graduación de mi hijo es en
// junio…', 'y supongo que habrá otras ofertas'): a quote starts after them, with "…".
const OPENING_LINKS = [
  'sin embargo',
  'ademas',
  'entonces',
  'por eso',
  'por lo tanto',
  'asi que',
  'y',
  'e',
];

// A sentence ends at . ! ? or …, but not at the period of a title ('Sra. Torres: …').
const SENTENCE_BREAK = /(?<=[.!?…])(?<!\b(?:sr|sra|srta|dr|dra|lic|ing|mr|mrs|ms)\.)\s+/iu;

// How a message to the business opens ('Estimada doctora:', 'Sra. Torres:', 'Estimados,'): the
// quote starts after it.
const SALUTATION = /^(estimad[oa]s?|querid[oa]s?|sr|sra|srta|senor|senora|hola|buen[oa]s?)$/u;
const SALUTATION_WORDS = 4;

/** `words` without the salutation that opens them, when enough is left to quote. */
function withoutSalutation(words: readonly string[]): readonly string[] {
  if (!SALUTATION.test(letters(words[0] ?? ''))) return words;
  const end = words.slice(0, SALUTATION_WORDS).findIndex((word) => /[:,]$/u.test(word));
  const rest = words.slice(end + 1);
  return end >= 0 && rest.length >= MIN_CLAUSE_WORDS ? rest : words;
}

/** `words` without the link that opens them, when enough is left to quote. */
function withoutOpeningLink(words: readonly string[]): readonly string[] {
  // '¿Y si me queda mal?' and 'y la inscripción?' ask on their own.
  if (/^[¿¡]/u.test(words[0] ?? '') || words.slice(0, 4).some((word) => word.endsWith('?'))) {
    return words;
  }
  const opening = words.slice(0, 3).map(letters);
  for (const link of OPENING_LINKS) {
    const parts = link.split(' ');
    if (parts.every((part, index) => opening[index] === part)) {
      const rest = words.slice(parts.length);
      return rest.length >= MIN_CLAUSE_WORDS ? rest : words;
    }
  }
  return words;
}

// A short question and the reason given after it are one thought: «¿Y la inscripción? porque
// me salieron con 500 extra…», not «¿Y la inscripción?», which names the pain without its point.
const SHORT_SENTENCE_WORDS = 4;
const GIVES_REASON = /^(?:porque|pues)$/iu;

// A short sentence that points back ('Me da miedo quedar así') means what the one before said:
// «…tiene anemia. Me da miedo quedar así», not «Me da miedo quedar así» nor the story alone.
const POINTING_SENTENCE_WORDS = 6;
// A clause that points back to what the comment said before ('esa alternativa', 'así que…')
// means nothing quoted alone: «…Optaré por esa alternativa este año».
// The pronouns point back by themselves ('quedar así'); the demonstratives with their noun.
const POINTING_PRONOUNS = new Set(['eso', 'esto', 'aquello', 'asi']);
const DEMONSTRATIVES = new Set(['ese', 'esa', 'esos', 'esas']);

/**
 * Whether any of `words` (lower case, without accents) points back to what the comment said
 * before: a pronoun ('quedar así'), or with `demonstratives` also 'esa alternativa'. 'Eso de'
 * points ahead, to what it names: 'eso de ir y venir con la aseguradora'.
 */
export function pointsBackIn(words: readonly string[], demonstratives = false): boolean {
  return words.some(
    (word, at) =>
      (POINTING_PRONOUNS.has(word) && !(word.startsWith('es') && words[at + 1] === 'de')) ||
      (demonstratives && DEMONSTRATIVES.has(word)),
  );
}

/**
 * `sentences` with each short one that a reason follows joined to that reason, and each short
 * one that points back joined to the one before when both fit in `maxWords`.
 */
function withTheirReasons(sentences: readonly string[][], maxWords: number): string[][] {
  const joined: string[][] = [];
  for (const words of sentences) {
    const last = joined.at(-1);
    const short = last !== undefined && last.length < SHORT_SENTENCE_WORDS;
    const pointsBack =
      words.length <= POINTING_SENTENCE_WORDS &&
      (last?.length ?? Infinity) + words.length <= maxWords &&
      pointsBackIn(words.map(squashed), true);
    if (last !== undefined && ((short && GIVES_REASON.test(words[0] ?? '')) || pointsBack)) {
      joined[joined.length - 1] = [...last, ...words];
    } else joined.push(words);
  }
  return joined;
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
  const sentences = withTheirReasons(
    plain
      .split(SENTENCE_BREAK)
      .map((part) => part.split(' ').filter((word) => word !== ''))
      .filter((words) => words.length > 0),
    maxWords,
  );
  const saying = sentences.filter((candidate) => !isGreeting(candidate));
  const chosen =
    saying.find((candidate) => lastPainWord(candidate, painWords, candidate.length) >= 0) ??
    saying[0] ??
    sentences[0];
  if (chosen === undefined || !chosen.some((word) => /\p{L}/u.test(word))) return undefined;
  const words = withoutOpeningLink(withoutSalutation(chosen));
  const opensLater = words.length < chosen.length;
  const length = words.length > maxWords ? quoteLength(words, maxWords, painWords) : words.length;
  const cut = length < words.length;
  const kept = (cut ? withoutLeadingWords(words.slice(0, length)) : words).join(' ');
  // A sentence that ends in ? or ! keeps it: the customer's tone. A cut one ends in "…".
  const short = cut ? `${kept.replace(/[\s.,;:…¿¡-]+$/u, '')}…` : kept.replace(/[.,;:]+$/u, '');
  return grammatical(`«${opensLater ? '…' : ''}${short}»`) as Quote;
}

// Letters and digits only, lower case without accents, one space between words: what two
// spellings of the same words share.
const squashed = (text: string) =>
  foldAccents(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// After a cut, the clause a quote may not drop: the one "pero", "aunque" or "sino" opens holds the
// point ('sí bajé centímetros, pero al mes ya tenía la pancita igual').
const ADVERSATIVE_NEXT = /^[\s,;:.…]*(?:pero|aunque|sino)\s/iu;

/** Where the comment says something: past the mentions that open it. */
const saidFrom = (text: string) => /^\s*(@\S+\s*)*/u.exec(text)?.[0].length ?? 0;

/** A quote of `text` from character `from` on, after "…" when the comment says something before. */
function quoteFrom(text: string, from: number, maxWords: number, painWords: readonly string[]) {
  const quote = quoteComment(text.slice(from), maxWords, painWords);
  if (quote === undefined || from <= saidFrom(text) || quote.startsWith('«…')) return quote;
  return grammatical(quote.replace(/^«/u, '«…')) as Quote;
}

/** Where the "pero" that follows the opening quote's cut stands in `text`, if one does. */
function adversativeAfter(text: string, opening: Quote): number | undefined {
  if (!opening.endsWith('…»')) return undefined;
  const kept = opening.slice(1, -2);
  const at = text.indexOf(kept);
  if (at < 0) return undefined;
  const after = at + kept.length;
  const next = ADVERSATIVE_NEXT.exec(text.slice(after));
  return next === null ? undefined : after + next[0].search(/\p{L}/u);
}

// A clause that "y" opens is quoted without it: «…ya se me está quitando el efecto».
const AND = /^(y|e)$/iu;

/**
 * Where the clause that names the pain starts in `text`, when the opening quote was cut before
 * every word of it (a pain told late in a long sentence): after the punctuation or at the
 * conjunction before the pain's first word.
 */
function painClauseStart(text: string, opening: Quote, painWords: readonly string[]) {
  if (!opening.endsWith('…»') || namesPainIn(opening, painWords)) {
    return undefined;
  }
  const words = [...text.matchAll(/\S+/gu)];
  const pain = words.findIndex(([word]) => namesPain(word, painWords));
  if (pain < 0) return undefined;
  let start = pain;
  while (
    start > 0 &&
    !/[,;:.!?…]$/u.test(words[start - 1]![0]) &&
    !CLAUSE_OPENER.test(letters(words[start]![0]))
  ) {
    start -= 1;
  }
  if (start < pain && AND.test(letters(words[start]![0]))) start += 1;
  return words[start]!.index;
}

/** Where a comment voices its objection: where the clause that does starts, and every cue. */
export interface Voicing {
  /** Characters a quote may start at, best first: the clause's start, then nearer its cue. */
  readonly from: readonly number[];
  /** The objection's cues in the comment, as written. */
  readonly cues: readonly string[];
  /** Where the comment turns to its point, when it opens with praise or thanks and a "pero". */
  readonly afterPraise?: number | undefined;
}

// A clause quoted for its cue says something only with a few words round it: «…Sospechoso» is
// not a better quote than the question before it.
const MIN_QUOTE_WORDS = 4;
const wordsIn = (quote: Quote) => squashed(quote).split(' ').length;

const pointsBack = (quote: Quote) => pointsBackIn(squashed(quote).split(' '), true);

/** The first two words of a cue: a quote cut inside a cue still voices it. */
const cueStart = (cue: string) => squashed(cue).split(' ').slice(0, 2).join(' ');

/**
 * A quote of `text` that names its pain and voices its objection. When the opening quote
 * (`quoteComment`) was cut before every word of the pain (`painWords`), the clause that names it
 * («…ya se me está quitando el efecto»). Else the opening when it holds one of `voicing.cues`; else the comment from the clause that voices it («…mi asilo lleva seis
 * años pendiente» instead of «Me encanta la energía del video…»). Without a voicing, an opening
 * cut just before "pero" gives way to the clause it opens («…pero al mes ya tenía la pancita
 * igual» instead of «Hice las 10 sesiones y sí bajé centímetros…»). A quote that starts after the
 * comment's first words opens with "…".
 */
export function quoteVoicing(
  text: string,
  voicing: Voicing | undefined,
  maxWords = QUOTE_WORDS,
  painWords: readonly string[] = [],
): Quote | undefined {
  const opening = quoteComment(text, maxWords, painWords);
  if (opening === undefined) return undefined;
  const painAt = painClauseStart(text, opening, painWords);
  const painClause =
    painAt === undefined ? undefined : quoteFrom(text, painAt, maxWords, painWords);
  if (painClause !== undefined && wordsIn(painClause) >= MIN_QUOTE_WORDS) return painClause;
  if (voicing === undefined) {
    const point = adversativeAfter(text, opening);
    return (point !== undefined && quoteFrom(text, point, maxWords, painWords)) || opening;
  }
  const voices = (quote: Quote | undefined): quote is Quote =>
    quote !== undefined && voicing.cues.some((cue) => squashed(quote).includes(cueStart(cue)));
  // Praise for whoever posted is not the business's to quote: «…leí mi contrato…», not «Te
  // quiero Beto 😂 pero leí mi contrato…». What follows it stands for the opening.
  const praised = voicing.afterPraise !== undefined;
  // An opening that names the pain keeps it: a clause quoted for its objection cue alone may say
  // nothing of it («…así que prefiero seguir así» for 'contenido gratis').
  if (!praised && (voices(opening) || namesPainIn(opening, painWords))) return opening;
  for (const from of voicing.from) {
    const clause = quoteFrom(text, from, maxWords, painWords);
    if (voices(clause) && wordsIn(clause) >= MIN_QUOTE_WORDS && !pointsBack(clause)) return clause;
  }
  const point = praised ? quoteFrom(text, voicing.afterPraise!, maxWords, painWords) : undefined;
  if (point !== undefined && wordsIn(point) >= MIN_QUOTE_WORDS) return point;
  return opening;
}
