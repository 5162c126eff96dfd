import { type Fragment, fragment, sentence } from '../spanish/fragment';
import { type NounPhrase, agree, definite, ofDefinite } from '../spanish/noun-phrase';
import type { Quote } from '../spanish/quote';
import { facetRoot } from './facet-roots';
import { timeFacetKind } from './pain-facet-labels';
import type { ObjectionTag } from './taxonomy';

// The five whys of each objection, as data: what `five-whys.ts` reads from a comment fills
// their slots.

/** A chain: the five whys and the root cause. */
export type Chain = readonly [Fragment, Fragment, Fragment, Fragment, Fragment, Fragment];

/** What the chain reads from one comment, each piece in the form its slot takes. */
export interface Reading {
  readonly quote: Quote | undefined;
  /** ", y lo concreta con un dato, «300 dólares»", or nothing. */
  readonly detail: Fragment;
  readonly pain: NounPhrase;
  readonly second: NounPhrase | undefined;
  readonly offer: NounPhrase;
  readonly provider: NounPhrase;
  /** A number read off the comment's words, the same for the same words. */
  readonly seed: number;
  readonly livedIt: boolean;
  readonly cannotAfford: boolean;
  readonly closeOneLivedIt: boolean;
  readonly checkedIt: boolean;
  /** A time objection about how long something takes ('tarda meses'), not lacking the time. */
  readonly waits: boolean;
  /** The catalogue facet of the pain, if it is one: how a price is charged changes its root. */
  readonly facet: string | undefined;
  /** The catalogue facet the comment voices most, for a cluster the catalogue does not name. */
  readonly voicedFacet: string | undefined;
  /** The business pays the customer to take part (a clinical study): no price is theirs to pay. */
  readonly paidToTakePart: boolean;
}

// The first why names the pain and quotes the comment once; each later why answers "¿por qué?"
// to the one before, one step deeper, so none restates the one before it.
const opening = (said: Fragment, { quote, detail }: Reading) =>
  quote === undefined ? sentence`${said}${detail}.` : sentence`${said}: ${quote}${detail}.`;

// "Le impide decidirse el miedo…", "Le pesan los gastos…": the verb agrees with the pain. Not
// "le frena", the leísmo Latin American readers notice ('frenar' takes "lo"/"la", and the
// customer's gender is unknown).
const stops = (r: Reading) =>
  fragment`le ${agree(r.pain, 'impide', 'impiden')} decidirse ${definite(r.pain)}`;
// Who decides is not what keeps the customer from deciding: 'Le impide decidirse la decisión
// de su mamá' says the opposite of itself.
const waitsFor = (r: Reading) => fragment`antes de decidir espera ${definite(r.pain)}`;

// Each middle why has two wordings, chosen by the comment's own words: the chains of a report's
// comments of one objection do not read as one template, and a comment always gets the same.
const either = (r: Reading, step: number, [first, second]: readonly [Fragment, Fragment]) =>
  (r.seed >> step) & 1 ? second : first;

// Why 3 names a second objection of the same comment when there is one: it compounds the first.
const orSecond = (r: Reading, otherwise: Fragment) =>
  r.second === undefined
    ? otherwise
    : sentence`A eso se suma ${definite(r.second)}, que lo hace aún más difícil.`;

/**
 * Why 3 where the comment tells a story: what they lived, what someone close lived, else one of
 * two wordings. A story is never made up.
 */
const toldOr = (
  r: Reading,
  told: { lived: Fragment; closeOne: Fragment; otherwise: readonly [Fragment, Fragment] },
) => (r.livedIt ? told.lived : r.closeOneLivedIt ? told.closeOne : either(r, 3, told.otherwise));

/**
 * The root of a chain: that of the pain the comment voices ('500 extra que no decía' in 'costo de
 * la inscripción') or of its cluster when the catalogue gives it one, else `usual`.
 */
const rootOf = (r: Reading, usual: Fragment) => facetRoot(painFacet(r)) ?? usual;

/**
 * A time chain's root: a wait's chain never ends in the root of an hours pain (a hearing years
 * away in a cluster of long sessions), nor a full week's in a wait's.
 */
