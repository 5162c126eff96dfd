import { formatCount, formatOneDecimal, formatPercent } from './format';

describe('number formats', () => {
  it('uses en-US thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('keeps exactly one decimal', () => {
    expect(formatOneDecimal(3)).toBe('3.0');
    expect(formatOneDecimal(12.46)).toBe('12.5');
  });

  it('turns a share into a whole percent', () => {
    expect(formatPercent(0.834)).toBe('83%');
    expect(formatPercent(1)).toBe('100%');
  });
});
