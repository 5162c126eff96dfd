import { circumstancesOf } from '../rules-engine/circumstances';
import { ACCUSING_WORD, accuses } from '../spanish/accusing-words';
import { type NounPhrase, definite, nounPhrase } from '../spanish/noun-phrase';
import type { ObjectionTag } from '../rules-engine/taxonomy';

// A pain that is an accusation through and through: the doubt is about the business itself.
const ACCUSATION = /\b(estafa|fraude|engaño|timo|mentira)s?\b/iu;
const ABOUT_US = nounPhrase('la duda de si somos de fiar');
// A comment that accuses someone of cheating: quoted in public copy, it repeats the accusation
// ('«huelen a bots pagados». Si tú también lo piensas…').
const ACCUSING_COMMENT =
  /\b(fals[oa]s?|fake|bots?|estafa\w*|fraude\w*|engañ\w*|mentir\w*|mentira\w*|rob[oóa]\w*|ladr[oó]n\w*|timo|vendehumo|editad[oa]s?|photoshop|trucad[oa]s?|actuad[oa]s?|chanchull\w*|cuento chino|puro humo|tranza|transa|trampa|scam\w*)\b/iu;

// Harm done to a body.
const INJURY =
  /\b(quem\w*|manch(as|ó|o)\b|infect\w*|infecci[oó]n|cicatri\w*|deform\w*|hospital\w*|urgencias|emergencias?|burn(s|ed)?|scar(s|red)?)/iu;
// Someone it happened to, told in the third person ('a un cliente mío le dejó…').
const TOLD_INJURY = /\b(le|les) (dej[oó]|qued[oó]|quedaron|hicieron|pusieron)\b/iu;

// What the business lacks or fails at, told by someone who would have come ('si abrieran 24 hrs
// me inscribía', 'te dejan en visto una semana'): quoted by the business, it advertises the gap.
const OUR_GAP =
  /\bsi (abrieran|tuvieran|ofrecieran|dieran|aceptaran|atendieran|hubiera|hubiese)\b|\ben visto\b|\b(no|nunca) (contestan|responden|atienden|devuelven)\b/iu;

// Something done to them whose result they judge ('me borraron dos cobros y al mes volvieron').
const DONE_TO_THEM = /\b(me|nos) (borraron|quitaron|pusieron|aplicaron|inyectaron|trataron)\b/iu;

// A name written mid-sentence ('en el Smart Fit de la plaza pago la mitad'): quoted in copy
// about choosing elsewhere, it advertises the competitor.
const NAME_MID_SENTENCE = /[\p{Ll},] +\p{Lu}/u;
// What a rival does better or cheaper ('cobra 399 y abre 24h', 'cuesta menos', 'sale gratis'):
// quoted by the business, it advertises the rival's edge instead of answering it.
const RIVAL_EDGE =
  /\b(m[aá]s barat[oa]s?|cuesta menos|cobra(n)? menos|gratis|gratuit[oa]s?|m[aá]s econ[oó]mic[oa]s?|la mitad|mitad de precio|a mitad|\d+ ?(h|hrs|horas)\b|\bcobran? \d+|\$ ?\d+|\d+ ?(pesos|d[oó]lares|usd)\b)/iu;

/**
 * Whether a customer's comment may be quoted in public copy about objection `tag`: not an
 * accusation, not their money troubles ('ando con muchas deudas' is theirs to tell, not ours),
 * not an injury someone went through, not a result that failed someone, not what the business
 * lacks or fails at, and, when the doubt is whom to choose, no other business named and no edge
 * of a rival's.
 */
export function quotable(text: string, tag: string): boolean {
  const told = circumstancesOf(text);
  if (ACCUSING_COMMENT.test(text) || told.cannotAfford || OUR_GAP.test(text)) return false;
  // An injury someone went through, published by a business of the trade, scares more than it
  // answers ('a un cliente mío el láser le dejó quemaduras'); a fear of one is quotable.
  if ((told.livedIt || told.closeOneLivedIt || TOLD_INJURY.test(text)) && INJURY.test(text)) {
    return false;
  }
  // A result that failed them or someone close, published by the business, tells the audience
  // it fails ('hice 6 sesiones y siguen ahí igualitas'); a doubt that it works is answerable.
  if (tag === 'resultados' && (told.livedIt || told.closeOneLivedIt || DONE_TO_THEM.test(text))) {
    return false;
  }
  return tag !== 'competencia' || !(NAME_MID_SENTENCE.test(text) || RIVAL_EDGE.test(text));
}

// A label speaks of the customer ('tiempo por su agenda'); copy speaks to them ('tu agenda').
const toYou = (pain: NounPhrase): NounPhrase => ({
  ...pain,
  head: pain.head.replace(/\bsu\b/gu, 'tu').replace(/\bsus\b/gu, 'tus'),
});

/**
 * How copy for the business names a pain, to the customer ('tu', not 'su'): a trust pain as the
 * distrust of its subject, never the customer's accusation stated as fact; other pains as they
 * are.
 *
 * @example publishablePain(nounPhrase('las fotos y reseñas falsas'), 'confianza')
 * // → 'la desconfianza en las fotos y reseñas'
 */
export function publishablePain(said: NounPhrase, tag: ObjectionTag): NounPhrase {
  const pain = toYou(said);
  if (tag !== 'confianza') return pain;
  if (ACCUSATION.test(pain.head)) return ABOUT_US;
  // Copy for the business's audience answers the doubt instead of repeating the accusation as
  // if it were true ('las fotos y reseñas falsas' → 'la desconfianza en las fotos y reseñas').
  if (!accuses(pain)) return pain;
  const kept = pain.head.split(' ').filter((word) => !ACCUSING_WORD.test(word));
  const subject = { ...pain, head: kept.join(' ').replace(/\s+(y|e|o)$/u, '') };
  return nounPhrase(`la desconfianza en ${definite(subject)}`);
}