const timeRootOf = (r: Reading, usual: Fragment) => {
  const kind = timeFacetKind(painFacet(r) ?? '');
  return kind === undefined || (kind === 'waiting') === r.waits ? rootOf(r, usual) : usual;
};

/**
 * The catalogue pain a chain follows: the one the comment itself voices when that has a root or
 * a chain of its own (a wait in a cluster of long sessions is still a wait), else its cluster's.
 */
const painFacet = (r: Reading) =>
  facetRoot(r.voicedFacet) !== undefined || Object.hasOwn(FACET_CHAINS, r.voicedFacet ?? '')
    ? r.voicedFacet
    : r.facet;

/** What weighs in a price: "le pesa el precio", "le pesan los cobros extra". */
const weighs = (r: Reading) => fragment`le ${agree(r.pain, 'pesa', 'pesan')} ${definite(r.pain)}`;

type Wordings = readonly [Fragment, Fragment];

/**
 * A chain whose four middle whys have two wordings each (`either`), the third yielding to a second
 * objection, ending in its pain's root or `root`.
 */
const pairedChain = (
  r: Reading,
  said: Fragment,
  [second, third, fourth, fifth]: readonly [Wordings, Wordings, Wordings, Wordings],
  root: Fragment,
): Chain => [
  opening(said, r),
  either(r, 2, second),
  orSecond(r, either(r, 3, third)),
  either(r, 4, fourth),
  either(r, 5, fifth),
  rootOf(r, root),
];

// Charges nobody mentioned ('500 extra que no decía en ningún lado'): what weighs is not the
// value but a price that was not the whole price.
const surpriseChain = (r: Reading): Chain =>
  pairedChain(
    r,
    weighs(r),
    [
      [
        sentence`Siente que el precio anunciado no es lo que termina pagando.`,
        sentence`Le preocupa que aparezcan pagos que nadie mencionó al principio.`,
      ],
      [
        sentence`Eso le hace dudar de lo demás que se le dice.`,
        sentence`Si un cobro se calló, no sabe qué más falta saber.`,
      ],
      [
        sentence`Nadie le ha dado una lista de lo que se paga, de principio a fin.`,
        sentence`No ha visto por escrito qué incluye el precio y qué va aparte.`,
      ],
      [
        sentence`Lo que le llega es la cifra más baja, no la cuenta completa.`,
        sentence`La oferta enseña la cifra de entrada, no lo que se suma después.`,
      ],
    ],
    sentence`No sabe cuánto pagará en total, con todo incluido, antes de empezar.`,
  );

// A price that weighs because its value was never shown to them.
const valueChain = (r: Reading): Chain =>
  pairedChain(
    r,
    weighs(r),
    [
      [
        sentence`No ve un beneficio que compense ese gasto.`,
        sentence`Duda de que lo que recibe valga ese dinero.`,
      ],
      [
        sentence`Lo mide contra su presupuesto de hoy, no contra lo que le cuesta seguir sin ${definite(r.offer)}.`,
        sentence`Piensa en lo que sale de su bolsillo hoy, no en lo que pierde sin ${definite(r.offer)}.`,
      ],
      [
        sentence`Nadie le ha mostrado qué obtendría a cambio de ese dinero.`,
        sentence`No conoce en detalle lo que incluye cada pago.`,
      ],
      [
        sentence`Lo que ha visto habla del precio, no del problema que resuelve.`,
        sentence`La oferta se presenta como una cifra, no como una solución.`,
      ],
    ],
    sentence`El valor ${ofDefinite(r.offer)} no se le ha explicado en términos que le importen.`,
  );

