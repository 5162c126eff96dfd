import { type IndustryKind, paysParticipants } from '../industry-kind';
import type { ObjectionTag } from '../rules-engine/taxonomy';
import { type Fragment, fragment } from '../spanish/fragment';
import { type NounPhrase, agree, definite, nounPhrase, ofDefinite } from '../spanish/noun-phrase';
import type { Rotation, Wordings } from '../spanish/wordings';
import type { FacetVoice } from './facet-voices';
import type { PainSubject } from './pain-subject';

/** What the business sells, as the copy names it this time ('el tratamiento', 'el láser'). */
type Offer = () => NounPhrase;

/**
 * How copy speaks about one objection to a prospective customer. Each phrase carries the
 * polarity of its slot: `worry` is the doubt to remove ("adiós a las dudas sobre el costo"),
 * `answer` is what the business shows, never a restatement of the objection as a fact. Each
 * call gives the next of its wordings.
 */
export interface ObjectionVoice {
  /** The objection itself, for facts: "la objeción más repetida es el precio". */
  readonly objection: NounPhrase;
  /** The customer's doubt, to answer or remove. */
  readonly worry: () => NounPhrase;
  /** The question the customer asks themself, a whole sentence. */
  readonly question: () => Fragment;
  /** What the business shows, after "te mostramos" or "mostrar". */
  readonly answer: (offer: Offer) => Fragment;
}

interface VoiceWordings {
  readonly objection: NounPhrase;
  readonly worries: Wordings<NounPhrase>;
  readonly questions: Wordings<Fragment>;
  readonly answers: Wordings<(offer: Offer) => Fragment>;
}

// How long what a customer books with a business of each kind lasts: a clinic's or a mentor's
// session, a study's visit, an office's appointment. 'Cuánto dura cada sesión' told a public
// adjuster's customers of sessions they never have; a business the product does not know by
// name gets the time it asks for each week.
const HOW_LONG_EACH: Readonly<Record<IndustryKind, (offer: Offer) => Fragment>> = {
  estetica: () => fragment`los horarios que tenemos y cuánto dura cada sesión`,
  marca: () => fragment`los horarios que tenemos y cuánto dura cada sesión`,
  estudios: () => fragment`los horarios de las visitas y cuánto dura cada una`,
  credito: () => fragment`los horarios que tenemos y cuánto dura cada cita`,
  inmigracion: () => fragment`los horarios que tenemos y cuánto dura cada cita`,
  impuestos: () => fragment`los horarios que tenemos y cuánto dura cada cita`,
  ajustes: () => fragment`cuándo podemos visitarte y cuánto dura cada visita`,
  generica: () => fragment`los horarios que tenemos y cuánto tiempo te pide cada semana`,
};

/**
 * What copy shows a customer short of time, for a business of each kind: made once, as a
 * rotation takes turns through each list it is given.
 */
const TIME_ANSWERS = new Map(
  Object.entries(HOW_LONG_EACH).map(([kind, howLong]) => {
    const answers: Wordings<(offer: Offer) => Fragment> = [
      () => fragment`cuánto tiempo toma cada paso y cómo encajarlo en tu semana`,
      () => fragment`qué parte del tiempo pones tú y qué parte ponemos nosotros`,
      howLong,
    ];
    return [kind as IndustryKind, answers] as const;
  }),
);
const timeAnswers = (kind: IndustryKind | undefined) => TIME_ANSWERS.get(kind ?? 'generica')!;

