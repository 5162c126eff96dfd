import { type JsonKeys, findJsonKeys } from './columns';
import { CommentCollector } from './comment-piece';
import type { ParseOutcome } from './parse-outcome';

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Which key holds each field in a record: among its keys that hold a value, found once per
 * distinct set of keys (a file's records mostly share one).
 */
class RecordFields {
  private readonly byKeySet = new Map<string, JsonKeys>();

  of(record: JsonRecord): JsonKeys {
    const keys = Object.keys(record).filter((key) => record[key] != null);
    const keySet = keys.join('\u0000');
    let found = this.byKeySet.get(keySet);
    if (!found) this.byKeySet.set(keySet, (found = findJsonKeys(keys)));
    return found;
  }
}

/**
 * The comments a JSON document holds: an array of comment objects (or of plain strings), one
 * comment object, or an object wrapping such an array (`{"comments": [...]}`). Fields by the
 * product's own names first — text from comment/text/mensaje/content, author from
 * author/autor/user/username, date from date/fecha/created_at, platform from
 * platform/plataforma/source — then the header synonyms.
 */
function commentItems(document: unknown, fields: RecordFields): unknown[] {
  if (Array.isArray(document)) return document;
  if (!isRecord(document)) return [];
  if (fields.of(document).text !== undefined) return [document];
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
  const fields = new RecordFields();
  const collector = new CommentCollector();
  for (const item of commentItems(document, fields)) {
    if (isRecord(item)) {
      const keys = fields.of(item);
      const value = (key: string | undefined) => (key === undefined ? undefined : item[key]);
      collector.add({
        text: value(keys.text),
        author: value(keys.author),
        date: value(keys.date),
        platform: value(keys.platform),
      });
    }
    // Every item is a piece, so the counts add up: a number is read as its text, and null, a
    // boolean or a nested list hold no text and are dropped like any other short piece.
    else collector.add({ text: item });
  }
  if (collector.comments.length === 0) return { ok: false, problem: 'noValidComments' };
  return { ok: true, comments: collector.comments, tooShort: collector.tooShort };
}
