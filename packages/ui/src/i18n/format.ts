// Spec §9: numbers use en-US thousands separators in both languages.
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `12345` → `'12,345'`. */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** `3` → `'3.0'` (the industry card's years). */
export function formatOneDecimal(value: number): string {
  return oneDecimalFormat.format(value);
}

/** A 0..1 share as a whole percent: `0.834` → `'83%'`. */
export function formatPercent(share: number): string {
  return `${integerFormat.format(Math.round(share * 100))}%`;
}