const VOICES: Readonly<Record<ObjectionTag, VoiceWordings>> = {
  precio: {
    objection: nounPhrase('el precio'),
    worries: [
      nounPhrase('las dudas sobre el costo'),
      nounPhrase('la inquietud por lo que vas a pagar'),
      nounPhrase('las preguntas sobre el precio'),
      nounPhrase('el miedo a pagar de más'),
      nounPhrase('la incógnita de cuánto sale en total'),
    ],
    questions: [fragment`¿Vale lo que cuesta?`, fragment`¿Cuánto me va a salir en total?`],
    answers: [
      (offer) =>
        fragment`qué ${agree(offer(), 'incluye', 'incluyen')} ${definite(offer())} y qué obtienes a cambio de cada pago`,
      (offer) =>
        fragment`cuánto ${agree(offer(), 'cuesta', 'cuestan')} ${definite(offer())} y de qué depende el total`,
      // Not 'las formas de pago': a business with one way to pay would be promising others.
      () => fragment`qué pagas, cuándo lo pagas y qué cubre`,
    ],
  },
  confianza: {
    objection: nounPhrase('la desconfianza'),
    worries: [
      // Not 'la duda sobre nuestra seriedad': in the business's voice it raises the doubt.
      nounPhrase('la pregunta de en quién confiar'),
      nounPhrase('el reto de comprobar con quién tratas'),
      nounPhrase('el misterio de quién está detrás'),
    ],
    // Asked as a customer would before trusting anyone, never as a doubt about us we publish.
    questions: [
      fragment`¿Cómo sé con quién estoy tratando?`,
      fragment`¿Cómo sé que cumplen lo que prometen?`,
    ],
    answers: [
      () => fragment`cómo trabajamos y cómo comprobarlo por tu cuenta`,
      () => fragment`quién te atiende y dónde puedes verificarlo`,
      // No promise the business may not be able to keep ('lo que prometemos por escrito').
      () => fragment`qué conviene preguntar antes de firmar con cualquier empresa`,
    ],
  },
  resultados: {
    objection: nounPhrase('la duda sobre los resultados'),
    worries: [
      nounPhrase('la duda de si de verdad funciona'),
      nounPhrase('la incertidumbre sobre los resultados'),
      nounPhrase('el enigma de qué cambia en tu caso'),
      nounPhrase('el temor a no ver ningún cambio'),
      nounPhrase('el interrogante de si va a funcionar contigo'),
    ],
    questions: [fragment`¿De verdad funciona?`, fragment`¿Y si no veo ningún cambio?`],
    answers: [
      () => fragment`qué resultados puedes esperar en tu caso y cómo se miden`,
      () => fragment`en qué casos funciona y en cuáles no`,
      () => fragment`qué depende de nosotros, qué depende de ti y qué no se puede prometer`,
    ],
  },
  tiempo: {
    objection: nounPhrase('la falta de tiempo'),
    worries: [
      nounPhrase('el cálculo de cuánto tiempo hace falta'),
      nounPhrase('las preguntas sobre el tiempo que lleva'),
      nounPhrase('el rompecabezas de hacerle espacio en tu agenda'),
    ],
    questions: [fragment`¿Cuánto tiempo me va a tomar?`, fragment`¿De dónde saco el tiempo?`],
    answers: timeAnswers(undefined),
  },
  urgencia: {
    objection: nounPhrase('la costumbre de dejarlo para después'),
    worries: [
      nounPhrase('la duda sobre cuándo empezar'),
      nounPhrase('las dudas sobre el mejor momento'),
      nounPhrase('la idea de que aún no es el momento'),
    ],
    questions: [fragment`¿Y si lo dejo para más adelante?`, fragment`¿Por qué no esperar un poco?`],
    answers: [
      () => fragment`qué cambia si empiezas hoy y qué pasa si esperas`,
      () => fragment`lo que cuesta esperar un mes más, con números sencillos`,
    ],
  },
  necesidad: {
    objection: nounPhrase('la sensación de no necesitarlo'),
    worries: [
      nounPhrase('la sospecha de que no te hace falta'),
      nounPhrase('la incertidumbre de si te hace falta'),
    ],
    questions: [fragment`¿De verdad lo necesito?`, fragment`¿Y si me las arreglo sin esto?`],
    answers: [
      () => fragment`en qué casos sí hace falta y en cuáles no`,
      () => fragment`las señales de que ya te conviene y las de que conviene esperar`,
    ],
  },
  competencia: {
    objection: nounPhrase('la comparación con otras opciones'),
    worries: [
      nounPhrase('las dudas al comparar opciones'),
      nounPhrase('la pregunta de por qué elegirnos'),
      nounPhrase('el dilema de con quién quedarte'),
      nounPhrase('la cuestión de qué nos distingue'),
    ],
    questions: [
      fragment`¿Por qué no elegir otra opción?`,
      fragment`¿Qué tienen ustedes que no tengan otros?`,
    ],
    answers: [
      () => fragment`en qué nos diferenciamos de otras opciones, punto por punto`,
      () => fragment`qué conviene comparar antes de elegir, con nosotros o con otros`,
    ],
  },
  autoridad: {
    objection: nounPhrase('la decisión compartida con otra persona'),
    worries: [
      nounPhrase('las dudas de quien decide contigo'),
      nounPhrase('las preguntas de quien tiene que aprobarlo'),
    ],
    questions: [
      fragment`¿Qué le digo a quien decide conmigo?`,
      fragment`¿Cómo se lo explico a quien tiene que aprobarlo?`,
    ],
    answers: [
      () => fragment`la información que necesita quien decide contigo`,
      () => fragment`un resumen claro para compartir con quien aprueba la decisión`,
    ],
  },
  miedo: {
    objection: nounPhrase('el miedo a las consecuencias'),
    worries: [
      nounPhrase('la preocupación por los riesgos'),
      nounPhrase('la inquietud de si es seguro para ti'),
      nounPhrase('el temor a los efectos'),
      nounPhrase('la incógnita de qué pasa si algo falla'),
      nounPhrase('las preguntas sobre la seguridad'),
    ],
    questions: [fragment`¿Y si algo sale mal?`, fragment`¿Es seguro para mí?`],
    answers: [
      () => fragment`qué riesgos son reales y cómo los controlamos`,
      () => fragment`qué cuidados tomamos antes, durante y después`,
      () => fragment`qué hacemos si algo no sale como esperabas`,
    ],
  },
  complejidad: {
    objection: nounPhrase('la complejidad del proceso'),
    worries: [nounPhrase('las dudas sobre el proceso'), nounPhrase('la duda de por dónde empezar')],
    questions: [fragment`¿Por dónde empiezo?`, fragment`¿Y si me pierdo en el proceso?`],
    answers: [
      (offer) => fragment`cada paso ${ofDefinite(offer())} en palabras sencillas`,
      () => fragment`qué te pedimos y en qué orden, sin tecnicismos`,
    ],
  },
  otro: {
    objection: nounPhrase('las dudas generales'),
    worries: [nounPhrase('las dudas previas'), nounPhrase('las preguntas antes de empezar')],
    questions: [
      fragment`¿Qué necesito saber antes de empezar?`,
      fragment`¿Qué conviene preguntar primero?`,
    ],
    answers: [
      () => fragment`lo que necesitas saber antes de empezar`,
      () => fragment`las respuestas a las preguntas más comunes`,
    ],
  },
};

