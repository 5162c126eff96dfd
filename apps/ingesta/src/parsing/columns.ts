/**
 * Which column or field of a file holds what. The product's own names come first (substrings of
 * a CSV header cell, whole JSON field names); then the names people's own exports use, in Spanish
 * and English, matched as whole words ignoring case and accents, so `Comentario del cliente`
 * and `Red social` are found but `shared` is not taken for `red`. Only the text is required.
 */
export interface CsvColumns {
  text: number;
  author: number | undefined;
  date: number | undefined;
  platform: number | undefined;
}

type Field = keyof CsvColumns;
const FIELDS_IN_ORDER: readonly Field[] = ['text', 'author', 'date', 'platform'];

const CSV_KEYS: Record<Field, readonly string[]> = {
  text: ['comment', 'text', 'mensaje'],
  author: ['author', 'autor', 'user'],
  date: ['date', 'fecha'],
  platform: ['platform', 'plataforma', 'source'],
};

/** The product's own JSON field names, matched without regard to case. */
export const JSON_FIELDS = {
  text: ['comment', 'text', 'mensaje', 'content'],
  author: ['author', 'autor', 'user', 'username'],
  date: ['date', 'fecha', 'created_at'],
  platform: ['platform', 'plataforma', 'source'],
} as const;

/** Header words beyond the spec's; several words match as a phrase. */
export const HEADER_SYNONYMS: Record<Field, readonly string[]> = {
  text: [
    'comentario',
    'comentarios',
    'opinión',
    'opiniones',
    'reseña',
    'reseñas',
    'review',
    'reviews',
    'message',
    'body',
    'content',
  ],
  author: ['nombre', 'usuario', 'name', 'username'],
  date: ['created', 'creado', 'creada', 'timestamp', 'publicado', 'publicada'],
  platform: ['red social', 'red', 'canal', 'channel'],
};

/** A name without a byte order mark, surrounding spaces, case or accents. */
export function normaliseHeaderCell(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

const words = (name: string) => ` ${name.split(/[^\p{L}\p{N}]+/u).join(' ')} `;
const asPhrase = (synonym: string) => ` ${normaliseHeaderCell(synonym)} `;
const SYNONYM_PHRASES: Record<Field, readonly string[]> = {
  text: HEADER_SYNONYMS.text.map(asPhrase),
  author: HEADER_SYNONYMS.author.map(asPhrase),
  date: HEADER_SYNONYMS.date.map(asPhrase),
  platform: HEADER_SYNONYMS.platform.map(asPhrase),
};

/** For one field, tests tried in turn; each takes the first name it accepts. */
type Matcher = (field: Field) => ReadonlyArray<(name: string) => boolean>;

const bySpecSubstring: Matcher = (field) => [
  (name) => CSV_KEYS[field].some((key) => name.includes(key)),
];
// The spec's JSON names in their order: `comment` wins over `text` wherever each stands.
const bySpecName: Matcher = (field) =>
  JSON_FIELDS[field].map((specName) => (name: string) => name === specName);
const bySynonym: Matcher = (field) => [
  (name) => {
    const phrase = words(name);
    return SYNONYM_PHRASES[field].some((synonym) => phrase.includes(synonym));
  },
];

/**
 * Assigns each field the first name a test accepts, trying the tests in order and skipping
 * names already taken; the text is assigned first, so `user_comment` is the text.
 */
function assign(names: readonly string[], matchers: readonly Matcher[]) {
  const normalised = names.map(normaliseHeaderCell);
  const taken = new Set<number>();
  const found: Partial<Record<Field, number>> = {};
  for (const field of FIELDS_IN_ORDER) {
    const tests = matchers.flatMap((matcher) => matcher(field));
    for (const accepts of tests) {
      const index = normalised.findIndex((name, at) => !taken.has(at) && accepts(name));
      if (index === -1) continue;
      taken.add(index);
      found[field] = index;
      break;
    }
  }
  return found;
}

/**
 * The columns a header row names, or null when none holds the comments.
 *
 * @example findCsvColumns(['Nombre', 'Comentario']) // { text: 1, author: 0, … }
 */
export function findCsvColumns(headerRow: readonly string[]): CsvColumns | null {
  const { text, author, date, platform } = assign(headerRow, [bySpecSubstring, bySynonym]);
  return text === undefined ? null : { text, author, date, platform };
}

/** Which key of a JSON record holds each field; undefined where none does. */
export type JsonKeys = Partial<Record<Field, string>>;

/**
 * The keys of a JSON record that hold each field: the spec's names first, then the synonyms.
 *
 * @example findJsonKeys(['Opinión', 'usuario']) // { text: 'Opinión', author: 'usuario' }
 */
export function findJsonKeys(keys: readonly string[]): JsonKeys {
  const found = assign(keys, [bySpecName, bySynonym]);
  return Object.fromEntries(
    Object.entries(found).map(([field, index]) => [field, keys[index]!]),
  ) as JsonKeys;
}
