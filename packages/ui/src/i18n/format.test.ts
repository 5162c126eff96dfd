import {
  formatCount,
  formatOneDecimal,
  formatPercent,
  formatUpToOneDecimal,
  plural,
} from './format';

describe('number formats', () => {
  it('uses en-US thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('keeps exactly one decimal', () => {
    expect(formatOneDecimal(3)).toBe('3.0');
    expect(formatOneDecimal(12.46)).toBe('12.5');
  });

  it('shows a decimal only when there is one, rounded to tenths', () => {
    expect(formatUpToOneDecimal(3)).toBe('3');
    expect(formatUpToOneDecimal(0)).toBe('0');
    expect(formatUpToOneDecimal(5.5)).toBe('5.5');
    expect(formatUpToOneDecimal(2.25)).toBe('2.3');
    expect(formatUpToOneDecimal(7.04)).toBe('7');
    expect(formatUpToOneDecimal(1500)).toBe('1,500');
  });

  it('takes the singular for exactly one and the plural for any other count', () => {
    expect(plural(1, 'comentario', 'comentarios')).toBe('comentario');
    expect(plural(0, 'comentario', 'comentarios')).toBe('comentarios');
    expect(plural(2, 'comment', 'comments')).toBe('comments');
  });

  it('turns a share into a whole percent', () => {
    expect(formatPercent(0.834)).toBe('83%');
    expect(formatPercent(1)).toBe('100%');
  });
});
