import { foldAccents } from './fold-accents';

// The people in a customer's life: whom a decision waits for, whose hours one's time goes to,
// who is quoted. Written without accents, as `foldAccents` leaves a word.
const SPANISH_PEOPLE = new Set(
  (
    'hermana hermanas hermano hermanos hija hijas hijo hijos papa mama papas padre padres madre ' +
    'esposo esposa pareja novio novia jefe jefa director directora familia suegra suegro ' +
    'marido mujer senora senor amigos amigas vecinos chava chavas chavo chavos morra ninos ' +
    'ninas nenes prima primas primo primos tia tias tio tios abuela abuelas abuelo abuelos ' +
    'cunada cunado sobrina sobrino compadre comadre companeros companeras'
  ).split(' '),
);
const ENGLISH_PEOPLE = new Set(
  (
    'wife husband spouse partner boyfriend girlfriend mom mother dad father parents kids son ' +
    'daughter sister brother family boss'
  ).split(' '),
);

/**
 * Whether `word` is a Spanish word for a person of the customer's life, one a pain's label
 * can name ('decisión de su suegra').
 *
 * @example isSpanishPersonWord('señora') // true
 */
export function isSpanishPersonWord(word: string): boolean {
  return SPANISH_PEOPLE.has(foldAccents(word));
}

/**
 * Whether `word` names a person of the customer's life, in Spanish or English.
 *
 * @example isPersonWord('wife') // true
 */
export function isPersonWord(word: string): boolean {
  return isSpanishPersonWord(word) || ENGLISH_PEOPLE.has(foldAccents(word));
}
