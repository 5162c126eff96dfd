import type { WatchFrequency } from '@replica/api-client/schemas';
import { Cron } from 'croner';

export interface WatchSchedule {
  frequency: WatchFrequency | string;
  /** ISO weekday (1 = Monday … 7 = Sunday) of a weekly watch. */
  weekday: number | null;
  hour: number;
}

/**
 * The first time after `after` that a watch is due: its hour of every day, or of its weekday, on
 * the wall clock of `timeZone`. A day without that hour (spring forward) runs it an hour later.
 *
 * @example nextRunAfter({ frequency: 'daily', weekday: null, hour: 9 }, 'Europe/Madrid', new Date('2030-01-01T12:00:00Z')) // 2030-01-02T08:00:00Z
 */
export function nextRunAfter(schedule: WatchSchedule, timeZone: string, after: Date): Date {
  // Cron counts weekdays from Sunday = 0.
  const days = schedule.frequency === 'weekly' ? String((schedule.weekday ?? 1) % 7) : '*';
  const cron = new Cron(`0 ${schedule.hour} * * ${days}`, { timezone: timeZone, paused: true });
  const next = cron.nextRun(after);
  if (!next) throw new Error(`No next run for ${JSON.stringify(schedule)} in ${timeZone}`);
  return next;
}
