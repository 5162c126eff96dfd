import type { Language } from '@replica/ui';

const formats: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' }),
  en: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short' }),
};

/**
 * The Monday that starts a trend week (`yyyy-mm-dd`, a local day of the server) as a short
 * label: `'2031-01-13'` → `'13 ene'` / `'Jan 13'`. Read as a calendar day, never through UTC, so
 * the label is the same day in every time zone.
 */
export function formatWeek(isoDay: string, language: Language): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return formats[language].format(new Date(year!, month! - 1, day!));
}
