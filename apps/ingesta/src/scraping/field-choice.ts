import {
  ACTOR_FIELD_KEYS,
  type ActorFieldKey,
  type ActorFieldMap,
  type ActorFieldMapInput,
} from '@replica/api-client';

/** What the user picked for each part of a comment; an empty text means none. */
export type FieldChoice = Readonly<Record<ActorFieldKey, string>>;

export const NO_FIELDS: FieldChoice = { text: '', author: '', date: '', id: '' };

/** The choice a saved map (or none) starts the form with. */
export function choiceFrom(fields: ActorFieldMap | null): FieldChoice {
  if (!fields) return NO_FIELDS;
  return {
    text: fields.text,
    author: fields.author ?? '',
    date: fields.date ?? '',
    id: fields.id ?? '',
  };
}

/** The choice as the API takes it: none is null. */
export function fieldsOf(choice: FieldChoice): ActorFieldMapInput {
  return {
    text: choice.text,
    author: choice.author || null,
    date: choice.date || null,
    id: choice.id || null,
  };
}

export const sameChoice = (a: FieldChoice, b: FieldChoice) =>
  ACTOR_FIELD_KEYS.every((key) => a[key] === b[key]);

/**
 * The fields to choose from: those found in the items, then any chosen one they lack (a saved
 * choice whose field these first items do not hold), so a select never hides its own value.
 */
export function fieldOptions(fieldPaths: readonly string[], choice: FieldChoice): string[] {
  const chosen = ACTOR_FIELD_KEYS.map((key) => choice[key]).filter(Boolean);
  return [...new Set([...fieldPaths, ...chosen])];
}
