/** Grammatical gender of a Spanish noun phrase. */
export type Gender = 'masculine' | 'feminine';
/** Grammatical number of a Spanish noun phrase. */
export type GrammaticalNumber = 'singular' | 'plural';

type Article = 'el' | 'la' | 'los' | 'las';

/**
 * A Spanish noun phrase that knows its gender and number, so a sentence can put the right
 * article, contraction ('del', 'al') and agreement around it. Only `nounPhrase` makes one: a raw
 * string (a stored label, a comment) cannot fill a slot that asks for a noun phrase.
 */
export interface NounPhrase {
  readonly kind: 'noun-phrase';
  /** The phrase without its article: 'miedo a que algo salga mal'. */
  readonly head: string;
  readonly gender: Gender;
  readonly number: GrammaticalNumber;
}

const ARTICLES: Readonly<Record<Article, Pick<NounPhrase, 'gender' | 'number'>>> = {
  el: { gender: 'masculine', number: 'singular' },
  la: { gender: 'feminine', number: 'singular' },
  los: { gender: 'masculine', number: 'plural' },
  las: { gender: 'feminine', number: 'plural' },
};

/**
 * A noun phrase written with its definite article, which gives its gender and number.
 *
 * @example nounPhrase('las fotos editadas') // { head: 'fotos editadas', gender: 'feminine', number: 'plural' }
 */
export function nounPhrase(withArticle: `${Article} ${string}`): NounPhrase {
  const space = withArticle.indexOf(' ');
  const article = withArticle.slice(0, space) as Article;
  return { kind: 'noun-phrase', head: withArticle.slice(space + 1), ...ARTICLES[article] };
}

/** The phrase with its definite article: 'el miedo a la anestesia'. */
export function definite(phrase: NounPhrase): string {
  const article =
    phrase.number === 'singular'
      ? phrase.gender === 'masculine'
        ? 'el'
        : 'la'
      : phrase.gender === 'masculine'
        ? 'los'
        : 'las';
  return `${article} ${phrase.head}`;
}
