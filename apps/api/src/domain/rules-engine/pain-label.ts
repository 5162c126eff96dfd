import { foldAccents } from '../spanish/fold-accents';
import { withWrittenAccents } from '../spanish/written-accents';
import { isNeverTheSubject } from '../spanish/never-the-subject';
import { isPersonWord, isSpanishPersonWord } from '../spanish/people-words';
import { isFeminineNoun } from '../spanish/noun-gender';
import { type NounPhrase, nounPhrase } from '../spanish/noun-phrase';
import type { NounUse } from './pain-terms';
import type { ObjectionTag } from './taxonomy';

type Article = 'el' | 'la' | 'los' | 'las';

/** A word of the comments with the article that goes with it. */
interface Noun {
  readonly word: string;
  /** 'el'/'la'/'los'/'las', or 'su'/'sus' as the comments wrote it ("mi esposo" → "su esposo"). */
  readonly article: Exclude<NounUse['article'], undefined>;
  readonly feminine: boolean;
  readonly plural: boolean;
}

/** Gender and number read off the article when the comments wrote one, else off the ending. */
function nounOf({ word, article }: NounUse): Noun {
  const plain = foldAccents(word);
  const plural =
    article === 'los' || article === 'las' || article === 'sus'
      ? true
      : article === undefined
        ? // A stressed last syllable before the 's' is a singular: 'inglés', 'país', 'estrés'.
          /[^aeiouú]s$|[aeo]s$/u.test(plain) && plain.length > 4 && !/[áéíóú]s$/u.test(word)
        : false;
  const feminine =
    article === 'la' || article === 'las'
      ? true
      : article === 'el' || article === 'los'
        ? false
        : isFeminineNoun(plain);
  const definite: Article = feminine ? (plural ? 'las' : 'la') : plural ? 'los' : 'el';
  return { word, article: article ?? definite, feminine, plural };
}

// Months take no article: 'esperar a diciembre', not 'esperar al diciembre'.
const MONTHS = new Set(
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre'.split(
    ' ',
  ),
);
const withArticle = (noun: Noun) => `${noun.article} ${noun.word}`;
/** `noun` after 'de' or 'a', contracted with 'el' ('del', 'al'). */
const after =
  (preposition: 'de' | 'a', contracted: 'del' | 'al') =>
  (noun: Noun): string =>
    MONTHS.has(noun.word)
      ? `${preposition} ${noun.word}`
      : noun.article === 'el'
        ? `${contracted} ${noun.word}`
        : `${preposition} ${withArticle(noun)}`;
const afterDe = after('de', 'del');
const afterA = after('a', 'al');
const agreeing = (noun: Noun, stem: string) =>
  `${noun.word} ${stem}${noun.feminine ? 'a' : 'o'}${noun.plural ? 's' : ''}`;

// A fear named after a part of the body, money, a living or what a treatment treats is a fear
// for it, not of it: 'miedo a dañar la cara', not 'miedo a la cara'; 'miedo a perder el dinero',
// not 'miedo al dinero'; 'miedo a empeorar el acné', not 'miedo al acné'.
const FEARED = new Map<string, string>([
  ...'cara rostro piel labios labio boca nariz ojos ojo ojeras parpados cejas pestanas cuello manos piernas cuerpo pelo cabello dientes encias'
    .split(' ')
    .map((word) => [word, 'a dañar'] as const),
  // What one lives on: 'miedo a perder el sueldo', not 'miedo al sueldo'.
  ...'dinero plata lana ahorros inversion sueldo sueldos salario ingreso ingresos trabajo empleo chamba casa negocio clientes'
    .split(' ')
    .map((word) => [word, 'a perder'] as const),
  // What a treatment treats: the fear is that it gets worse ('fui por el acné y me dejaron peor').
  // An illness too: 'si me toca el placebo, mi diabetes sigue empeorando'.
  ...(
    'acne manchas arrugas celulitis ojeras flacidez cicatrices estrias asma artritis diabetes ' +
    'migrana migranas colesterol lupus tiroides hipertension ansiedad depresion insomnio'
  )
    .split(' ')
    .map((word) => [word, 'a empeorar'] as const),
]);

// The fears of `FEARED` that are about what is the customer's own: their body, what it has.
const OWN = new Set<string | undefined>(['a dañar', 'a empeorar']);

/** What the customer has: what they wrote with 'mi', a part of their body, what it suffers. */
const isTheirs = ({ word, article }: { word: string; article?: NounUse['article'] }) =>
  article === 'su' || article === 'sus' || OWN.has(FEARED.get(foldAccents(word)));