// A clinical study pays its participants: a price objection there weighs what it pays against
// what taking part costs them, never a value they would pay for ('No ve un beneficio que
// compense ese gasto' was false of '75 dólares por visita no me alcanza ni para la gasolina').
const compensationChain = (r: Reading): Chain => [
  opening(weighs(r), r),
  either(r, 2, [
    sentence`Siente que lo que se paga no compensa lo que le pide participar.`,
    sentence`Pone en la balanza lo que recibe y lo que le cuesta ir.`,
  ]),
  orSecond(
    r,
    either(r, 3, [
      sentence`Cada visita le cuesta tiempo, traslados o horas de trabajo.`,
      sentence`Participar le quita horas que también necesita para ganarse la vida.`,
    ]),
  ),
  either(r, 4, [
    sentence`Nadie le ha explicado qué cubre la compensación ni cuándo se paga.`,
    sentence`No sabe qué gastos corren por su cuenta y cuáles se le reponen.`,
  ]),
  either(r, 5, [
    sentence`Lo que ve es una cifra por visita, no el total ni lo que se cubre.`,
    sentence`La cifra que conoce no dice cuántas visitas ni cuánto tiempo lleva.`,
  ]),
  // Not a catalogue pain's root: those are of prices paid ('cuántas veces tendrá que pagar').
  sentence`No sabe si lo que recibe por participar compensa lo que le cuesta hacerlo.`,
];

// A price that weighs because their money does not stretch to it: explaining its value more
// would not help, a way to pay that fits would.
const cannotAffordChain = (r: Reading): Chain => [
  opening(weighs(r), r),
  sentence`Con lo que gana hoy, ese pago no le cabe.`,
  orSecond(r, sentence`Sus gastos de cada mes ya están comprometidos.`),
  sentence`Nadie le ha ofrecido una opción a su medida.`,
  sentence`Lo que ve es la cifra total, no lo que de verdad le tocaría pagar.`,
  sentence`Necesita algo que quepa en su presupuesto, no más razones sobre el valor.`,
];

// A payment asked all at once ('el setup fee de $300 de entrada', 'no hay plan a plazos'): what
// weighs is gathering it before anything starts, not what it buys.
const upfrontChain = (r: Reading): Chain =>
  pairedChain(
    r,
    weighs(r),
    [
      [
        sentence`Juntar esa cantidad de una sola vez no le cabe ahora.`,
        sentence`Le pide tener el dinero antes de ver ningún avance.`,
      ],
      [
        sentence`No sabe de dónde sacar tanto de golpe.`,
        sentence`Un pago así le deja sin colchón para lo demás.`,
      ],
      [
        sentence`Nadie le ha mostrado cómo se reparte lo que se paga al principio.`,
        sentence`Desconoce qué cubre exactamente la entrada.`,
      ],
      [
        sentence`La oferta exige el pago completo antes de ver ningún resultado.`,
        sentence`Lo que ve es una cifra grande, no cómo arrancar con menos.`,
      ],
    ],
    sentence`Nadie le ha ofrecido una forma de empezar sin juntar todo de entrada.`,
  );

// A fear of harm: what could go wrong, and how it is taken care of.
const riskChain = (r: Reading): Chain => [
  opening(stops(r), r),
  either(r, 2, [
    sentence`Ve un riesgo personal en dar el paso.`,
    sentence`Siente que se juega algo propio.`,
  ]),
  orSecond(
    r,
    either(r, 3, [
      sentence`No sabe qué protección tendría si algo sale mal.`,
      sentence`No sabe qué pasaría si el resultado no es el esperado.`,
    ]),
  ),
  either(r, 4, [
    sentence`No ha recibido respuestas concretas a lo que teme.`,
    sentence`Sus preguntas sobre los riesgos siguen abiertas.`,
  ]),
  // Stories of things gone wrong only where the comment tells one.
  r.livedIt
    ? sentence`Ya le salió mal una vez y nadie le ha explicado qué sería distinto ahora.`
    : r.closeOneLivedIt
      ? sentence`Vio de cerca un caso que salió mal y nadie le ha explicado qué sería distinto.`
      : either(r, 5, [
          sentence`Lo que imagina pesa más que lo que sabe de cómo se hace.`,
          sentence`Se queda con lo peor que podría pasar, sin saber cómo se previene.`,
        ]),
  sentence`Le falta información clara sobre los riesgos reales ${ofDefinite(r.offer)} y cómo se controlan.`,
];

