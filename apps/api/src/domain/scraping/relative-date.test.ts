import { describe, expect, it } from 'vitest';
import { relativeDate } from './relative-date';

const now = new Date('2030-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('relativeDate', () => {
  it.each([
    ['2 years ago', ago(2 * 365 * DAY)],
    ['1 year ago', ago(365 * DAY)],
    ['5 hours ago (edited)', ago(5 * HOUR)],
    ['3 weeks ago', ago(21 * DAY)],
    ['11 months ago', ago(330 * DAY)],
    ['30 seconds ago', ago(30_000)],
    ['a minute ago', ago(60_000)],
    ['hace 3 días', ago(3 * DAY)],
    ['hace 1 mes (editado)', ago(30 * DAY)],
    ['hace 2 meses', ago(60 * DAY)],
    ['hace un año', ago(365 * DAY)],
    ['Hace 4 horas', ago(4 * HOUR)],
    ['hace 10 minutos', ago(10 * 60_000)],
  ])('reads %j', (text, expected) => {
    expect(relativeDate(text, now)).toEqual(expected);
  });

  it.each(['', 'yesterday-ish', '2024-01-01', 'hace mucho'])('gives no date for %j', (text) => {
    expect(relativeDate(text, now)).toBeNull();
  });
});
