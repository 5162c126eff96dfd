import { foldAccents } from './fold-accents';

// Two comments sharing this share of their words say the same thing in other words, or with a
// typo: quoting both, or showing a chain for each, would repeat one voice.
const SAME_WORDS = 0.8;

function wordsOf(text: string): Set<string> {
  return new Set(
    foldAccents(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== ''),
  );
}

/**
 * True when two comments use nearly the same words (accents, case and punctuation aside).
 *
 * @example nearlySame('Es carísimo!!', 'es carisimo') // true
 */
export function nearlySame(a: string, b: string): boolean {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.size === 0 || right.size === 0) return left.size === right.size;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared) >= SAME_WORDS;
}
