import { type Fragment, grammatical } from './fragment';

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

/** Four forms of a word that agrees with a noun phrase, by gender and number. */
export interface Inflections {
  readonly masculine: string;
  readonly feminine: string;
  readonly masculinePlural: string;
  readonly femininePlural: string;
}

/**
 * The form of `forms` that agrees with `phrase`.
 *
 * @example inflect(nounPhrase('las dudas'), DEFINITE) // 'las'
 */
export function inflect(phrase: NounPhrase, forms: Inflections): Fragment {
  const plural = phrase.number === 'plural';
  const form =
    phrase.gender === 'masculine'
      ? plural
        ? forms.masculinePlural
        : forms.masculine
      : plural
        ? forms.femininePlural
        : forms.feminine;
  return grammatical(form);
}

/**
 * A word that agrees in number only (a verb, an invariable adjective).
 *
 * @example agree(nounPhrase('los honorarios'), 'pesa', 'pesan') // 'pesan'
 */
export function agree(phrase: NounPhrase, singular: string, plural: string): Fragment {
  return grammatical(phrase.number === 'plural' ? plural : singular);
}

/** An adjective ending in -o/-a, in the form that agrees: adjective(phrase, 'repetid') → 'repetidas'. */
export function adjective(phrase: NounPhrase, stem: string): Fragment {
  return inflect(phrase, {
    masculine: `${stem}o`,
    feminine: `${stem}a`,
    masculinePlural: `${stem}os`,
    femininePlural: `${stem}as`,
  });
}

const DEFINITE: Inflections = {
  masculine: 'el',
  feminine: 'la',
  masculinePlural: 'los',
  femininePlural: 'las',
};
const INDEFINITE: Inflections = {
  masculine: 'un',
  feminine: 'una',
  masculinePlural: 'unos',
  femininePlural: 'unas',
};
const DEMONSTRATIVE: Inflections = {
  masculine: 'este',
  feminine: 'esta',
  masculinePlural: 'estos',
  femininePlural: 'estas',
};
const POSSESSIVE: Inflections = {
  masculine: 'tu',
  feminine: 'tu',
  masculinePlural: 'tus',
  femininePlural: 'tus',
};

const withHead = (determiner: Fragment, phrase: NounPhrase) =>
  grammatical(`${determiner} ${phrase.head}`);

/** The phrase with its definite article: 'el miedo a la anestesia'. */
export function definite(phrase: NounPhrase): Fragment {
  return withHead(inflect(phrase, DEFINITE), phrase);
}

/** The phrase with its indefinite article: 'una clínica estética'. */
export function indefinite(phrase: NounPhrase): Fragment {
  return withHead(inflect(phrase, INDEFINITE), phrase);
}

/** The phrase after "este/esta/estos/estas": 'esta clínica'. */
export function demonstrative(phrase: NounPhrase): Fragment {
  return withHead(inflect(phrase, DEMONSTRATIVE), phrase);
}

/** The phrase as the reader's own ("tu/tus"): 'tu tratamiento', 'tus dudas'. */
export function possessive(phrase: NounPhrase): Fragment {
  return withHead(inflect(phrase, POSSESSIVE), phrase);
}

/** "de" and the definite article, contracted where Spanish requires it: 'del precio', 'de la clínica'. */
export function ofDefinite(phrase: NounPhrase): Fragment {
  return contract('de', phrase);
}

/** "a" and the definite article, contracted where Spanish requires it: 'al precio', 'a las dudas'. */
export function toDefinite(phrase: NounPhrase): Fragment {
  return contract('a', phrase);
}

function contract(preposition: 'a' | 'de', phrase: NounPhrase): Fragment {
  const article = definite(phrase);
  if (phrase.gender === 'masculine' && phrase.number === 'singular') {
    return grammatical(`${preposition === 'a' ? 'al' : 'del'} ${phrase.head}`);
  }
  return grammatical(`${preposition} ${article}`);
}
