import { JSON_FIELDS } from './columns';
import { CommentCollector } from './comment-piece';
import type { ParseOutcome } from './parse-outcome';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `names` the record has, in any case. */
function field(record: JsonRecord, names: readonly string[]): unknown {
  const lowerCased = new Map(Object.keys(record).map((key) => [key.toLowerCase(), key]));
  for (const name of names) {
    const key = lowerCased.get(name);
    if (key !== undefined && record[key] !== undefined && record[key] !== null) return record[key];
  }
  return undefined;
}

/**
 * The comments a JSON document holds: an array of comment objects (or of plain strings), one
 * comment object, or an object wrapping such an array (`{"comments": [...]}`). Fields per spec
 * §5: text from comment/text/mensaje/content, author from author/autor/user/username, date from
 * date/fecha/created_at, platform from platform/plataforma/source.
 */
function commentItems(document: unknown): unknown[] {
  if (Array.isArray(document)) return document;
  if (!isRecord(document)) return [];
  if (field(document, JSON_FIELDS.text) !== undefined) return [document];
  const wrapped = Object.values(document).find(Array.isArray);
  return wrapped ?? [];
}

/**
 * Parses a JSON file's text into comments, dropping pieces under 8 characters.
 *
 * @example parseJsonComments('[{"mensaje": "Es demasiado caro"}]')
 */
export function parseJsonComments(text: string): ParseOutcome {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const collector = new CommentCollector();
  for (const item of commentItems(document)) {
    if (isRecord(item))
      collector.add({
        text: field(item, JSON_FIELDS.text),
        author: field(item, JSON_FIELDS.author),
        date: field(item, JSON_FIELDS.date),
        platform: field(item, JSON_FIELDS.platform),
      });
    // Every item is a piece, so the counts add up: a number is read as its text, and null, a
    // boolean or a nested list hold no text and are dropped like any other short piece.
    else collector.add({ text: item });
  }
  if (collector.comments.length === 0) return { ok: false, problem: 'noValidComments' };
  return { ok: true, comments: collector.comments, tooShort: collector.tooShort };
}
