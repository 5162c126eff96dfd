import { describe, expect, it } from 'vitest';
import { parsePublishedDate } from './published-date';

describe('parsePublishedDate', () => {
  it('reads ISO dates', () => {
    expect(parsePublishedDate('2026-03-04T10:20:00Z')?.toISOString()).toBe(
      '2026-03-04T10:20:00.000Z',
    );
  });

  it('reads day-first Spanish dates, with or without a time', () => {
    expect(parsePublishedDate('04/03/2026')?.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(parsePublishedDate('4-3-2026 18:05')?.toISOString()).toBe('2026-03-04T18:05:00.000Z');
  });

  it('gives no date for empty, impossible or unreadable values', () => {
    expect(parsePublishedDate(undefined)).toBeNull();
    expect(parsePublishedDate('  ')).toBeNull();
    expect(parsePublishedDate('31/02/2026')).toBeNull();
    expect(parsePublishedDate('hace dos años')).toBeNull();
  });
});
