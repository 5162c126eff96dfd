import { foldAccents } from './fold-accents';

// Nouns that end as an infinitive or a stressed past or future does, common in comments.
const NOUNS_LIKE_VERBS = new Set(
  (
    'lugar hogar dolar celular bienestar familiar azucar collar militar bar mar par pilar ' +
    'mujer taller poder alquiler cancer placer deber caracter chofer lider poster master ' +
    'trailer sueter ser elixir porvenir cafe bebe comite pure menu buro mama papa sofa azar ayer'
  ).split(' '),
);

const INFINITIVE = /(?:ar|er|ir)(?:me|te|se|lo|la|le|nos|los|las|les)?$/u;
const WITH_CLITIC = /(?:ar|er|ir|ando|iendo)(?:me|te|se|lo|la|le|nos|los|las|les)$/u;
const GERUND = /(?:ando|iendo)$/u;
// A pronoun before 'la', 'lo', 'las' or 'los' makes them pronouns too: 'me la juego'.
const CLITICS = new Set(['me', 'te', 'se', 'nos', 'le', 'les']);
const ARTICLE_OR_PRONOUN = new Set(['la', 'lo', 'las', 'los']);
// After these, 'la' or 'lo' stands for something already named: 'no la necesito', 'quién la
// traduce', 'ya lo tengo'. Articles rarely follow them.
const BEFORE_A_PRONOUN = new Set(['no', 'yo', 'ya', 'quien', 'nunca', 'tambien', 'nadie']);
// The feminine nouns in -o: after 'la', any other word in -o is a verb said by 'yo' ('si la
// pido como residente', 'la dejo para después').
const FEMININE_IN_O = new Set(
  'mano foto moto radio libido modelo testigo piloto disco polio'.split(' '),
);
// 'haré', 'pagué', 'llegó', 'pagarás': a stressed last vowel after a consonant.
const STRESSED_ENDING = /[^aeiouáéíóú][éóá]s?$/u;
// After 'la' or 'lo', a word that ends as a verb said of 'ellos' or a wish does ('la ponen', 'la
// prueben'), as one said by 'nosotros' ('la renovamos': no noun after 'la' is plural) or as an
// unaccented future ('la dejare') is that verb, but for these nouns.
const PRONOUN_VERB_ENDING = /(?:an|en|os|are|ere|ire)$/u;
const NOUNS_IN_N = new Set(
  (
    'imagen orden margen virgen sarten joven origen examen volumen resumen regimen dictamen ' +
    'certamen abdomen germen polen plan huracan capitan volcan'
  ).split(' '),
);
// An adverb ('exactamente', 'realmente') names no thing, whatever comes before it.
const ADVERB_IN_MENTE = /.{3}mente$/u;

/**
 * Whether `word`, written after `twoBefore` and `before` ("el comprar", "al meterme", "los
 * toma", "los haré", "me la juego"), is a verb rather than the noun an article or preposition
 * usually announces. A heuristic without a dictionary: infinitives, gerunds and clitic forms,
 * stressed past and future endings, a singular word after 'los'/'las' (a pronoun then: "se los
 * toma"), a word in -as after 'la' or 'lo' ('la recomiendas') or in -o after 'la' ('la pido'),
 * in -an, -en, -os or an unaccented future after them ('la ponen', 'la renovamos'), any word
 * after two pronouns or after 'no la', 'ya lo', 'quién la', and adverbs in -mente.
 */
export function looksLikeVerb(word: string, before: string, twoBefore = ''): boolean {
  const lower = word.toLowerCase();
  const plain = foldAccents(lower);
  if (ARTICLE_OR_PRONOUN.has(before)) {
    const first = foldAccents(twoBefore.toLowerCase());
    if (CLITICS.has(first) || BEFORE_A_PRONOUN.has(first)) return true;
  }
  if (ADVERB_IN_MENTE.test(plain)) return true;
  if (NOUNS_LIKE_VERBS.has(plain)) return false;
  if (WITH_CLITIC.test(plain) || GERUND.test(plain) || STRESSED_ENDING.test(lower)) return true;
  if ((before === 'los' || before === 'las') && !plain.endsWith('s')) return true;
  // And a plural-looking word after 'la' or 'lo' is a verb said to 'tú': 'la recomiendas', 'lo
  // pagas' (no singular noun of five letters or more ends in -as).
  if ((before === 'la' || before === 'lo') && plain.length >= 5 && plain.endsWith('as')) {
    return true;
  }
  if (before === 'la' && plain.length >= 4 && plain.endsWith('o') && !FEMININE_IN_O.has(plain)) {
    return true;
  }
  if (
    (before === 'la' || before === 'lo') &&
    plain.length >= 5 &&
    PRONOUN_VERB_ENDING.test(plain) &&
    !NOUNS_IN_N.has(plain)
  ) {
    return true;
  }
  return plain.length > 3 && INFINITIVE.test(plain);
}
