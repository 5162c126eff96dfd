import type { Language } from '@replica/ui';

/** A moment in the reader's own time zone, e.g. '25 nov 2026, 3:02' in Spanish. */
export function formatDateTime(iso: string, language: Language): string {
  return new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day in the reader's own time zone, e.g. '25 nov 2026' in Spanish. */
export function formatDate(iso: string, language: Language): string {
  return new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' });
}

/** A time of day in the reader's own time zone, hours and minutes, e.g. '15:02' in Spanish. */
export function formatTime(iso: string, language: Language): string {
  return new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
}
