import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords sign-up refuses. */
export const REFUSED_COMMON_PASSWORDS = 1_000;

// zxcvbn-ts's list is ordered by how often each password appears in leaked databases.
const mostCommon = new Set(
  (dictionary['passwords-common'] as readonly string[]).slice(0, REFUSED_COMMON_PASSWORDS),
);

/**
 * Whether a password is among the most common ones: the first guesses of any attacker, refused
 * at sign-up whatever their length. Case is ignored ('Password1' is 'password1').
 */
export function isCommonPassword(password: string): boolean {
  return mostCommon.has(password.toLowerCase());
}
