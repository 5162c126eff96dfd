import type { Language } from '@replica/ui';

/** `9` → `'09:00'`. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** An instant as the workspace's clock shows it, in the screen's language. */
export function formatWhen(iso: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}
