import type { AuditEntry } from '@replica/api-client';

/** How many ids of one audit line are listed before 'y N más' (a bulk delete has up to 1,000). */
export const SHOWN_ENTITY_IDS = 5;

export interface AuditWords {
  entities: Record<string, string>;
  actions: Record<string, string>;
  moreIds: (n: number) => string;
}

/** The action in words; one the catalogue does not know yet shows as the API names it. */
export function actionLabel(action: string, words: AuditWords): string {
  return words.actions[action] ?? action;
}

/**
 * What a line touched: the kind of thing and its ids, a user by e-mail when they are a member
 * (`usuario ana@example.com`), long lists cut after {@link SHOWN_ENTITY_IDS}. Empty when the line
 * names no ids (a sign-in is about whoever did it).
 */
export function entityLine(
  entry: Pick<AuditEntry, 'entity' | 'entity_ids'>,
  words: AuditWords,
  memberEmails: ReadonlyMap<string, string>,
): string {
  if (entry.entity_ids.length === 0) return '';
  const kind = words.entities[entry.entity] ?? entry.entity;
  const ids = entry.entity_ids
    .slice(0, SHOWN_ENTITY_IDS)
    .map((id) => (entry.entity === 'user' ? (memberEmails.get(id) ?? id) : id));
  const hidden = entry.entity_ids.length - ids.length;
  return `${kind} ${ids.join(', ')}${hidden > 0 ? ` ${words.moreIds(hidden)}` : ''}`;
}
