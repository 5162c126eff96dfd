import { formatWeek } from './format-week';

describe('formatWeek', () => {
  it('writes the week’s Monday as day and short month in each language', () => {
    expect(formatWeek('2031-01-13', 'es')).toBe('13 ene');
    expect(formatWeek('2031-01-13', 'en')).toBe('Jan 13');
  });

  it('keeps the calendar day whatever the time zone (no UTC shift to the day before)', () => {
    expect(formatWeek('2030-12-30', 'en')).toBe('Dec 30');
  });
});
