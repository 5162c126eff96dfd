const DAY_MS = 86_400_000;

// Months and years as 30 and 365 days: YouTube itself rounds these, so the date is approximate
// to the same degree whichever way a month is counted.
const UNIT_MS: ReadonlyArray<[RegExp, number]> = [
  [/^(second|segundo)s?$/, 1000],
  [/^(minute|minuto|min)s?$/, 60_000],
  [/^(hour|hora)s?$/, 3_600_000],
  [/^(day|d[ií]a)s?$/, DAY_MS],
  [/^(week|semana)s?$/, 7 * DAY_MS],
  [/^(month|mes)(es|s)?$/, 30 * DAY_MS],
  [/^(year|a[ñn]o)s?$/, 365 * DAY_MS],
];

const ENGLISH = /(\d+|an?|one)\s+([a-z]+)\s+ago\b/;
const SPANISH = /\bhace\s+(\d+|un|una)\s+([a-zñí]+)/;

/**
 * The approximate date of a relative time as YouTube shows it, in English or Spanish: "2 years
 * ago", "5 hours ago (edited)", "hace 3 días", "hace 1 mes (editado)". Null when the text says
 * no such thing.
 *
 * @example relativeDate('hace 3 días', new Date('2030-01-10T00:00:00Z')) // 2030-01-07T00:00:00Z
 */
export function relativeDate(text: string, now: Date): Date | null {
  const lower = text.trim().toLowerCase();
  const match = ENGLISH.exec(lower) ?? SPANISH.exec(lower);
  if (!match) return null;
  const [, amountText = '', unitText = ''] = match;
  const amount = /^\d+$/.test(amountText) ? Number(amountText) : 1;
  const unit = UNIT_MS.find(([pattern]) => pattern.test(unitText));
  if (!unit) return null;
  return new Date(now.getTime() - amount * unit[1]);
}
