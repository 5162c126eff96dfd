import { type Fragment, grammatical } from './fragment';

declare const countBrand: unique symbol;
declare const shareBrand: unique symbol;

/** A number with its unit noun, agreeing with it: '1 comentario', '1,234 comentarios'. */
export type Count = Fragment & { readonly [countBrand]: true };
/** A share of a whole as a whole percent: '25%'. */
export type Share = Fragment & { readonly [shareBrand]: true };

/** A countable noun in its two numbers. */
export interface Unit {
  readonly singular: string;
  readonly plural: string;
}

/** The units generated text counts in. */
export const COMMENTS: Unit = { singular: 'comentario', plural: 'comentarios' };

// The product writes numbers with en-US separators in both languages.
const integers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A whole number with its unit, singular only for exactly one.
 *
 * @example count(1234, COMMENTS) // '1,234 comentarios'
 */
export function count(value: number, unit: Unit): Count {
  const rounded = Math.round(value);
  return grammatical(
    `${integers.format(rounded)} ${rounded === 1 ? unit.singular : unit.plural}`,
  ) as Count;
}

/**
 * `part` of `whole` as a whole percent, as the report shows shares.
 *
 * @example share(4, 20) // '20%'
 */
export function share(part: number, whole: number): Share {
  return grammatical(`${integers.format(percentOf(part, whole))}%`) as Share;
}

/** `part` of `whole` in whole percent, 0 for an empty whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * `part` of `whole`, the unit agreeing with the whole: '4 de 20 comentarios', '1 de 1 comentario'.
 */
export function partOf(part: number, whole: number, unit: Unit): Count {
  return grammatical(`${integers.format(Math.round(part))} de ${count(whole, unit)}`) as Count;
}
