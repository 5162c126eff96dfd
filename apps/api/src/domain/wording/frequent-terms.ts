import type { LanguageTerm } from '@replica/api-client/schemas';
import { type Token, tokenise } from '../rules-engine/tokenise';
import { NEGATIONS, STOP_WORDS } from '../spanish/stop-words';

/** How many words and phrases the Lenguaje tab lists. */
export const TOP_WORDS = 30;
export const TOP_PHRASES = 20;
const MIN_WORD_LENGTH = 3;
/** A phrase said in one comment only is that comment, not the industry's language. */
const MIN_PHRASE_COMMENTS = 2;
const PHRASE_LENGTHS = [2, 3] as const;

interface Tally {
  comments: number;
  /** How people wrote it, so the screen shows "está muy caro" rather than the folded key. */
  spellings: Map<string, number>;
}

/** Letters only (no numbers, links, mentions or emoji), long enough, and no stop word. */
function isContentWord(token: Token): boolean {
  return (
    token.word.length >= MIN_WORD_LENGTH &&
    /^\p{L}+$/u.test(token.word) &&
    token.word !== 'jaja' &&
    !STOP_WORDS.has(token.word)
  );
}

/**
 * A phrase is consecutive words within one clause (no punctuation between them) that ends on a
 * content word and opens on a content word or a negation; stop words may sit inside ("falta de
 * tiempo"). Words that come from one written word ("pal" → "para el") are no phrase.
 */
function isPhrase(span: readonly Token[]): boolean {
  const first = span[0]!;
  const last = span.at(-1)!;
  if (span.slice(1).some((token) => token.breakBefore)) return false;
  if (span.some((token) => !/^\p{L}+$/u.test(token.word))) return false;
  if (first.start === last.start) return false;
  return (isContentWord(first) || NEGATIONS.has(first.word)) && isContentWord(last);
}

function count(tallies: Map<string, Tally>, key: string, spelling: string) {
  const tally = tallies.get(key) ?? { comments: 0, spellings: new Map<string, number>() };
  tally.comments += 1;
  tally.spellings.set(spelling, (tally.spellings.get(spelling) ?? 0) + 1);
  tallies.set(key, tally);
}

function mostSpoken(tallies: Map<string, Tally>, limit: number, minComments: number) {
  return [...tallies]
    .filter(([, tally]) => tally.comments >= minComments)
    .sort(([keyA, a], [keyB, b]) => b.comments - a.comments || (keyA < keyB ? -1 : 1))
    .slice(0, limit)
    .map(([, tally]): LanguageTerm => {
      const [spelling] = [...tally.spellings].sort(
        ([textA, a], [textB, b]) => b - a || (textA < textB ? -1 : 1),
      )[0]!;
      return { term: spelling, comments: tally.comments };
    });
}

/**
 * The words and two- and three-word phrases most comments use, stop words removed (Spanish and
 * English), each counted once per comment. Words are matched on the tokeniser's normal form, so
 * "Caro", "caaaro" and "caro" are one word, shown as most people wrote it.
 *
 * @example frequentTerms(['Es muy caro', 'Muy caro para mí']).phrases; // [{ term: 'muy caro', comments: 2 }]
 */
export function frequentTerms(texts: Iterable<string>): {
  words: LanguageTerm[];
  phrases: LanguageTerm[];
} {
  const words = new Map<string, Tally>();
  const phrases = new Map<string, Tally>();
  for (const text of texts) {
    const tokens = tokenise(text);
    const seen = new Set<string>();
    const spelling = (from: Token, to: Token) =>
      text.slice(from.start, to.end).toLocaleLowerCase('es').replace(/\s+/g, ' ');
    tokens.forEach((token, index) => {
      if (isContentWord(token) && !seen.has(token.word)) {
        seen.add(token.word);
        count(words, token.word, spelling(token, token));
      }
      for (const length of PHRASE_LENGTHS) {
        const span = tokens.slice(index, index + length);
        if (span.length < length || !isPhrase(span)) continue;
        const key = span.map((part) => part.word).join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        count(phrases, key, spelling(span[0]!, span.at(-1)!));
      }
    });
  }
  return {
    words: mostSpoken(words, TOP_WORDS, 1),
    phrases: mostSpoken(phrases, TOP_PHRASES, MIN_PHRASE_COMMENTS),
  };
}
