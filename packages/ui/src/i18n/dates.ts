/**
 * Dates in the reader's own time zone and language (`locale`: 'es', 'en', 'es-ES'…). A value
 * that is no date shows as it came rather than as 'Invalid Date'.
 */
function formatted(iso: string, format: (date: Date) => string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date);
}

/** A day, e.g. '25 nov 2026' in Spanish. */
export function formatDate(iso: string, locale: string): string {
  return formatted(iso, (date) => date.toLocaleDateString(locale, { dateStyle: 'medium' }));
}

/** A moment, e.g. '25 nov 2026, 15:02' in Spanish. */
export function formatDateTime(iso: string, locale: string): string {
  return formatted(iso, (date) =>
    date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  );
}

/** A time of day, hours and minutes, e.g. '15:02' in Spanish. */
export function formatTime(iso: string, locale: string): string {
  return formatted(iso, (date) =>
    date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
  );
}