// A fear for one's body (a clinic, a clinical study) is answered with the care taken; a fear of
// what a process, a bill or other people may bring (a deportation, an audit, losing the
// insurance, being laughed at) with what can happen and what is done about it: not 'qué
// cuidados tomamos antes, durante y después' to an immigrant.
const FOR_THE_BODY: ReadonlySet<IndustryKind> = new Set(['estetica', 'estudios']);
const FEAR_OF_WHAT_FOLLOWS: Pick<VoiceWordings, 'worries' | 'answers'> = {
  worries: [
    nounPhrase('la preocupación por lo que pueda pasar'),
    nounPhrase('la incógnita de qué pasa si algo falla'),
    nounPhrase('el temor a las consecuencias'),
    nounPhrase('la inquietud de si es seguro para ti'),
  ],
  answers: [
    () => fragment`qué puede pasar de verdad y qué hacemos para evitarlo`,
    () => fragment`qué hacemos si algo no sale como esperabas`,
    () => fragment`qué decides tú en cada momento y qué hacemos nosotros`,
  ],
};

// A clinical study pays its participants: what weighs is what it pays against what taking part
// costs them in visits and travel, never a price they would pay ('el miedo a pagar de más').
const PAID_TO_TAKE_PART: Pick<VoiceWordings, 'worries' | 'questions' | 'answers'> = {
  worries: [
    nounPhrase('las dudas sobre la compensación'),
    nounPhrase('la cuenta de lo que te cuesta participar'),
    nounPhrase('la pregunta de si te conviene lo que se paga'),
  ],
  questions: [fragment`¿Me conviene lo que pagan?`, fragment`¿Qué gastos me tocan a mí?`],
  answers: [
    () => fragment`cuánto se compensa cada visita y qué gastos corren por tu cuenta`,
    () => fragment`qué recibes por participar y cuánto tiempo te pide`,
    () => fragment`cuándo se paga la compensación y qué incluye`,
  ],
};

/** The wordings of `tag` for a business of `kind` (undefined: every industry at once). */
function wordingsOf(tag: ObjectionTag, kind: IndustryKind | undefined): VoiceWordings {
  const forTheBody = kind !== undefined && FOR_THE_BODY.has(kind);
  if (tag === 'miedo' && !forTheBody) return { ...VOICES.miedo, ...FEAR_OF_WHAT_FOLLOWS };
  if (tag === 'precio' && paysParticipants(kind)) return { ...VOICES.precio, ...PAID_TO_TAKE_PART };
  if (tag === 'tiempo') return { ...VOICES.tiempo, answers: timeAnswers(kind) };
  return VOICES[tag];
}

