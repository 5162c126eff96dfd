import type { AuditEntry } from '@replica/api-client';
import { type AuditAction, isAuditAction } from '@replica/api-client/audit-actions';

/** How many ids of one line are named before 'y N más' (a bulk delete has up to 1,000). */
export const SHOWN_ENTITY_IDS = 5;

/**
 * What a line's sentence is made of, read once from its entry: the API's details are free-form
 * (older lines lack newer keys), so each read says what it gets when a key is missing.
 */
export interface AuditFacts {
  /** The person who did it is the one the line is about: leaving, not removing someone. */
  bySelf: boolean;
  /** How many records the line sums up (a token's calls to one route). */
  records: number;
  /** The first {@link SHOWN_ENTITY_IDS} things it touched; members by e-mail. */
  ids: string[];
  /** How many things it touched in all. */
  total: number;
  /** A detail that is text, or null. */
  text(key: string): string | null;
  /** A detail that is a number, or 0. */
  count(key: string): number;
  /** Whether a detail is `true`. */
  flag(key: string): boolean;
  /** The keys of a detail that is an object: the fields an industry edit changed. */
  keys(key: string): string[];
  /** A text inside a detail that is an object (`changes.name`), or null. */
  inner(key: string, innerKey: string): string | null;
}

/** One action's line in one language. */
export type AuditSentence = (facts: AuditFacts) => string;

export interface AuditWords {
  lines: Record<AuditAction, AuditSentence>;
  /** An action this screen has no words for: a newer server's. */
  unknownAction: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The facts of `entry`, naming members by e-mail (`memberEmails` by user id). */
export function auditFacts(
  entry: Pick<AuditEntry, 'user_id' | 'entity' | 'entity_ids' | 'details'> &
    Partial<Pick<AuditEntry, 'records'>>,
  memberEmails: ReadonlyMap<string, string>,
): AuditFacts {
  const details = entry.details ?? {};
  const text = (value: unknown) =>
    typeof value === 'string' && value !== ''
      ? value
      : typeof value === 'number'
        ? String(value)
        : null;
  return {
    bySelf: entry.entity === 'user' && entry.entity_ids[0] === String(entry.user_id),
    records: entry.records ?? 1,
    ids: entry.entity_ids
      .slice(0, SHOWN_ENTITY_IDS)
      .map((id) => (entry.entity === 'user' ? (memberEmails.get(id) ?? id) : id)),
    total: entry.entity_ids.length,
    text: (key) => text(details[key]),
    count: (key) => {
      const value = details[key];
      return typeof value === 'number' && Number.isFinite(value) ? value : 0;
    },
    flag: (key) => details[key] === true,
    keys: (key) => {
      const value = details[key];
      return isRecord(value) ? Object.keys(value) : [];
    },
    inner: (key, innerKey) => {
      const value = details[key];
      return isRecord(value) ? text(value[innerKey]) : null;
    },
  };
}

/**
 * The line in words, e.g. 'Importó 1.000 comentarios en Clínica Estética desde archivo'; whoever
 * did it is said beside it.
 */
export function auditSentence(
  entry: Pick<AuditEntry, 'action' | 'user_id' | 'entity' | 'entity_ids' | 'details'> &
    Partial<Pick<AuditEntry, 'records'>>,
  words: AuditWords,
  memberEmails: ReadonlyMap<string, string>,
): string {
  if (!isAuditAction(entry.action)) return words.unknownAction;
  return words.lines[entry.action](auditFacts(entry, memberEmails));
}
