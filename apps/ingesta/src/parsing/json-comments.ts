import { type JsonKeys, findJsonKeys } from './columns';
import { CommentCollector } from './comment-piece';
import type { ParseOutcome } from './parse-outcome';
import { binaryLine } from './binary-content';
import { jsonSyntaxError } from './json-syntax-error';

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

// The text checked for binary content, as a CSV file's head is.
const CHECKED_TEXT_SIZE = 16 * 1024;

/** Why `text` is not JSON: binary bytes, or where its grammar breaks. */
function refusal(text: string): ParseOutcome {
  const line = binaryLine(text.slice(0, CHECKED_TEXT_SIZE));
  if (line !== null) return { ok: false, problem: 'binary', looksLike: null, line };
  const broken = jsonSyntaxError(text);
  // JSON.parse refused what the grammar allows: only nesting deeper than the engine follows.
  if (!broken) return { ok: false, problem: 'unreadable' };
  return { ok: false, problem: 'brokenJson', ...broken };
}

/**
 * Parses a JSON file's text into comments, dropping pieces under 8 characters and skipping (and
 * listing by their place in the list) those with a value over the longest the server stores.
 * Text that is not JSON is refused with the line and column where it breaks.
 *
 * @example parseJsonComments('[{"mensaje": "Es demasiado caro"}]')
 */
export function parseJsonComments(text: string): ParseOutcome {
  const json = text.replace(/^\uFEFF/, '');
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    return refusal(json);
  }
  const fields = new RecordFields();
  const collector = new CommentCollector('item');
  commentItems(document, fields).forEach((item, index) => {
    if (isRecord(item)) {
      const keys = fields.of(item);
      const value = (key: string | undefined) => (key === undefined ? undefined : item[key]);
      collector.add(
        {
          text: value(keys.text),
          author: value(keys.author),
          date: value(keys.date),
          platform: value(keys.platform),
        },
        index + 1,
        keys,
      );
    }
    // Every item is a piece, so the counts add up: a number is read as its text, and null, a
    // boolean or a nested list hold no text and are dropped like any other short piece.
    else collector.add({ text: item }, index + 1);
  });
  return collector.outcome();
}