// A fear of being judged ('me da pena que me vean', 'qué van a decir en el trabajo') is not
// a fear of harm: it goes through the people around them, not through risks and care.
const judgedChain = (r: Reading): Chain => [
  opening(stops(r), r),
  either(r, 2, [
    sentence`Le preocupa lo que piense su entorno.`,
    sentence`Teme las burlas o las críticas de su gente.`,
  ]),
  orSecond(
    r,
    toldOr(r, {
      lived: sentence`Ya le pasó cuando se mostró antes.`,
      closeOne: sentence`Vio de cerca lo que le pasó a alguien que se expuso.`,
      otherwise: [
        sentence`Exponerse en público le parece un riesgo para su imagen.`,
        sentence`Siente que mostrarse tiene un costo que no controla.`,
      ],
    }),
  ),
  either(r, 4, [
    sentence`Nadie le ha contado cómo otros manejaron esas reacciones.`,
    sentence`No conoce casos como el suyo que terminaran bien.`,
  ]),
  either(r, 5, [
    sentence`Imagina lo peor que podría pasar, no lo más probable.`,
    sentence`Lo que teme oír pesa más que lo que podría ganar.`,
  ]),
  rootOf(r, sentence`Le falta una forma de mostrarse que le resulte cómoda y segura.`),
];

// A portal, an app or a form online that loses them ('me perdí en la segunda pantalla'): not
// jargon, but a tool in the way.
const platformChain = (r: Reading): Chain =>
  pairedChain(
    r,
    stops(r),
    [
      [
        sentence`Se pierde entre pantallas que no entiende.`,
        sentence`Usar la herramienta le cuesta más que el trámite mismo.`,
      ],
      [
        sentence`Cree que si se equivoca en un paso tendrá que empezar de nuevo.`,
        sentence`No tiene a quién preguntar cuando algo falla.`,
      ],
      [
        sentence`Las instrucciones dan por hecho que sabe usar ese tipo de sistemas.`,
        sentence`Nadie le ha ofrecido hacerlo por otra vía.`,
      ],
      [
        sentence`Lo digital se le vuelve una barrera, no una ayuda.`,
        sentence`Cada error en línea le quita las ganas de seguir.`,
      ],
    ],
    sentence`Nadie le ha guiado en la plataforma, pantalla por pantalla.`,
  );

// A process that loses them: steps, papers and words nobody explained.
const processChain = (r: Reading): Chain => [
  opening(stops(r), r),
  either(r, 2, [
    sentence`No entiende los pasos ni lo que le piden en ${definite(r.offer)}.`,
    sentence`El proceso le parece un laberinto.`,
  ]),
  orSecond(
    r,
    either(r, 3, [
      sentence`Siente que tendría que resolverlo sin guía.`,
      sentence`Cree que nadie le acompañará en cada trámite.`,
    ]),
  ),
  either(r, 4, [
    sentence`La información le llega escrita para expertos, no en pasos simples.`,
    sentence`Lo que lee está lleno de tecnicismos.`,
  ]),
  either(r, 5, [
    sentence`Cada duda que le surge la resuelve buscando por su cuenta.`,
    sentence`Le falta un orden claro para empezar.`,
  ]),
  rootOf(r, sentence`Nadie le ha explicado el proceso paso a paso y en palabras sencillas.`),
];

// Results that fade ('a los tres meses ya no se notaba'): not whether it works, but how long.
const fadingChain = (r: Reading): Chain => [
  opening(stops(r), r),
  either(r, 2, [
    sentence`Le preocupa que el cambio no dure.`,
    sentence`Cree que el efecto se pierde al poco tiempo.`,
  ]),
  orSecond(
    r,
    toldOr(r, {
      lived: sentence`Ya le pasó con algo que probó antes.`,
      closeOne: sentence`Vio de cerca un resultado que no duró.`,
      otherwise: [
        sentence`Pagar por algo que se acaba le parece un gasto sin fondo.`,
        sentence`Teme tener que repetirlo una y otra vez.`,
      ],
    }),
  ),
  either(r, 4, [
    sentence`Nadie le ha dicho cuánto suele durar el efecto.`,
    sentence`No sabe qué hace falta para mantenerlo.`,
  ]),
  either(r, 5, [
    sentence`Lo que le muestran es el cambio del primer día, no el de meses después.`,
    sentence`Las promesas hablan del cambio, no de su duración.`,
  ]),
  rootOf(r, sentence`No sabe cuánto dura de verdad el resultado ni cómo conservarlo.`),
];

