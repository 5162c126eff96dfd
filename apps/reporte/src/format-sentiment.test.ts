import { formatSentiment } from './format-sentiment';

describe('formatSentiment', () => {
  it('shows the sign and two decimals', () => {
    expect(formatSentiment(-0.456)).toBe('-0.46');
    expect(formatSentiment(0.2)).toBe('+0.20');
  });

  it('shows neutral sentiment without a sign', () => {
    expect(formatSentiment(0)).toBe('0.00');
  });
});
