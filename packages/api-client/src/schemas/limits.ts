/** The product's business constants, shared by the screens and the API. */
export const MIN_PASSWORD_LENGTH = 6;
/**
 * A password chosen now (sign-up, change, reset) is longer than the sign-in minimum, which still
 * lets older accounts sign in.
 */
export const MIN_NEW_PASSWORD_LENGTH = 8;
export const MIN_COMMENT_LENGTH = 8;
export const MAX_COMMENT_LENGTH = 5_000;
export const MAX_AUTHOR_LENGTH = 200;
export const MAX_INDUSTRY_LENGTH = 80;
export const MAX_WORKSPACE_NAME_LENGTH = 80;
/**
 * The name of the workspace a sign-up makes when it gives none, in the language it asks in; never
 * the owner's e-mail, which every member would see.
 */
export const DEFAULT_WORKSPACE_NAMES = { es: 'Mi espacio', en: 'My workspace' } as const;
export const MAX_BULK_COMMENTS = 1_000;
/** Longest text the inbox search accepts. */
export const MAX_INBOX_SEARCH_LENGTH = 200;
/** Shortest search across industries: one letter would match nearly every comment. */
export const MIN_SEARCH_LENGTH = 2;
/** Longest pain point a person may type when correcting a label. */
export const MAX_PAIN_CLUSTER_LENGTH = 80;
/** Longest answer a business gives to one objection: a sentence or two a script can say. */
export const MAX_INDUSTRY_ANSWER_LENGTH = 280;
