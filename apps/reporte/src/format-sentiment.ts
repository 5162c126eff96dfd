const sentimentFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** A sentiment in -1..1 with its sign and two decimals: `-0.456` → `'-0.46'`, `0.2` → `'+0.20'`. */
export function formatSentiment(sentiment: number): string {
  return sentimentFormat.format(sentiment);
}