// Opening hours that clash with theirs ('cierran a las 9 y salgo a las 8:30').
const openingHoursChain = (r: Reading): Chain =>
  pairedChain(
    r,
    stops(r),
    [
      [
        sentence`Los horarios que hay chocan con los suyos.`,
        sentence`Cuando puede ir, ya está cerrado.`,
      ],
      [
        sentence`Su jornada no le deja huecos entre semana.`,
        sentence`Faltar al trabajo le cuesta dinero o problemas.`,
      ],
      [
        sentence`Nadie le ha dicho si hay turnos temprano, tarde o los sábados.`,
        sentence`No conoce otra forma de atenderse fuera de ese horario.`,
      ],
      [
        sentence`Da por hecho que no hay opción para su caso.`,
        sentence`Lo que ve es un calendario fijo, no alternativas.`,
      ],
    ],
    sentence`No sabe si hay horarios que encajen con los suyos.`,
  );

// More visits than a month of theirs holds ('cada semana ir a la clínica, imposible').
const visitsChain = (r: Reading): Chain =>
  pairedChain(
    r,
    stops(r),
    [
      [
        sentence`Le piden venir más veces de las que puede.`,
        sentence`Cada visita le cuesta un permiso o un día de trabajo.`,
      ],
      [
        sentence`Juntar tantas citas en su mes le parece imposible.`,
        sentence`Moverse hasta allá tan seguido le pesa.`,
      ],
      [
        sentence`Nadie le ha explicado para qué sirve cada una.`,
        sentence`Desconoce cuál de esos pasos es imprescindible.`,
      ],
      [
        sentence`Lo que ve es una lista de citas, no un plan que le quepa.`,
        sentence`Imagina meses de ir y venir.`,
      ],
    ],
    sentence`No sabe cuántas visitas hacen falta de verdad ni si pueden juntarse.`,
  );

// Personal data asked before trust ('¿para qué quieren mi número de seguro social?').
const personalDataChain = (r: Reading): Chain =>
  pairedChain(
    r,
    stops(r),
    [
      [
        sentence`Teme que su información termine donde no debe.`,
        sentence`No quiere dar datos personales a quien no conoce.`,
      ],
      [
        sentence`Un mal uso le podría costar caro.`,
        sentence`Darlos le parece un paso sin vuelta atrás.`,
      ],
      [
        sentence`Nadie le ha explicado para qué se piden ni quién los ve.`,
        sentence`No ha visto cómo se guardan ni cuándo se borran.`,
      ],
      [
        sentence`Se los solicitan antes de ganarse su confianza.`,
        sentence`Lo primero que recibe es un formulario, no una razón para confiar.`,
      ],
    ],
    sentence`No sabe cómo se cuida su información personal ni para qué se usa.`,
  );

// Pains told through a chain of their own rather than their objection's, by facet.
const FACET_CHAINS: Readonly<Record<string, (r: Reading) => Chain>> = {
  'cobros-extra': surpriseChain,
  'costos-ocultos': surpriseChain,
  'pago-inicial': upfrontChain,
  'sin-plazos': upfrontChain,
  'resultados-temporales': fadingChain,
  'horario-limitado': openingHoursChain,
  'muchas-visitas': visitsChain,
  'pide-datos': personalDataChain,
  'miedo-juicio': judgedChain,
  'plataforma-dificil': platformChain,
};

