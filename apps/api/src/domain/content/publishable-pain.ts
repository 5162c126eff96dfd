import { type NounPhrase, definite, nounPhrase } from '../spanish/noun-phrase';
import type { ObjectionTag } from '../rules-engine/taxonomy';

// Words that accuse: copy for the business's audience answers the doubt instead of repeating
// them as if they were true ('las fotos y reseñas falsas' → 'la desconfianza en las fotos y
// reseñas').
const ACCUSING =
  /^(fals[oa]s?|dudos[oa]s?|ocult[oa]s?|editad[oa]s?|trucad[oa]s?|comprad[oa]s?|engaños[oa]s?|mentiros[oa]s?|fraudulent[oa]s?)$/iu;
// A pain that is an accusation through and through: the doubt is about the business itself.
const ACCUSATION = /\b(estafa|fraude|engaño|timo|mentira)s?\b/iu;
const ABOUT_US = nounPhrase('la duda de si somos de fiar');

/**
 * How copy for the business names a pain: a trust pain as the distrust of its subject, never
 * the customer's accusation stated as fact; other pains as they are.
 *
 * @example publishablePain(nounPhrase('las fotos y reseñas falsas'), 'confianza')
 * // → 'la desconfianza en las fotos y reseñas'
 */
export function publishablePain(pain: NounPhrase, tag: ObjectionTag): NounPhrase {
  if (tag !== 'confianza') return pain;
  if (ACCUSATION.test(pain.head)) return ABOUT_US;
  const words = pain.head.split(' ');
  const kept = words.filter((word) => !ACCUSING.test(word));
  if (kept.length === words.length) return pain;
  const subject = { ...pain, head: kept.join(' ').replace(/\s+(y|e|o)$/u, '') };
  return nounPhrase(`la desconfianza en ${definite(subject)}`);
}
