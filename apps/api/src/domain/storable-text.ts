// A UTF-16 surrogate without its other half.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A string PostgreSQL can store: without U+0000, and with every lone surrogate replaced by
 * U+FFFD. PostgreSQL text cannot hold a NUL, and jsonb (the audit log's details) refuses both
 * `\u0000` and a lone `\ud800`: one of them in any parameter failed the whole query with a 500.
 * Neither has a visible meaning (a lone surrogate is stored as U+FFFD in a text column anyway),
 * so every string the API reads from a request is taken this way rather than refused.
 *
 * @example storableText('caro\u0000\ud800') // 'caro\ufffd'
 */
export function storableText(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd');
}

/** `JSON.parse` reviver that applies `storableText` to every string value of a document. */
export function reviveStorableText(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? storableText(value) : value;
}

/** `storableText` on the values of a query string or of a route's path parameters. */
export function storableRecord(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, storableText(value)]),
  );
}
