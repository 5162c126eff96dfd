import { painPhrase } from '../rules-engine/pain-phrase';
import { percentOf } from '../spanish/count';
import type { ContentFacts } from './facts';
import { objectionName } from './objection-voice';
import { publishablePain } from './publishable-pain';

// A claim that one objection or pain leads the others: it must name the one that does.
const SUPERLATIVE =
  /\bm[aá]s (repetid[oa]s?|com[uú]n(es)?|frecuentes?|mencionad[oa]s?|habitual(es)?)\b|\b(que )?m[aá]s se repiten?\b|\bse repiten? m[aá]s\b|\b(lo|el|la) que m[aá]s nos (comentan|escriben|dicen|preguntan)\b|\bprincipal(es)? (objeci[oó]n|objeciones|dolor|dolores|queja|quejas|preocupaci[oó]n|duda|dudas|miedo|barrera|freno)\b/iu;
// A number of comments (or of the people who wrote them), with the whole when one is given.
const COUNTED =
  /\b(\d[\d,.]*) (?:de (\d[\d,.]*) )?(?:comentarios?|personas?|clientes?|mensajes?|opiniones?|reseñas?)\b/giu;
const PERCENT = /(\d[\d,.]*)\s?%/gu;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const numberIn = (digits: string) => Number(digits.replace(/[,.]/g, ''));

/**
 * The business's answer wherever copy repeats it: in any case, with its spacing and closing
 * stop as copy writes them ('pagos a 6 meses' is said as 'Pagos a 6 meses.').
 */
function asWritten(answer: string): RegExp {
  const words = answer
    .trim()
    .replace(/[.!?…]$/u, '')
    .split(/\s+/u)
    .map((word) => word.replace(/[\\^$.*+?()[\]{}|]/gu, '\\$&'));
  return new RegExp(words.join('\\s+'), 'giu');
}

/** Every string in a generated value (a pack, an idea), for checking. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The names a sentence may give the leading objections and pains, folded. */
function leaderNames(facts: ContentFacts): string[] {
  const most = <T extends { comments: number }>(list: readonly T[]) =>
    list.filter((item) => item.comments === list[0]?.comments);
  const leading = most(facts.objections);
  // A pain leads only within the leading objection: a fee of 10 comments is not what is repeated
  // most when 17 are about time.
  const leadingTags = new Set<string>(leading.map(({ tag }) => tag));
  return [
    ...leading.flatMap(({ tag }) => [tag, objectionName(tag).head]),
    ...most(facts.pains.filter(({ tag }) => leadingTags.has(tag))).flatMap(({ label, tag }) => [
      label,
      painPhrase(label, tag).head,
      publishablePain(painPhrase(label, tag), tag).head,
    ]),
  ].map(fold);
}

/**
 * The statements of fact in `texts` that the counted facts contradict, each as a reason; empty
 * when every one holds. A superlative ('la objeción más repetida', 'el dolor más común') must
 * name the leading objection or pain; a count of comments must be one the facts hold, out of
 * the analysed total; a percentage must be the share of one of them. Customers' quotes («…»)
 * are their words, not claims, and the business's answers repeated word for word are its own
 * claims: neither is checked.
 *
 * @example contradictedFacts(['El miedo es la objeción más repetida.'], facts)
 * // ['"El miedo es la objeción más repetida." names no leading objection or pain']
 */
export function contradictedFacts(texts: readonly string[], facts: ContentFacts): string[] {
  const total = facts.analysedComments;
  const counts = new Set([
    total,
    ...facts.objections.map((item) => item.comments),
    ...facts.pains.map((item) => item.comments),
  ]);
  const shares = new Set([...counts].map((part) => percentOf(part, total)));
  const leaders = leaderNames(facts);
  const ownClaims = Object.values(facts.answers ?? {}).map(asWritten);
  const reasons: string[] = [];
  for (const text of texts) {
    const claims = ownClaims.reduce(
      (rest, own) => rest.replace(own, ''),
      text.replace(/«[^»]*»/gu, '«»'),
    );
    for (const sentence of claims.split(/(?<=[.!?;\n])\s*/u)) {
      if (SUPERLATIVE.test(sentence) && !leaders.some((name) => fold(sentence).includes(name))) {
        reasons.push(`"${sentence.trim()}" names no leading objection or pain`);
      }
      for (const [, part = '', whole] of sentence.matchAll(COUNTED)) {
        if (!counts.has(numberIn(part)) || (whole !== undefined && numberIn(whole) !== total)) {
          reasons.push(`"${sentence.trim()}" states a count the data does not hold`);
        }
      }
      for (const [, digits = ''] of sentence.matchAll(PERCENT)) {
        // '25%', '25.4%' or Spanish '25,4 %'.
        const value = Math.round(Number(digits.replace(',', '.')));
        // A model may round a share the other way: one point either side still holds.
        if (![value - 1, value, value + 1].some((candidate) => shares.has(candidate))) {
          reasons.push(`"${sentence.trim()}" states a share the data does not hold`);
        }
      }
    }
  }
  return reasons;
}
