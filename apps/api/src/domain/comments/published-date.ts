const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T](\d{1,2}):(\d{2}))?/;

/**
 * The date a comment was published, from whatever a file held: ISO 8601 and the other forms
 * `Date` reads, or the day-first `dd/mm/yyyy [hh:mm]` Spanish spreadsheets write. Anything else
 * is no date rather than a wrong one.
 */
export function parsePublishedDate(value: string | undefined): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const dayFirst = DAY_MONTH_YEAR.exec(text);
  if (dayFirst) {
    const [, day, month, year, hours = '0', minutes = '0'] = dayFirst;
    const date = new Date(Date.UTC(+year!, +month! - 1, +day!, +hours, +minutes));
    return date.getUTCDate() === +day! && date.getUTCMonth() === +month! - 1 ? date : null;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
