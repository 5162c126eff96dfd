import type { ActorFieldMap, SkipReason } from '@replica/api-client/schemas';
import { relativeDate } from './relative-date';
import { type ScrapedComment, comment, isoDate, storable } from './scraped-comment';

/** An item of any other actor as a comment stored under `label`, or why it is skipped. */
export type FieldMappedItem =
  { comment: ScrapedComment<string>; skipped: null } | { comment: null; skipped: SkipReason };

/**
 * Maps one dataset item of an actor the product does not know, with the fields the user chose
 * for it. The comment keeps the rules of the mapped actors: the same minimum and maximum length,
 * and the actor's id for the comment or else a hash of actor, author and text, so importing the
 * run again adds nothing. Likes and replies are not asked for: unknown.
 *
 * @example fieldMappedComment({ body: { text: 'Muy caro' } }, { text: 'body.text', author: null, date: null, id: null }, 'acme/reviews', now)
 */
export function fieldMappedComment(
  item: unknown,
  fields: ActorFieldMap,
  label: string,
  now: Date,
): FieldMappedItem {
  if (!isRecord(item)) return { comment: null, skipped: 'not_an_object' };
  const text = scalarText(valueAt(item, fields.text));
  if (!storable(text)) return { comment: null, skipped: 'no_text' };
  const mapped = comment({
    platform: label,
    text,
    author: fields.author ? scalarText(valueAt(item, fields.author)) : null,
    externalId: fields.id ? scalarText(valueAt(item, fields.id)) : null,
    video: label,
    publishedAt: fields.date ? dateOf(valueAt(item, fields.date), now) : null,
    likes: null,
    replies: null,
  });
  return mapped ? { comment: mapped, skipped: null } : { comment: null, skipped: 'text_too_short' };
}

/**
 * The value at a dotted path of an item (`user.name`, `images.0.url`), undefined when it is not
 * there. A key that itself holds dots (`"user.name": …`, as flattened exports write) is found too.
 */
export function valueAt(item: unknown, path: string): unknown {
  if (!isRecord(item) && !Array.isArray(item)) return undefined;
  if (Object.hasOwn(item, path)) return (item as Record<string, unknown>)[path];
  const dot = path.indexOf('.');
  if (dot < 0) return undefined;
  const head = path.slice(0, dot);
  return Object.hasOwn(item, head)
    ? valueAt((item as Record<string, unknown>)[head], path.slice(dot + 1))
    : undefined;
}

const MAX_DEPTH = 4;
const MAX_ARRAY_ELEMENTS = 3;
const MAX_FIELDS = 80;
const MAX_SHOWN_VALUE = 200;

/**
 * An item's fields as dotted paths and their values as text, for a person to choose from: nested
 * objects to a depth of 4, the first 3 elements of a list, 80 fields at most, each value cut to
 * 200 characters. Null shows as an empty text; empty objects and lists are left out.
 */
export function itemFieldValues(item: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  let count = 0;
  const walk = (value: unknown, path: string, depth: number) => {
    if (count >= MAX_FIELDS) return;
    if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return;
      const entries = Array.isArray(value)
        ? value.slice(0, MAX_ARRAY_ELEMENTS).map((element, index) => [String(index), element])
        : Object.entries(value);
      for (const [name, child] of entries) walk(child, path ? `${path}.${name}` : name, depth + 1);
      return;
    }
    if (!path) return;
    values[path] = value === null ? '' : storable(scalarText(value)).slice(0, MAX_SHOWN_VALUE);
    count += 1;
  };
  walk(item, '', 0);
  return values;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A field's value as text: strings as they are, numbers and booleans written out. */
function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

// Unix time in seconds stays under 10^11 until the year 5138; JavaScript's milliseconds are past
// it since 1973. Actors write either, as numbers or as digits in a string.
const SECONDS_BELOW = 1e11;

/** A date as actors write them: ISO text, Unix seconds or milliseconds, or "hace 3 días". */
function dateOf(value: unknown, now: Date): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const date = new Date(value < SECONDS_BELOW ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{9,13}$/.test(text)) return dateOf(Number(text), now);
  return isoDate(text) ?? relativeDate(text, now);
}
