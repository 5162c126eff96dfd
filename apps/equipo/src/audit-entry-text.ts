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

/** The parts of a line that say what it touched; its action and details only now and then. */
type AuditedThing = Pick<AuditEntry, 'entity' | 'entity_ids'> &
  Partial<Pick<AuditEntry, 'action' | 'details'>>;

/**
 * A connected Apify account is recorded against the workspace; its name in Apify, kept in the
 * details, says more than the workspace's own id.
 */
function thingOf(entry: AuditedThing): AuditedThing {
  const username = entry.details?.username;
  if (entry.action === 'apify-account.connect' && typeof username === 'string') {
    return { entity: 'apify-account', entity_ids: [username] };
  }
  return entry;
}

/**
 * What a line touched: the kind of thing and its ids, a user by e-mail when they are a member
 * (`usuario ana@example.com`), an Apify account by its name (`cuenta de Apify agencia-norte`),
 * long lists cut after {@link SHOWN_ENTITY_IDS}. Empty when the line names no ids (a sign-in is
 * about whoever did it).
 */
export function entityLine(
  entry: AuditedThing,
  words: AuditWords,
  memberEmails: ReadonlyMap<string, string>,
): string {
  const { entity, entity_ids } = thingOf(entry);
  if (entity_ids.length === 0) return '';
  const kind = words.entities[entity] ?? entity;
  const ids = entity_ids
    .slice(0, SHOWN_ENTITY_IDS)
    .map((id) => (entity === 'user' ? (memberEmails.get(id) ?? id) : id));
  const hidden = entity_ids.length - ids.length;
  return `${kind} ${ids.join(', ')}${hidden > 0 ? ` ${words.moreIds(hidden)}` : ''}`;
}
