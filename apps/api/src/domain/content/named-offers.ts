import type { IndustryKind } from '../industry-kind';
import { type NounPhrase, nounPhrase } from '../spanish/noun-phrase';

/** A thing a business sells, as its customers write it, and the phrase copy names it with. */
interface NamedOffer {
  readonly written: RegExp;
  readonly phrase: NounPhrase;
}

const offer = (written: RegExp, phrase: NounPhrase): NamedOffer => ({ written, phrase });

// What customers of a clinic call the treatment they ask about; copy names it that way rather
// than 'el tratamiento' when they do. Only words a Spanish dictionary knows: copy is checked.
const CLINIC: readonly NamedOffer[] = [
  offer(/\bb[oó]tox\b/iu, nounPhrase('el bótox')),
  offer(/\bl[aá]ser\b/iu, nounPhrase('el láser')),
  offer(/\brellenos?\b|\bhialur[oó]nico\b/iu, nounPhrase('el relleno')),
  offer(/\bdepilaci[oó]n\b/iu, nounPhrase('la depilación')),
  offer(/\blimpiezas? facial(es)?\b/iu, nounPhrase('la limpieza facial')),
  offer(/\bhilos tensores\b/iu, nounPhrase('los hilos tensores')),
];

// Services of trades outside the fixed industries, named the same in any of them.
const ANY_TRADE: readonly NamedOffer[] = [
  offer(/\bblanqueamientos?\b/iu, nounPhrase('el blanqueamiento')),
  offer(/\bortodoncia\b/iu, nounPhrase('la ortodoncia')),
  offer(/\bimplantes?\b/iu, nounPhrase('los implantes')),
  offer(/\blimpiezas? dental(es)?\b/iu, nounPhrase('la limpieza dental')),
  offer(/\bmembres[ií]as?\b/iu, nounPhrase('la membresía')),
  offer(/\bclases\b/iu, nounPhrase('las clases')),
  offer(/\bentrenamientos?\b|\bentrenador(a|es)? personal\b/iu, nounPhrase('el entrenamiento')),
  offer(/\bcursos?\b/iu, nounPhrase('el curso')),
];

const BY_KIND: Partial<Record<IndustryKind, readonly NamedOffer[]>> = {
  estetica: CLINIC,
  generica: ANY_TRADE,
};

/** Named by at least this many comments: one comment's word is not how the audience speaks. */
const MIN_COMMENTS = 2;
/** How many of the names the comments use take turns in copy, at most. */
const MOST_NAMED = 3;

/**
 * The offers the comments name, most named first (at most three, each named by two comments or
 * more): 'el láser', 'el bótox' for a clinic whose comments ask about them.
 */
export function namedOffers(kind: IndustryKind, texts: readonly string[]): NounPhrase[] {
  return (BY_KIND[kind] ?? [])
    .map(({ written, phrase }) => ({
      phrase,
      comments: texts.filter((text) => written.test(text)).length,
    }))
    .filter(({ comments }) => comments >= MIN_COMMENTS)
    .sort((a, b) => b.comments - a.comments)
    .slice(0, MOST_NAMED)
    .map(({ phrase }) => phrase);
}
