import { createRequire } from 'node:module';
import { boundedMemo } from './bounded-memo';
import { type ClauseMap, mapClauses } from './clauses';
import { customerTurns } from './customer-turns';
import { tagObjection } from './objection-tagger';
import { industryContext } from './industry-context';
import { OBJECTION_WORDS, PAIN_CONCEPTS, WRITTEN_ONLY } from './lexicon/pain-concepts';
import { isEmojiWord } from './lexicon/emoji';
import { foldAccents } from '../spanish/fold-accents';
import { concreteFacets, facetLabel, isWaiting, mainPainLabel } from './pain-facet-labels';
import { weighAndLink } from './learned/pain-links';
import { stemsOf } from './stem';
import { looksLikeVerb } from '../spanish/verb-form';
import { isHealthCondition } from '../spanish/health-conditions';
import { isPersonWord } from '../spanish/people-words';
import type { ObjectionTag } from './taxonomy';
import { type Token, tokenise } from './tokenise';

/** A word a pain's label can be made of, with the article its comments gave it. */
export interface NounUse {
  /** The word as the person wrote it, lower case: "inscripción". */
  readonly word: string;
  /** The article before it, possessives as 'su'/'sus', undefined when none was written. */
  readonly article: 'el' | 'la' | 'los' | 'las' | 'su' | 'sus' | undefined;
  /** An article, possessive or preposition came before it and it is no verb: a noun. */
  readonly determined: boolean;
  /** A word of need was written beside it, in its clause: 'no me hace falta el crédito'. */
  readonly saidUnneeded?: boolean;
}

/**
 * What a comment says beyond its objection's own words: the terms it is clustered on (a unit
 * vector), and the words a cluster's label can be made of. Empty when it says nothing more
 * ("muy caro"), so it joins its objection's usual pain.
 */
export interface PainTerms {
  readonly vector: ReadonlyMap<string, number>;
  /** The terms of `vector` the comment wrote itself (not linked), as weighed there: its name. */
  readonly own: ReadonlyMap<string, number>;
  /** Term → the words it was written as in this comment. */
  readonly nouns: ReadonlyMap<string, NounUse>;
  /** A time objection about how long something takes ('tarda', 'llevo meses'), not lack of time. */
  readonly waits?: boolean;
}

// stopwords-iso ships one JSON file; require keeps it out of the ESM JSON-import syntax.
const stopwordsIso = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;

