import { formatDate, formatDateTime, formatTime } from './dates';

describe('dates', () => {
  const moment = '2026-11-25T15:02:00';

  it('words a day, a moment and a time in the language asked', () => {
    expect(formatDate(moment, 'es-ES')).toBe('25 nov 2026');
    expect(formatDate(moment, 'en-US')).toBe('Nov 25, 2026');
    expect(formatDateTime(moment, 'es-ES')).toBe('25 nov 2026, 15:02');
    expect(formatTime(moment, 'es')).toBe('15:02');
  });

  it('shows a value that is no date as it came', () => {
    for (const format of [formatDate, formatDateTime, formatTime]) {
      expect(format('ayer', 'es')).toBe('ayer');
    }
  });
});