const CHAINS: Readonly<Record<Exclude<ObjectionTag, 'otro'>, (r: Reading) => Chain>> = {
  precio: (r) => (r.cannotAfford ? cannotAffordChain(r) : valueChain(r)),
  confianza: (r) => [
    opening(stops(r), r),
    either(r, 2, [
      sentence`Teme que ${definite(r.provider)} no cumpla lo que promete.`,
      sentence`Intuye que ${definite(r.provider)} promete más de lo que da.`,
    ]),
    // What the comment tells of where the distrust comes from; a story is never made up.
    orSecond(
      r,
      r.livedIt
        ? sentence`Ya vivió un engaño así y no quiere que se repita.`
        : r.closeOneLivedIt
          ? sentence`Alguien cercano vivió algo parecido, y eso pesa más que cualquier anuncio.`
          : r.checkedIt
            ? sentence`Buscó por su cuenta y lo que encontró no coincide con lo que se anuncia.`
            : either(r, 3, [
                sentence`Cree que en este rubro abundan los abusos y no tiene cómo distinguir lo serio.`,
                sentence`Una oferta que no conoce le parece más un riesgo que una oportunidad.`,
              ]),
    ),
    r.checkedIt
      ? sentence`Para decidir, le pesa más esa búsqueda que cualquier publicidad.`
      : either(r, 4, [
          sentence`No ha encontrado pruebas que pueda comprobar por su cuenta, como casos reales o licencias.`,
          sentence`No sabe dónde verificar quién está detrás.`,
        ]),
    r.checkedIt
      ? sentence`${definite(r.provider)} no ha respondido a lo que encontró.`
      : either(r, 5, [
          sentence`Lo que le llega son promesas, no datos que pueda revisar.`,
          sentence`Lo que ve ${ofDefinite(r.provider)} son anuncios, no referencias.`,
        ]),
    rootOf(r, sentence`Le falta una prueba verificable de que ${definite(r.provider)} es de fiar.`),
  ],
  resultados: (r) => [
    opening(stops(r), r),
    either(r, 2, [
      sentence`Cree que ${definite(r.offer)} no le dará un resultado distinto al que ya conoce.`,
      sentence`No espera que ${definite(r.offer)} mejore nada en su situación.`,
    ]),
    orSecond(
      r,
      toldOr(r, {
        lived: sentence`Lo que ha probado antes no le funcionó.`,
        closeOne: sentence`Vio de cerca un caso en que no funcionó como le dijeron.`,
        otherwise: [
          sentence`No ha visto casos como el suyo con un cambio medible.`,
          sentence`No ha visto pruebas en personas parecidas.`,
        ],
      }),
    ),
    either(r, 4, [
      sentence`Lo que se le promete llega sin datos que pueda revisar.`,
      sentence`Las promesas que oye no traen cifras ni ejemplos.`,
    ]),
    either(r, 5, [
      sentence`Nadie le ha dicho qué depende del proceso y qué depende de su situación.`,
      sentence`No sabe qué parte está en sus manos y qué no.`,
    ]),
    sentence`Le falta saber qué resultado puede esperar en su caso y cómo se mide.`,
  ],
  // A wait ('la preaprobación tarda meses') is not a full week: its chain goes through the
  // plans the wait puts off, not through work and family.
  tiempo: (r) =>
    r.waits
      ? [
          opening(stops(r), r),
          either(r, 2, [
            sentence`Siente que ${definite(r.offer)} se alarga más de lo que su situación aguanta.`,
            sentence`Cree que no hay un final a la vista.`,
          ]),
          orSecond(
            r,
            either(r, 3, [
              sentence`Tiene planes y fechas que no pueden esperar tanto.`,
              sentence`Cada mes de espera le cuesta algo concreto.`,
            ]),
          ),
          either(r, 4, [
            sentence`Nadie le ha dicho qué etapas llevan más tiempo ni por qué.`,
            sentence`No recibe noticias de cómo avanza lo suyo.`,
          ]),
          either(r, 5, [
            sentence`Sin fechas claras, cada semana se le hace más larga.`,
            sentence`Lo que no se explica se vive como un retraso.`,
          ]),
          timeRootOf(
            r,
            sentence`No sabe cuánto tarda de verdad ${definite(r.offer)} ni qué puede adelantar mientras espera.`,
          ),
        ]
      : [
          opening(stops(r), r),
          either(r, 2, [
            sentence`Siente que ${definite(r.offer)} le exige más horas, visitas o espera de las que puede dar.`,
            sentence`Cree que ${definite(r.offer)} le pide horas que no tiene.`,
          ]),
          orSecond(
            r,
            either(r, 3, [
              sentence`Su trabajo y su familia ya ocupan ese tiempo.`,
              sentence`Sus horarios ya están llenos.`,
            ]),
          ),
          either(r, 4, [
            sentence`Nadie le ha mostrado una forma más corta o flexible de avanzar.`,
            sentence`No conoce citas fuera de su jornada.`,
          ]),
          either(r, 5, [
            sentence`Imagina el proceso entero de una vez, no repartido en pasos.`,
            sentence`Piensa en todo el esfuerzo junto, no en un paso a la vez.`,
          ]),
          timeRootOf(
            r,
            sentence`No sabe cuánto tiempo exige de verdad ${definite(r.offer)} ni cómo hacerle espacio en su semana.`,
          ),
        ],
  urgencia: (r) => [
    opening(stops(r), r),
    either(r, 2, [
      sentence`No siente que su situación empeore si espera.`,
      sentence`Cree que esperar no le cuesta nada.`,
    ]),
    orSecond(
      r,
      either(r, 3, [
        sentence`Nada de lo que ha visto le muestra lo que pierde con cada mes que pasa.`,
        sentence`No ve qué se pierde en el camino.`,
      ]),
    ),
    either(r, 4, [
      sentence`La oferta no conecta ${definite(r.offer)} con una fecha o una consecuencia de su vida.`,
      sentence`Nadie le ha puesto fecha a lo que gana empezando.`,
    ]),
    either(r, 5, [
      sentence`Otras prioridades le reclaman atención hoy mismo.`,
      sentence`Hay urgencias más visibles en su día a día.`,
    ]),
    rootOf(r, sentence`No ve ningún costo en esperar.`),
  ],
  necesidad: (r) => [
    opening(stops(r), r),
    either(r, 2, [
      sentence`Considera que su situación actual basta sin ${definite(r.offer)}.`,
      sentence`Siente que puede seguir como está.`,
    ]),
    orSecond(
      r,
      either(r, 3, [
        sentence`No reconoce en su caso el problema que resuelve ${definite(r.offer)}.`,
        sentence`No se identifica con quien lo necesita.`,
      ]),
    ),
    either(r, 4, [
      sentence`Nadie le ha mostrado los riesgos o las pérdidas de seguir como está.`,
      sentence`Desconoce lo que cuesta dejarlo así.`,
    ]),
    either(r, 5, [
      sentence`Los casos que ha visto no se parecen al suyo.`,
      sentence`Los ejemplos que conoce son de otra gente.`,
    ]),
    rootOf(r, sentence`No identifica en su vida un problema que ${definite(r.offer)} resuelva.`),
  ],
  competencia: (r) => [
    opening(stops(r), r),
    either(r, 2, [
      sentence`Ve esa alternativa como suficiente y más conveniente que ${definite(r.offer)}.`,
      sentence`Le parece que la otra opción le basta.`,
    ]),
    orSecond(
      r,
      either(r, 3, [
        sentence`No distingue qué le da ${definite(r.provider)} que la otra no le dé.`,
        sentence`No ve qué aporta ${definite(r.provider)} de más.`,
      ]),
    ),
    either(r, 4, [
      sentence`Nadie le ha explicado la diferencia frente a las opciones que ya conoce.`,
      sentence`Nadie le ha puesto las dos alternativas lado a lado.`,
    ]),
    either(r, 5, [
      sentence`Sin otro criterio a mano, compara por precio o comodidad.`,
      sentence`Decide por costumbre, no por lo que necesita.`,
    ]),
    rootOf(
      r,
      sentence`No sabe qué ofrece ${definite(r.provider)} que no ofrezcan las demás opciones.`,
    ),
  ],
  autoridad: (r) => [
    opening(waitsFor(r), r),
    either(r, 2, [
      sentence`Necesita que otra persona lo apruebe antes de comprometerse.`,
      sentence`La última palabra es de otra persona.`,
    ]),
    orSecond(
      r,
      either(r, 3, [
        sentence`No tiene argumentos listos para convencer a quien decide.`,
        sentence`Le faltan razones para plantearlo en casa o en el trabajo.`,
      ]),
    ),
    either(r, 4, [
      sentence`La información que recibe no le sirve para hablarlo con quien aprueba.`,
      sentence`Lo que sabe no alcanza para responder las preguntas de quien aprueba.`,
    ]),
    either(r, 5, [
      sentence`Lo que le llega está pensado para quien decide sin consultar a nadie.`,
      sentence`Los materiales están escritos para quien decide en solitario.`,
    ]),
    sentence`Quien aprueba la decisión no tiene la información que necesita.`,
  ],
  miedo: riskChain,
  complejidad: processChain,
};