// Words any comment may use whatever its pain: stop words, fillers, verbs of saying and
// wanting, time adverbs, evaluations. They tell nothing about which pain it is.
const GENERIC_WORDS = new Set(
  [
    ...(stopwordsIso.es ?? []),
    ...(stopwordsIso.en ?? []),
    ...(
      'cosa cosas gente persona personas algo vez veces bien mal bueno buena buenos buenas mejor ' +
      'peor verdad pues asi tal creo siento pienso quiero quisiera puedo podria hacer hago hace ' +
      'tener tengo tiene dice dicen decir ver veo saber sabe mucho mucha muchos muchas poco poca ' +
      'pocos nada todo toda todos nunca siempre ahora hoy despues luego aun todavia jaja gracias ' +
      'favor hola info informacion servicio servicios empresa producto realmente igual claro ' +
      'parece osea neta bro amiga amigo alguien ustedes usted tipo onda vale tio literal super ' +
      'muchisimo muchisima muchisimos muchisimas demasiado demasiada bastante solo sola tan tanto tanta caso serio seria sirve funciona ' +
      'necesito necesita necesitamos necesitan dar dan doy pasa paso vida mundo gusta gustaria encanta interesa interesante video post ' +
      // How people greet and address the business, whatever their pain.
      'tardes estimado estimada estimados estimadas licenciado licenciada saludos cordiales ' +
      'atentamente agradezco agradecida agradecido respeto ' +
      // Fillers and forms of address of one region or another, whatever the pain.
      'wey guey manches chido chida chidos canon ahorita ahoritita nomas orale andale chale porfa ' +
      'pana parce parcero che boludo boluda bacan chevere chimba berraco berraca po cachai weon huevon ' +
      'hostia joder mano manito compa carnal mija mijo lol omg btw tbh bro sis bestie'
    ).split(' '),
  ].map((word) => foldAccents(word).replace(/['’]/g, '')),
);

// A concept's word stands for its stem's other words too ('cuotas', 'mensuales'), unless the
// stem is this short: 'cera' and 'cero' share 'cer', and zero points are no waxing.
// Leave-one-recipe-out on the tuning batches, pairwise F1 and pains surfaced: 0.473 and 824 of
// 1,500 with every stem, 0.477 and 831 from four letters, 0.475 and 832 from five.
const MIN_CONCEPT_STEM = 4;

const writtenOnlyStems = new Set(WRITTEN_ONLY.map((word) => stemsOf(word).es));
const conceptOfKey = new Map<string, string>();
for (const group of PAIN_CONCEPTS) {
  const words = group.split(' ');
  for (const word of words) {
    conceptOfKey.set(word, words[0]!);
    const stem = stemsOf(word).es;
    if (stem.length >= MIN_CONCEPT_STEM && !writtenOnlyStems.has(stem)) {
      conceptOfKey.set(stem, words[0]!);
    }
  }
}

/** The term a word counts as: its concept when the lexicon names one, else its Spanish stem. */
function termOf(word: string): string {
  return conceptOfKey.get(word) ?? conceptOfKey.get(stemsOf(word).es) ?? stemsOf(word).es;
}

// A month is the monthly fee in a price objection ('lo que pago cada mes') and a stretch of time
// in any other ('a los tres meses ya no se notaba'): only there does it join the fee's concept.
const FEE_IN_PRICE_ONLY = new Set(['mes', 'meses']);

/** The term a word of a comment of objection `tag` counts as. */
function termIn(word: string, tag: ObjectionTag): string {
  return tag !== 'precio' && FEE_IN_PRICE_ONLY.has(word) ? stemsOf(word).es : termOf(word);
}

// An industry's own words ("clínica", "tratamiento", "abogado") are in every comment of it.
const industryTerms = boundedMemo((industry: string) => {
  const context = industryContext(industry);
  const words = foldAccents(
    `${industry} ${context.offer} ${context.provider} ${context.ofShortOffer}`,
  ).split(/[^\p{L}]+/u);
  return new Set(words.filter((word) => word.length > 2).map(termOf));
});

// Before a noun and rarely before anything else: a word after one of these names a thing.
const PREPOSITIONS = new Set(['de', 'a', 'por', 'para', 'con', 'sin', 'en', 'sobre', 'entre']);

const ARTICLES: Readonly<Record<string, NounUse['article']>> = {
  el: 'el',
  del: 'el',
  al: 'el',
  un: 'el',
  la: 'la',
  una: 'la',
  los: 'los',
  unos: 'los',
  las: 'las',
  unas: 'las',
  mi: 'su',
  tu: 'su',
  su: 'su',
  mis: 'sus',
  tus: 'sus',
  sus: 'sus',
};

// A concrete facet of the lexicon counts as much as a word: it joins paraphrases the lexicon
// knows without outvoting what else the comment says. Leave-one-recipe-out on the tuning
// batches of 56 recipes, pairwise F1 and pains surfaced (with terms weighed by how well they
// tell pains apart): 0.5 0.475, 870 of 1,680; 0.75 0.482, 929; 1 0.484, 925; 1.5 0.477, 918.
const FACET_WEIGHT = 1;
const MIN_WORD_LENGTH = 3;
// Verbs and adverbs vary more between paraphrases than the nouns they are about.
const UNDETERMINED_WEIGHT = 0.6;
// Whom a comment speaks of (the partner, the children) is not its pain, except in an objection
// about who decides: 'a mi esposo le dan miedo las agujas' and 'mi esposo dice que quedaría
// artificial' are two fears. Leave-one-recipe-out over 66 recipes, pairwise F1 and pains
// surfaced: tune 0.503, 1,106 of 1,980 at full weight, 0.505, 1,126 at 0.3 (couples' 2 → 22 of
// 30); held-out 0.485, 1,089 and 0.487, 1,105. Exempting time objections too (whose hours they
// go to) scored lower on the tuning batches of five recipes about families.
const PERSON_WEIGHT = 0.3;
// A patient's own illness ('con mi artritis', 'por el lupus') tells who speaks, not which pain,
// as little as the people of their life do.
const CONDITION_WEIGHT = 0.3;

// Words that say whether something is needed ('no necesito redes', 'el score no me hace falta',
// 'para qué quiero crédito'): a noun beside one is what the customer does without.
const NEED_WORDS = new Set(
  (
    'necesito necesita necesitamos necesitan necesitaria necesario necesaria falta hace hecho ' +
    'haga ocupo ocupa ocupamos sirve serviria importa aplica quiero querria need needs'
  ).split(' '),
);
const NEED_REACH = 4;

/** Whether a word of need stands within `NEED_REACH` tokens of token `at`, in its clause. */
function besideNeed(tokens: readonly Token[], clauseOf: readonly number[], at: number): boolean {
  for (let index = at - NEED_REACH; index <= at + NEED_REACH; index += 1) {
    const token = tokens[index];
    if (token === undefined || clauseOf[index] !== clauseOf[at]) continue;
    if (NEED_WORDS.has(foldAccents(token.word))) return true;
  }
  return false;
}

function isContentWord(token: Token): boolean {
  const { word } = token;
  return (
    !token.isNumber &&
    word.length >= MIN_WORD_LENGTH &&
    !GENERIC_WORDS.has(word) &&
    !isEmojiWord(word) &&
    word !== 'enlace_web' &&
    word !== 'mencion_usuario'
  );
}

// A long comment tells a story around its objection; the words of the sentences that voice it
// say what the pain is, the rest count this much.
const OFF_FOCUS_WEIGHT = 0.35;
const SENTENCE_END = /[.!?…\n]/;

/** The sentence number of each token. */
function sentencesOf(text: string, tokens: readonly Token[]): number[] {
  let sentence = 0;
  return tokens.map((token, index) => {
    const previous = tokens[index - 1];
    if (previous !== undefined && SENTENCE_END.test(text.slice(previous.end, token.start))) {
      sentence += 1;
    }
    return sentence;
  });
}

/**
 * How much each token's words count: fully in the sentences that voice the objection `tag`
 * (or in every sentence when none does, or there is one), less elsewhere.
 */
function focusOf(
  text: string,
  tokens: readonly Token[],
  clauses: ClauseMap,
  tag: ObjectionTag,
): number[] {
  const sentences = sentencesOf(text, tokens);
  const voicing = new Set(
    tagObjection(tokens, clauses, text)
      .evidence.filter((cue) => cue.tag === tag && cue.end - cue.start < tokens.length)
      .map((cue) => sentences[cue.start]),
  );
  if (voicing.size === 0 || new Set(sentences).size === 1) return tokens.map(() => 1);
  return sentences.map((sentence) => (voicing.has(sentence) ? 1 : OFF_FOCUS_WEIGHT));
}

const objectionTerms = new Map(
  Object.entries(OBJECTION_WORDS).map(
    ([tag, words]) => [tag, new Set(words.split(' ').map(termOf))] as const,
  ),
);

/**
 * What a short text is about, as a unit vector of its content words' terms (concepts of the
 * lexicon, else Spanish stems), without the words of objection `tag` when given (every cause of
 * a price objection speaks of price): for comparing what two people wrote in different words.
 */
export function meaningTerms(text: string, tag?: ObjectionTag): Map<string, number> {
  const voicing = tag === undefined ? undefined : objectionTerms.get(tag);
  const terms = new Set(
    tokenise(text)
      .filter(isContentWord)
      .map((token) => termOf(token.word))
      .filter((term) => !GENERIC_WORDS.has(term) && !voicing?.has(term)),
  );
  const weight = 1 / Math.sqrt(terms.size || 1);
  return new Map([...terms].map((term) => [term, weight] as const));
}

/**
 * The pain terms of a comment read as objection `tag` in `industry`, with the terms learned
 * links join its own to (`learned/pain-links.ts`: words other people used for the same pain).
 * `alsoSaid` adds the words of a label someone else gave it (an AI model's), so the model's
 * reading counts too.
 *
 * @example painTerms('te cobran la inscripción aparte', 'precio', 'Gimnasio').vector
 * // → Map { 'inscripcion' → 0.7, 'oculto' → 0.7 }
 */
export function painTerms(
  text: string,
  tag: ObjectionTag,
  industry: string,
  alsoSaid = '',
): PainTerms {
  const { weights, nouns, waits } = ownPainTerms(text, tag, industry, alsoSaid);
  const linked = weighAndLink(weights);
  const norm = Math.hypot(...linked.values());
  const vector = new Map([...linked].map(([term, weight]) => [term, weight / norm] as const));
  const own = new Map([...weights.keys()].map((term) => [term, vector.get(term)!] as const));
  return { vector, own, nouns, waits };
}

/**
 * The terms a comment itself wrote, before the learned links add their paraphrases: what
 * the links learn from (`eval/learned-counts.ts`).
 */
export function ownPainTerms(
  text: string,
  tag: ObjectionTag,
  industry: string,
  alsoSaid = '',
): { weights: Map<string, number>; nouns: Map<string, NounUse>; waits: boolean } {
  const weights = new Map<string, number>();
  const nouns = new Map<string, NounUse>();
  let waits = false;
  const skip = industryTerms(industry);
  const voicing = objectionTerms.get(tag);
  const read = (source: string, withFacets: boolean) => {
    const tokens = tokenise(source);
    const clauses = mapClauses(tokens);
    const focus = withFacets ? focusOf(source, tokens, clauses, tag) : tokens.map(() => 1);
    tokens.forEach((token, index) => {
      if (!isContentWord(token)) return;
      const term = termIn(token.word, tag);
      if (skip.has(term) || GENERIC_WORDS.has(term) || voicing?.has(term)) return;
      const before = tokens[index - 1]?.word ?? '';
      const article = Object.hasOwn(ARTICLES, before) ? ARTICLES[before] : undefined;
      const determined = article !== undefined || PREPOSITIONS.has(before);
      // A word written as a noun names a thing; a verb or adverb says how, which varies more.
      const weight =
        (determined ? 1 : UNDETERMINED_WEIGHT) *
        (focus[index] ?? 1) *
        (tag !== 'autoridad' && isPersonWord(token.word) ? PERSON_WEIGHT : 1) *
        (isHealthCondition(token.word) ? CONDITION_WEIGHT : 1);
      weights.set(term, Math.max(weights.get(term) ?? 0, weight));
      const seen = nouns.get(term);
      const twoBefore = tokens[index - 2]?.word ?? '';
      const written = source.slice(token.start, token.end);
      // Capitalised after a preposition, with no article: a place or a name ('pa Guanajuato');
      // or with a capitalised article inside a sentence: 'a Los Ángeles', 'de El Paso'.
      const capitalised = (at: number) => /^\p{Lu}/u.test(source.slice(tokens[at]!.start));
      const properName =
        index > 0 &&
        capitalised(index) &&
        (article === undefined || (index > 1 && capitalised(index - 1)));
      const named = determined && !properName && !looksLikeVerb(token.word, before, twoBefore);
      const saidUnneeded =
        (seen?.saidUnneeded ?? false) || (named && besideNeed(tokens, clauses.clauseOf, index));
      if (seen === undefined || (!seen.determined && named)) {
        const use = { word: written.toLowerCase(), article, determined: named };
        nouns.set(term, saidUnneeded ? { ...use, saidUnneeded } : use);
      } else if (saidUnneeded) {
        nouns.set(term, { ...seen, saidUnneeded });
      }
    });
    if (withFacets) {
      // The objection's usual facet in the industry is the objection itself, not one pain.
      const usual = mainPainLabel(tag, industry);
      const facets = concreteFacets(tokens, clauses, tag);
      waits = isWaiting(facets);
      for (const [facet, starts] of facets) {
        if (facetLabel(facet, industry) === usual) continue;
        // Named in a sentence that voices the objection, a facet is the pain; in the story
        // around it, as much as any word there.
        const weight = Math.max(...starts.map((start) => focus[start] ?? 1));
        weights.set(`faceta:${facet}`, FACET_WEIGHT * weight);
      }
    }
  };
  // A call written up turn by turn: the business's turns speak of its offer, not of the pain.
  // On the call transcripts' batches, learned without them, pains surfaced 9 → 15 of 30 (tune)
  // and 2 → 14 (held-out); over all 66 recipes pairwise F1 0.505 → 0.504 (tune), 0.487 → 0.488.
  read(customerTurns(text), true);
  if (alsoSaid.trim() !== '') read(alsoSaid, false);
  return { weights, nouns, waits };
}