// What a customer says they already have enough of: 'ya tiene clientes', not 'clientes
// innecesarios', which says the opposite of 'los clientes me llegan por recomendación'.
const ALREADY_HAS = new Set(
  (
    'clientes clientas trabajo empleo chamba agenda recomendaciones referidos referencias ' +
    'seguro doctor medico contador abogado'
  ).split(' '),
);

// How each objection names a pain after the thing its comments talk about: "costo de la
// inscripción", "miedo a las agujas", "decisión de su esposo". Two to five words.
const FRAMES: Readonly<Record<Exclude<ObjectionTag, 'otro'>, (noun: Noun) => string>> = {
  // What a treatment treats costs as its treatment: 'costo de tratar la celulitis'.
  precio: (noun) =>
    FEARED.get(foldAccents(noun.word)) === 'a empeorar'
      ? `costo de tratar ${withArticle(noun)}`
      : `costo ${afterDe(noun)}`,
  confianza: (noun) => `desconfianza por ${withArticle(noun)}`,
  resultados: (noun) => `dudas sobre ${withArticle(noun)}`,
  tiempo: (noun) => `tiempo por ${withArticle(noun)}`,
  urgencia: (noun) => `esperar ${afterA(noun)}`,
  // What the person has ('mi piel', 'mi negocio') is what they are content with, not what is
  // unneeded: 'conforme con su piel', not 'piel innecesaria'.
  // A part of the body, or what a treatment treats, is theirs too: 'conforme con sus arrugas'.
  necesidad: (noun) =>
    ALREADY_HAS.has(foldAccents(noun.word))
      ? `ya tiene ${noun.word}`
      : isTheirs(noun)
        ? `conforme con ${noun.plural ? 'sus' : 'su'} ${noun.word}`
        : agreeing(noun, 'innecesari'),
  competencia: (noun) => `preferencia por ${withArticle(noun)}`,
  autoridad: (noun) => `decisión ${afterDe(noun)}`,
  miedo: (noun) => {
    const harm = FEARED.get(foldAccents(noun.word));
    return harm === undefined ? `miedo ${afterA(noun)}` : `miedo ${harm} ${withArticle(noun)}`;
  },
  complejidad: (noun) => agreeing(noun, 'complicad'),
};

// The leading words a label may be named after: past these, a word is too rare to name it.
const CANDIDATE_TERMS = 3;

// Money is what a fear of losing is about ('miedo a perder el dinero'), never what costs too
// much or what a doubt is about ('costo de la lana', 'costo del monto').
const MONEY = new Set(
  'lana plata dinero bolsillo dolar dolares peso pesos mitad quincena presupuesto varo feria monto montos cantidad suma guita pisto billete billetes lucas chavos baros biyuyo'.split(
    ' ',
  ),
);
// Who else decides, besides the people of `isPersonWord`: 'decisión de su cardiólogo', not 'de la limpieza'.
const DECIDERS = new Set(
  (
    'socio socia socios banco seguro aseguradora insurance doctor doctora doc medico medica ' +
    'cardiologo dermatologo dermatologa abogado abogada contador contadora empresa esposos hermanos ' +
    'comite junta gerente dueno duena'
  ).split(' '),
);

function canName(tag: ObjectionTag, word: string, waits: boolean): boolean {
  const plain = foldAccents(word);
  // A symbol is no name ('$ innecesario'), and a month is a stretch of time except as the
  // date a decision waits for: 'esperar a diciembre', not 'tiempo por el abril'.
  if (!/\p{L}/u.test(plain) || isNeverTheSubject(plain)) return false;
  if (MONTHS.has(plain)) return tag === 'urgencia';
  if (MONEY.has(plain)) return tag === 'miedo';
  if (tag === 'autoridad') return isSpanishPersonWord(plain) || DECIDERS.has(plain);
  // An insurer, a bank or a doctor is someone else the customer deals with, not what costs
  // too much: 'costo de la aseguradora' named a public adjuster's fee.
  // Nor what is complicated: 'doctor complicado' says the doctor is a difficult person.
  if ((tag === 'precio' || tag === 'complejidad') && DECIDERS.has(plain)) return false;
  // People are whom a decision waits for, or whose hours a lack of time goes to ('tiempo por
  // la hija'), but not what is feared or doubted ('miedo a sus hermanas' is what they would
  // say) nor what a slow process is waited for.
  return (tag === 'tiempo' && !waits) || !isPersonWord(plain);
}

/**
 * Whether this use of a word can name a need objection's pain: what the customer has is what
 * they are content with ('conforme con su piel'), but a thing is unneeded ('redes innecesarias')
 * only where a comment said so beside it. 'efectivo innecesario' named 'me pagan en efectivo,
 * para qué voy a hacer taxes', 'artritis innecesaria' a comment that has arthritis.
 */
