import { foldAccents } from './fold-accents';

// Nouns that end as an infinitive or a stressed past or future does, common in comments.
const NOUNS_LIKE_VERBS = new Set(
  (
    'lugar hogar dolar celular bienestar familiar azucar collar militar bar mar par pilar ' +
    'mujer taller poder alquiler cancer placer deber caracter chofer lider poster master ' +
    'trailer sueter ser elixir porvenir cafe bebe comite pure menu buro mama papa sofa'
  ).split(' '),
);

const INFINITIVE = /(?:ar|er|ir)(?:me|te|se|lo|la|le|nos|los|las|les)?$/u;
const WITH_CLITIC = /(?:ar|er|ir|ando|iendo)(?:me|te|se|lo|la|le|nos|los|las|les)$/u;
const GERUND = /(?:ando|iendo)$/u;
// 'haré', 'pagué', 'llegó', 'pagarás': a stressed last vowel after a consonant.
const STRESSED_ENDING = /[^aeiouáéíóú][éóá]s?$/u;

/**
 * Whether `word`, written after `before` ("el comprar", "al meterme", "los toma", "los haré"),
 * is a verb rather than the noun an article or preposition usually announces. A heuristic
 * without a dictionary: infinitives, gerunds and clitic forms, stressed past and future
 * endings, and a singular word after 'los'/'las' (a pronoun then: "se los toma").
 */
export function looksLikeVerb(word: string, before: string): boolean {
  const lower = word.toLowerCase();
  const plain = foldAccents(lower);
  if (NOUNS_LIKE_VERBS.has(plain)) return false;
  if (WITH_CLITIC.test(plain) || GERUND.test(plain) || STRESSED_ENDING.test(lower)) return true;
  if ((before === 'los' || before === 'las') && !plain.endsWith('s')) return true;
  return plain.length > 4 && INFINITIVE.test(plain);
}
