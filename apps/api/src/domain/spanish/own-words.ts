import { type Fragment, capitalise, grammatical } from './fragment';

/**
 * What the business wrote about itself, as sentences a template can say whole: its first letter
 * capitalised and a full stop added when it ends without closing punctuation. Its words are
 * otherwise kept: only the business knows what it offers ('Pagos a 6 meses sin intereses').
 *
 * @example ownWords('pagos a 6 meses sin intereses') // 'Pagos a 6 meses sin intereses.'
 */
export function ownWords(text: string): Fragment {
  const trimmed = text.trim().replace(/\s+/gu, ' ');
  return capitalise(grammatical(/[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`));
}

/**
 * The business's words quoted for its own team, inside a sentence: «Pagos a 6 meses sin
 * intereses», without the full stop a sentence of their own would end with.
 */
export function quotedOwnWords(text: string): Fragment {
  return grammatical(`«${ownWords(text).replace(/\.$/u, '')}»`);
}