function canNameUse(tag: ObjectionTag, use: NounUse): boolean {
  if (tag !== 'necesidad') return true;
  return ALREADY_HAS.has(foldAccents(use.word)) || isTheirs(use) || use.saidUnneeded === true;
}

/** The most frequent of the ways a word was written, articles first. */
function mostUsed(uses: readonly NounUse[]): NounUse {
  const counted = new Map<string, { use: NounUse; count: number }>();
  for (const use of uses) {
    const key = `${use.article ?? ''} ${use.word}`;
    const seen = counted.get(key);
    counted.set(key, { use, count: (seen?.count ?? 0) + 1 });
  }
  return [...counted.values()].sort(
    (a, b) =>
      Number(b.use.article !== undefined) - Number(a.use.article !== undefined) ||
      b.count - a.count ||
      a.use.word.localeCompare(b.use.word),
  )[0]!.use;
}

/**
 * The label of a new pain cluster, named after what its comments talk about: of its leading
 * terms (most voiced first), the first its comments wrote as a noun (after an article), else
 * the leading one. Undefined when its comments have no words to name it by.
 *
 * @example painLabel('miedo', [[{ word: 'agujas', article: 'las' }]]) // 'miedo a las agujas'
 */
export function painLabel(
  tag: Exclude<ObjectionTag, 'otro'>,
  termUses: readonly (readonly NounUse[])[],
  { waits = false }: { waits?: boolean } = {},
): string | undefined {
  const uses = termUses
    .map((written) =>
      written.filter((use) => canName(tag, use.word, waits) && canNameUse(tag, use)),
    )
    .slice(0, CANDIDATE_TERMS)
    .find((written) => written.some((use) => use.determined));
  if (uses === undefined) return undefined;
  const chosen = mostUsed(uses.filter((use) => use.determined));
  const noun = nounOf({ ...chosen, word: accented(chosen.word, uses) });
  // How long something takes is a wait for it ('espera por la preaprobación'), not a lack of
  // time because of it ('tiempo por la preaprobación').
  return tag === 'tiempo' && waits ? `espera por ${withArticle(noun)}` : FRAMES[tag](noun);
}

/**
 * `word` with its accents: as a comment wrote them ('inscripción', not 'inscripcion'), else as
 * Spanish spelling gives them to a word written without ('cedula' is 'cédula').
 */
function accented(word: string, uses: readonly NounUse[]): string {
  const plain = foldAccents(word);
  const written = uses.find((use) => use.word !== plain && foldAccents(use.word) === plain)?.word;
  return written ?? (word === plain ? withWrittenAccents(word) : word);
}

type WithArticle = Parameters<typeof nounPhrase>[0];

// How a sentence names the pain of a label `FRAMES` wrote, by the frame's head: "costo de la
// inscripción" is "el costo de la inscripción", "tiempo por el trabajo" is "la falta de tiempo
// por el trabajo". The frames of a verb or an adjective name no noun phrase of their own.
const PHRASES: Readonly<Partial<Record<ObjectionTag, (label: string) => string | undefined>>> = {
  precio: (label) => (/^costo de/u.test(label) ? `el ${label}` : undefined),
  confianza: (label) => (label.startsWith('desconfianza por ') ? `la ${label}` : undefined),
  resultados: (label) => (label.startsWith('dudas sobre ') ? `las ${label}` : undefined),
  tiempo: (label) =>
    label.startsWith('tiempo por ')
      ? `la falta de ${label}`
      : label.startsWith('espera por ')
        ? `la ${label}`
        : undefined,
  competencia: (label) => (label.startsWith('preferencia por ') ? `la ${label}` : undefined),
  autoridad: (label) => (/^decisión de/u.test(label) ? `la ${label}` : undefined),
  miedo: (label) => (/^miedo al? /u.test(label) ? `el ${label}` : undefined),
  complejidad: (label) => {
    const ending = /^\S+ complicad(o|a|os|as)$/u.exec(label)?.[1];
    const article = { o: 'el', a: 'la', os: 'los', as: 'las' }[ending ?? ''];
    return article === undefined ? undefined : `${article} ${label}`;
  },
};

/**
 * The noun phrase of a pain label discovered from comments (`painLabel`), for generated
 * sentences; undefined for a label no frame of this objection wrote.
 *
 * @example definite(discoveredPainPhrase('miedo a las agujas', 'miedo')!) // 'el miedo a las agujas'
 */
export function discoveredPainPhrase(label: string, tag: ObjectionTag): NounPhrase | undefined {
  const withArticle = PHRASES[tag]?.(label.trim());
  return withArticle === undefined ? undefined : nounPhrase(withArticle as WithArticle);
}
