import { type NounPhrase, nounPhrase } from './noun-phrase';

/**
 * Words that accuse someone of cheating ('falsas', 'ocultos', 'editadas'): a pain named with one
 * is the customer's suspicion, not a fact about the business.
 */
export const ACCUSING_WORD =
  /^(fals[oa]s?|dudos[oa]s?|ocult[oa]s?|editad[oa]s?|trucad[oa]s?|comprad[oa]s?|engaños[oa]s?|mentiros[oa]s?|fraudulent[oa]s?)$/iu;

/** Whether a phrase's words accuse anyone. */
export function accuses(pain: NounPhrase): boolean {
  return pain.head.split(' ').some((word) => ACCUSING_WORD.test(word));
}

/**
 * A pain whose words accuse, said as what the customer suspects ('la sospecha de fotos y
 * reseñas falsas'); any other pain as it is.
 *
 * @example asSuspicion(nounPhrase('los costos ocultos')) // nounPhrase('la sospecha de costos ocultos')
 */
export function asSuspicion(pain: NounPhrase): NounPhrase {
  return accuses(pain) ? nounPhrase(`la sospecha de ${pain.head}`) : pain;
}
