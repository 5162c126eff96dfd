// Numbers use en-US thousands separators in both languages.
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const upToOneDecimalFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** `12345` → `'12,345'`. */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** `3` → `'3.0'`: a figure whose tenths matter even when zero (a trend's baseline). */
export function formatOneDecimal(value: number): string {
  return oneDecimalFormat.format(value);
}

/**
 * `3` → `'3'`, `5.5` → `'5.5'`, `2.25` → `'2.3'`: one decimal when there is one to show (the
 * industry card's years, where '3.0 Años' only added noise).
 */
export function formatUpToOneDecimal(value: number): string {
  return upToOneDecimalFormat.format(value);
}

/**
 * The form of a word for a count, by the rule Spanish and English share: `one` for exactly 1,
 * `other` for any other count, 0 included.
 *
 * @example
 * `${formatCount(n)} ${plural(n, 'comentario', 'comentarios')}`; // '1 comentario', '0 comentarios'
 */
export function plural<Form>(count: number, one: Form, other: Form): Form {
  return count === 1 ? one : other;
}

/** A 0..1 share as a whole percent: `0.834` → `'83%'`. */
export function formatPercent(share: number): string {
  return `${integerFormat.format(Math.round(share * 100))}%`;
}