// The first answer about a pain whose comments name what it is about speaks of that thing
// ('qué cubre la inscripción…'), before the objection's general answers.
type About = (subject: PainSubject) => Fragment;
const ABOUT: Readonly<Partial<Record<ObjectionTag, Wordings<About>>>> = {
  precio: [
    ({ thing }) =>
      fragment`qué ${agree(thing, 'cubre', 'cubren')} ${definite(thing)} y por qué ${agree(thing, 'cuesta', 'cuestan')} lo que ${agree(thing, 'cuesta', 'cuestan')}`,
    ({ thing }) => fragment`qué pagas exactamente por ${definite(thing)}`,
  ],
  confianza: [
    ({ thing }) => fragment`qué puedes comprobar por tu cuenta sobre ${definite(thing)}`,
    ({ thing }) => fragment`qué pruebas te mostramos sobre ${definite(thing)}`,
  ],
  resultados: [
    ({ thing }) => fragment`qué puedes esperar ${ofDefinite(thing)} en tu caso`,
    ({ thing }) => fragment`qué resultados son realistas con ${definite(thing)}`,
  ],
  // A lack of time is named after what takes it ('tiempo por los niños'), which is not ours to
  // explain: it gets the objection's answers.
  urgencia: [
    ({ thing }) => fragment`qué cambia si empiezas antes ${ofDefinite(thing)}`,
    ({ thing }) => fragment`qué puedes adelantar antes ${ofDefinite(thing)}`,
  ],
  competencia: [
    ({ thing }) => fragment`en qué nos diferenciamos ${ofDefinite(thing)}`,
    ({ thing }) => fragment`qué te damos que ${definite(thing)} no te ${agree(thing, 'da', 'dan')}`,
  ],
  autoridad: [
    ({ thing }) =>
      fragment`la información que ${agree(thing, 'necesita', 'necesitan')} ${definite(thing)} para decidir`,
    ({ thing }) => fragment`un resumen pensado para ${definite(thing)}`,
  ],
  // What is at risk is taken care of; what is feared is explained.
  // What could get worse ('el acné') is kept from worsening, not cared for.
  miedo: [
    ({ thing, atRisk, worsens }) =>
      worsens
        ? fragment`qué hacemos para que ${definite(thing)} no ${agree(thing, 'empeore', 'empeoren')}`
        : atRisk
          ? fragment`qué cuidados tomamos con ${definite(thing)}`
          : fragment`lo que de verdad ${agree(thing, 'implica', 'implican')} ${definite(thing)}`,
    ({ thing, atRisk, worsens }) =>
      worsens
        ? fragment`cómo evitamos que ${definite(thing)} ${agree(thing, 'empeore', 'empeoren')}`
        : atRisk
          ? fragment`cómo reducimos los riesgos para ${definite(thing)}`
          : fragment`qué hay de cierto en lo que se dice ${ofDefinite(thing)}`,
  ],
};

/**
 * The first call of `own`, then `general` for good: a pain's own wording is said once, so a pack
 * that writes about it often does not repeat one frame.
 */
function firstOwn<T>(own: T | undefined, general: () => T): () => T {
  let pending = own;
  return () => {
    if (pending === undefined) return general();
    const first = pending;
    pending = undefined;
    return first;
  };
}

/** What copy knows of a pain and its business besides its objection. */
export interface VoiceOf {
  /** What the pain is about, named in its first answer ('qué cubre la inscripción'). */
  readonly subject?: PainSubject | undefined;
  /** The catalogue pain's own worry, question and answer, said first. */
  readonly facet?: FacetVoice | undefined;
  /** The kind of business (undefined: every industry at once). */
  readonly kind?: IndustryKind | undefined;
}

/**
 * How copy speaks about an objection tag to a business of `kind`, each phrase taking its
 * wordings in `turn`. About a pain with a `subject`, its first answer names it; about a pain the
 * catalogue names, its first worry, question and answer are that pain's own (`facet`).
 */
export function objectionVoice(
  tag: ObjectionTag,
  turn: Rotation,
  { subject, facet, kind }: VoiceOf = {},
): ObjectionVoice {
  const { objection, worries, questions, answers } = wordingsOf(tag, kind);
  // What a participant 'pays for' is no question a study answers.
  const about = tag === 'precio' && paysParticipants(kind) ? undefined : ABOUT[tag];
  let aboutSubject = subject !== undefined && about !== undefined;
  const facetAnswer = firstOwn(facet?.answer, () => undefined);
  return {
    objection,
    worry: firstOwn(facet?.worry, () => turn(worries)),
    question: firstOwn(facet?.question, () => turn(questions)),
    answer: (offer) => {
      if (aboutSubject && subject !== undefined && about !== undefined) {
        aboutSubject = false;
        return turn(about)(subject);
      }
      return facetAnswer() ?? turn(answers)(offer);
    },
  };
}

/** The objection itself, as facts name it: "la objeción más repetida es el precio". */
export function objectionName(tag: ObjectionTag): NounPhrase {
  return VOICES[tag].objection;
}
