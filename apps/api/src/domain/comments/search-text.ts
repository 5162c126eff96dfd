import { type SQL, sql } from 'drizzle-orm';
import { comments } from '../../db/schema';
import { normaliseCommentText } from './normalise-text';

// Each accented lower-case letter and the plain letter it searches as. The same table folds the
// query here and the stored text in SQL (translate), so both sides agree character by character
// on PGlite and PostgreSQL alike, whatever their locale or installed extensions.
const FOLDS: ReadonlyArray<readonly [string, string]> = [
  ['àáâãäåā', 'a'],
  ['èéêëē', 'e'],
  ['ìíîïī', 'i'],
  ['òóôõöō', 'o'],
  ['ùúûüū', 'u'],
  ['ýÿ', 'y'],
  ['ñ', 'n'],
  ['ç', 'c'],
];
const ACCENTED = FOLDS.map(([letters]) => letters).join('');
const PLAIN = FOLDS.map(([letters, plain]) => plain.repeat(letters.length)).join('');
const plainOf = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index] ?? letter]));

/** A comment's text as search compares it: normalised like duplicates, then without accents. */
export function foldForSearch(text: string): string {
  return [...normaliseCommentText(text)].map((letter) => plainOf.get(letter) ?? letter).join('');
}

/** Makes `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Matches comments whose text contains `query`, ignoring case, accents and runs of whitespace.
 * It reads normalized_text, which is already lower-cased by JavaScript's full Unicode rules.
 *
 * @example
 * db.select().from(comments).where(textContains('  CAFÉ  100% '));
 */
export function textContains(query: string): SQL {
  const pattern = `%${escapeLike(foldForSearch(query))}%`;
  return sql`translate(${comments.normalizedText}, ${ACCENTED}, ${PLAIN}) like ${pattern} escape '\\'`;
}

/** A search result's words: the text just before its first match, the match, and after it. */
export interface MatchExcerpt {
  before: string;
  match: string;
  after: string;
}

/** Characters of the text kept before a match and after it; a cut side ends in '…'. */
const CONTEXT_BEFORE = 60;
const CONTEXT_AFTER = 140;

/**
 * Where `query` first matches `text` as {@link textContains} matches it (case, accents and runs
 * of whitespace ignored), in the text's own letters: up to 60 characters before and 140 after,
 * cut at a space. When it cannot be placed (SQL lower-cases the whole text, this letter by
 * letter, and a final Greek sigma differs), the excerpt is the text's beginning.
 *
 * @example matchExcerpt('Es CARÍSIMO para mí', 'carisimo') // { before: 'Es ', match: 'CARÍSIMO', after: ' para mí' }
 */
export function matchExcerpt(text: string, query: string): MatchExcerpt {
  // Code points, so a cut never splits an emoji; `origin` maps each UTF-16 unit of the folded
  // text back to the letter it came from.
  const letters = [...text.normalize('NFC')];
  let folded = '';
  const origin: number[] = [];
  letters.forEach((letter, index) => {
    let piece: string;
    if (/\s/.test(letter)) piece = folded.endsWith(' ') ? '' : ' ';
    else piece = [...letter.toLowerCase()].map((lower) => plainOf.get(lower) ?? lower).join('');
    folded += piece;
    for (let unit = 0; unit < piece.length; unit += 1) origin.push(index);
  });

  const wanted = foldForSearch(query);
  const at = wanted ? folded.indexOf(wanted) : -1;
  if (at < 0) return { before: '', match: '', after: contextAfter(letters, 0) };
  const start = origin[at] ?? 0;
  const end = (origin[at + wanted.length - 1] ?? start) + 1;
  return {
    before: contextBefore(letters, start),
    match: oneLine(letters.slice(start, end).join('')),
    after: contextAfter(letters, end),
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function contextBefore(letters: readonly string[], start: number): string {
  if (start <= CONTEXT_BEFORE) return oneLine(letters.slice(0, start).join('')).trimStart();
  const kept = letters.slice(start - CONTEXT_BEFORE, start).join('');
  // From the first whole word, unless that leaves nothing but the space before the match.
  const space = kept.search(/\s/);
  const words = space >= 0 && space < kept.length - 1 ? kept.slice(space + 1) : kept;
  return `…${oneLine(words)}`;
}

function contextAfter(letters: readonly string[], end: number): string {
  if (letters.length - end <= CONTEXT_AFTER) {
    return oneLine(letters.slice(end).join('')).trimEnd();
  }
  const kept = letters.slice(end, end + CONTEXT_AFTER).join('');
  const space = kept.search(/\s\S*$/);
  const words = space > 0 ? kept.slice(0, space) : kept;
  return `${oneLine(words)}…`;
}
