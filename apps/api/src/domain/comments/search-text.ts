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
