/**
 * The local calendar day holding `now`, in the process's time zone (the server's configured one,
 * not the viewer's), as [start, end). Built from the calendar rather than by adding 24 hours, so a
 * day that gains or loses an hour for daylight saving keeps its true bounds.
 *
 * @example const today = localDay(new Date()); // { start: 00:00 today, end: 00:00 tomorrow }
 */
export function localDay(now: Date): { start: Date; end: Date } {
  const year = now.getFullYear();
  const month = now.getMonth();
  const day = now.getDate();
  return { start: new Date(year, month, day), end: new Date(year, month, day + 1) };
}