/**
 * The chain of a comment of objection `tag`: its pain's own when it has one, else its
 * objection's. A price they cannot pay and a wait keep their chains whatever the pain, and a
 * study's participants are paid whatever theirs.
 */
export function chainFor(tag: Exclude<ObjectionTag, 'otro'>, r: Reading): Chain {
  if (tag === 'precio' && r.paidToTakePart) return compensationChain(r);
  const own = FACET_CHAINS[painFacet(r) ?? ''];
  const keeps = (tag === 'precio' && r.cannotAfford) || (tag === 'tiempo' && r.waits);
  return own === undefined || keeps ? CHAINS[tag](r) : own(r);
}

/** A comment with no objection: what it is, what it is good for, and its kind. */
interface NoObjection {
  readonly what: Fragment;
  readonly use: Fragment;
  readonly kind: Fragment;
}

// Keyed by the head of the 'otro' clusters' phrases (lexicon/pain-facets.ts); a cluster not
// listed reads as a question or an off-topic comment.
const NO_OBJECTION: Readonly<Record<string, NoObjection>> = {
  spam: {
    what: fragment`Es publicidad de otra cosa, ajena a la oferta.`,
    use: fragment`No aporta información sobre la oferta.`,
    kind: fragment`publicidad no deseada`,
  },
  'mención a otra persona': {
    what: fragment`Etiqueta a otra persona para que vea el contenido.`,
    use: fragment`Comparte el contenido, una señal de interés y no de resistencia.`,
    kind: fragment`una mención`,
  },
  agradecimiento: {
    what: fragment`Agradece el contenido o la atención recibida.`,
    use: fragment`Muestra una relación positiva que se puede aprovechar.`,
    kind: fragment`un agradecimiento`,
  },
  elogio: {
    what: fragment`Elogia el contenido o el resultado que vio.`,
    use: fragment`Muestra interés o satisfacción que se puede aprovechar.`,
    kind: fragment`un elogio`,
  },
};
const QUESTION: NoObjection = {
  what: fragment`Hace una pregunta informativa, sin resistencia explícita.`,
  use: fragment`Busca un dato concreto antes de avanzar.`,
  kind: fragment`una pregunta`,
};
const OFF_TOPIC: NoObjection = {
  what: fragment`Es un comentario fuera de tema.`,
  use: fragment`No aporta información sobre la oferta.`,
  kind: fragment`un comentario fuera de tema`,
};

/**
 * The chain of a comment with no objection, by the head of its cluster's phrase ('elogio',
 * 'spam'…) and whether it asks something.
 */
export function noObjectionChain(head: string, isQuestion: boolean, r: Reading): Chain {
  const { what, use, kind } =
    (Object.hasOwn(NO_OBJECTION, head) ? NO_OBJECTION[head] : undefined) ??
    (isQuestion ? QUESTION : OFF_TOPIC);
  return [
    opening(fragment`no expresa una objeción`, { ...r, detail: fragment`` }),
    what,
    sentence`En sus palabras no aparece precio, desconfianza, tiempo ni otra barrera.`,
    use,
    sentence`Por eso no hay una causa de objeción que trabajar en este comentario.`,
    sentence`Es ${kind}, no una objeción.`,
  ];
}
