import { type NounPhrase, nounPhrase } from '../../spanish/noun-phrase';
import type { IndustryKind } from '../../industry-kind';
import type { ObjectionTag } from '../taxonomy';

/** A pain's cluster label (a 2–5 word Spanish noun phrase) and how sentences name the problem. */
export interface PainName {
  readonly label: string;
  readonly phrase: NounPhrase;
}

/**
 * One concrete pain an objection can voice. Its cues (syntax in `../pattern.ts`) find it in a
 * comment; its name may change with the industry ("miedo a que salga mal" in a clinic, "miedo a
 * efectos secundarios" in a drug trial) while staying one pain.
 */
export interface PainFacet {
  readonly id: string;
  readonly tag: ObjectionTag;
  readonly name: PainName;
  readonly byIndustry?: Readonly<Partial<Record<IndustryKind, PainName>>>;
  readonly cues: readonly string[];
}

const named = (label: string, phrase: NounPhrase): PainName => ({ label, phrase });

/**
 * The pains per objection. Two comments share a facet when one piece of content would answer
 * both; a facet is split out for a pain a marketer answers differently: cannot pay at all, a
 * monthly fee, a payment up front, a charge per session, a cheaper rival, the partner who
 * decides, opening hours, too many visits. A facet joins paraphrases the lexicon knows; pains
 * it does not name are still told apart by their own words (`../pain-terms.ts`).
 */
export const PAIN_FACETS: readonly PainFacet[] = [
  // precio
  {
    id: 'precio-alto',
    tag: 'precio',
    name: named('precio alto del servicio', nounPhrase('el precio del servicio')),
    byIndustry: {
      estetica: named('precio alto del tratamiento', nounPhrase('el precio del tratamiento')),
      inmigracion: named('honorarios altos', nounPhrase('los honorarios del abogado')),
      impuestos: named('tarifa alta del contador', nounPhrase('la tarifa del contador')),
      marca: named('precio alto del programa', nounPhrase('el precio del programa')),
      ajustes: named('comisión alta del ajustador', nounPhrase('la comisión del ajustador')),
      estudios: named('costos de participar', nounPhrase('los costos de participar')),
    },
    cues: [],
  },
  {
    id: 'sin-dinero',
    tag: 'precio',
    name: named('sin dinero para pagar', nounPhrase('la falta de dinero para pagar')),
    // A study pays its participants: what does not stretch is what it pays.
    byIndustry: {
      estudios: named('compensación que no alcanza', nounPhrase('la compensación que no alcanza')),
    },
    cues: [
      'no tengo|tenemos|hay dinero|plata|lana|varo|feria|money|pisto|chavos|cash',
      'no me|nos alcanza|alcanzaria',
      'no puedo|podemos pagar|pagarlo|pagarla|costearlo|permitirmelo',
      'deuda|deudas|desempleado|desempleada|quincena|sueldo|salario|broke|debt|bills',
      'ando|estoy pelado|pelada|quebrado|quebrada|corto|corta',
      'cant|cannot afford',
    ],
  },
  // How the price is charged, which a marketer answers differently from the price itself.
  {
    id: 'cuota-recurrente',
    tag: 'precio',
    name: named('cuota mensual alta', nounPhrase('la cuota mensual')),
    cues: [
      'mensualidad|mensualidades|mensual|mensuales|membresia|membresias|suscripcion|monthly|recurrente|recurring|anualidad',
      'cuota|cuotas fija|fijas|mensual|mensuales',
      'cada mes|semana|quincena|ano|anio',
      'cada # dias|meses',
      'al|por mes|ano|anio|month|year',
      'a|every|per month|year|week',
    ],
  },
  {
    id: 'pago-inicial',
    tag: 'precio',
    name: named('pago inicial alto', nounPhrase('el pago inicial')),
    cues: [
      'de entrada',
      'por adelantado|anticipado',
      'upfront|enganche|anticipo|adelanto|inicial|deposito|setup|down',
      'para empezar|arrancar|iniciar|comenzar',
      'antes de ver|empezar|arrancar',
      'primero pagar|desembolsar|pagas|pago|hay',
    ],
  },
  {
    id: 'cobro-por-unidad',
    tag: 'precio',
    name: named('cobro por cada servicio', nounPhrase('el cobro por cada servicio')),
    byIndustry: {
      estetica: named('cobro por cada sesión', nounPhrase('el cobro por cada sesión')),
      credito: named('cobro por cada disputa', nounPhrase('el cobro por cada disputa')),
      inmigracion: named('cobro por cada consulta', nounPhrase('el cobro por cada consulta')),
      impuestos: named('cobro por cada trámite', nounPhrase('el cobro por cada trámite')),
      estudios: named('pago por cada visita', nounPhrase('el pago por cada visita')),
    },
    cues: [
      'por cada',
      'cada uno|una|sesion|unidad|clase|consulta|zona|item|carta|formulario|declaracion|tramite',
      'por sesion|unidad|disputa|clase|consulta|item|declaracion|formulario|tramite|pieza|zona|visita|carta|borrado|jeringa',
      '# la|el|por sesion|unidad|clase|consulta|zona|jeringa',
      'la|cada sesion|consulta|clase|unidad|visita sale|salen|cuesta|cuestan',
      'per|each',
    ],
  },
  // What a public adjuster's customers object to most: a cut of what the insurer already
  // offered, which a marketer answers with what the fee is calculated on.
  {
    id: 'cobro-sobre-lo-ofrecido',
    tag: 'precio',
    name: named('cobro sobre lo ya ofrecido', nounPhrase('el cobro sobre lo ya ofrecido')),
    cues: [
      'ya me|nos|les? ofrecio|ofrecieron|ofrece|ofrecen|aprobo|aprobaron|iba|iban|habia|estaba',
      'lo ya ofrecido|aprobado|pagado',
      'oferta inicial|original',
      'already offered|paid|approved',
      'undisputed',
    ],
  },
  {
    id: 'cobros-extra',
    tag: 'precio',
    name: named('cobros extra', nounPhrase('los cobros extra')),
    cues: [
      'aparte|extra|extras|adicional|adicionales|additional|sorpresa|ocultos|escondidos|hidden',
      'encima|ademas|despues te|me? cobran|cobraron|piden',
      'por fuera',
      'no lo|te|me dicen|dijeron',
    ],
  },
  {
    id: 'costo-acumulado',
    tag: 'precio',
    name: named('costo total acumulado', nounPhrase('el costo total')),
    cues: [
      'en total',
      'al final',
      'el|la total',
      'suma|suman|sumado|sumando|acumula|acumulado|acumulan|acumulando|junta|juntan',
      'add|adds up',
    ],
  },
  {
    id: 'cobro-consulta',
    tag: 'precio',
    name: named('cobro de la consulta inicial', nounPhrase('el cobro de la consulta inicial')),
    cues: [
      'cobran|cobrar|cobra|cobraron|cuesta|pagar|pago por? la|el valoracion|consulta|evaluacion|inspeccion|cotizacion|asesoria|diagnostico',
      'valoracion|evaluacion|inspeccion|cotizacion tiene|con costo|cargo',
      'primera cita|consulta cuesta|cobrada|tiene',
    ],
  },
  {
    id: 'sin-plazos',
    tag: 'precio',
    name: named('sin pagos a plazos', nounPhrase('la falta de pagos a plazos')),
    cues: [
      'plazos|abonos|financiamiento|financiar|financiera|financieras|msi|installments|carecredit|cherry|afterpay|klarna',
      'meses|mensualidades sin intereses',
      'payment plan|plans',
      'de contado',
      'un solo pago',
      'todo junto',
      'de golpe',
    ],
  },
  {
    id: 'gastos-traslado',
    tag: 'precio',
    name: named('gastos de traslado', nounPhrase('los gastos de traslado')),
    cues: [
      'gasolina|pasaje|pasajes|transporte|traslado|traslados|estacionamiento|viaticos|parking|uber|guagua|bus',
    ],
  },
  {
    id: 'compensacion-baja',
    tag: 'precio',
    name: named('compensación baja', nounPhrase('la compensación baja')),
    cues: ['compensacion|compensaciones|pagan poco|compensation', 'pagan|dan muy? poco|nada'],
  },
  // confianza
  {
    id: 'desconfianza-proveedor',
    tag: 'confianza',
    name: named('desconfianza en el proveedor', nounPhrase('la desconfianza en el proveedor')),
    byIndustry: {
      estetica: named('desconfianza en la clínica', nounPhrase('la desconfianza en la clínica')),
      credito: named('miedo a una estafa', nounPhrase('el miedo a una estafa')),
      inmigracion: named('abogados poco confiables', nounPhrase('la desconfianza en los abogados')),
      impuestos: named(
        'contadores poco confiables',
        nounPhrase('la desconfianza en los contadores'),
      ),
      marca: named('gurús vendehumo', nounPhrase('la desconfianza en los gurús')),
      ajustes: named(
        'ajustadores poco confiables',
        nounPhrase('la desconfianza en los ajustadores'),
      ),
      estudios: named(
        'desconfianza en farmacéuticas',
        nounPhrase('la desconfianza en las farmacéuticas'),
      ),
    },
    cues: [],
  },
  {
    id: 'pruebas-falsas',
    tag: 'confianza',
    name: named('fotos y reseñas falsas', nounPhrase('las fotos y reseñas falsas')),
    cues: [
      'filtro|filtros|editada|editadas|editado|editados|photoshop|retocada|retocadas|fotos|foto|filter|edited',
      'testimonio|testimonios|resena|resenas|reviews|review|comprados|compradas|bots|actores|actors',
    ],
  },
  {
    id: 'credenciales',
    tag: 'confianza',
    name: named('credenciales dudosas', nounPhrase('las credenciales dudosas')),
    cues: [
      'licencia|licencias|certificado|certificados|certificada|titulo|cedula|licensed|credentials|notario|notarios',
    ],
  },
  // Strangers who knock after a storm ('storm chasers'): the business is asked to tell itself
  // apart from them, which a marketer answers differently from credentials in general.
  {
    id: 'puerta-a-puerta',
    tag: 'confianza',
    name: named(
      'visitas puerta a puerta',
      nounPhrase('la desconfianza en las visitas puerta a puerta'),
    ),
    cues: [
      'puerta a|por|en puerta|puertas',
      'tocar|tocan|tocaron|toco|tocando|tocarme|tocaban|tocado|tocarle la|mi|las|tu? puerta|puertas',
      'knocked|knocking|knock',
      'door to door',
      'storm chaser|chasers',
      'chasers|cazatormentas',
    ],
  },
  {
    id: 'estafa-previa',
    tag: 'confianza',
    name: named('malas experiencias previas', nounPhrase('las malas experiencias previas')),
    cues: [
      'me|nos estafaron|robaron|timaron|enganaron|bajaron|clavaron',
      'ya me|nos paso|pasó|estafaron|enganaron',
      'ya cai|caimos',
      'scammed|ripped',
    ],
  },
  {
    id: 'pide-datos',
    tag: 'confianza',
    name: named('miedo a dar sus datos', nounPhrase('el miedo a dar sus datos')),
    cues: [
      'datos|ssn|contrasena|password|identidad|privacidad|privacy',
      'seguro|security social',
      'numero de seguro|cuenta|tarjeta',
      'fecha de nacimiento',
    ],
  },
  {
    id: 'promesas-exageradas',
    tag: 'confianza',
    name: named('promesas demasiado buenas', nounPhrase('las promesas demasiado buenas')),
    cues: [
      'promes*|promet*|milagr*|magia|magico|garantiz*',
      'todos califican|aprueban|ganan',
      'too good',
      'cuento chino',
      'suena|suenan demasiado bien|bueno|buena',
    ],
  },
  {
    id: 'costos-ocultos',
    tag: 'confianza',
    name: named('costos ocultos', nounPhrase('los costos ocultos')),
    cues: ['letra chica|pequena', 'ocultos|escondidos|sorpresa|hidden'],
  },
  // resultados
  {
    id: 'duda-resultados',
    tag: 'resultados',
    name: named('duda sobre los resultados', nounPhrase('la duda sobre los resultados')),
    byIndustry: {
      estetica: named('duda sobre la eficacia', nounPhrase('la duda sobre la eficacia')),
      credito: named('puntaje que no sube', nounPhrase('la duda de que el puntaje suba')),
      inmigracion: named('miedo a un caso negado', nounPhrase('la duda de que el caso salga')),
      impuestos: named('reembolso que no mejora', nounPhrase('la duda de que el reembolso mejore')),
      marca: named('redes sin crecimiento', nounPhrase('la duda de que las redes crezcan')),
      ajustes: named('pago que no aumenta', nounPhrase('la duda de que el pago aumente')),
      estudios: named('duda sobre el tratamiento', nounPhrase('la duda sobre el tratamiento')),
    },
    cues: [],
  },
  {
    id: 'resultados-temporales',
    tag: 'resultados',
    name: named('resultados que no duran', nounPhrase('los resultados que no duran')),
    cues: [
      'vuelven|volvieron|regresan|regresaron|temporal|temporales|wears',
      'dura|duran|duro poco|nada',
      'se quita|quitan|borra|borran|va|van',
      // An effect that fades, said without "dura": gone in months, to be done again and again.
      'desaparece|desaparecen|desaparecio|pasajero|pasajera|efimero|efimera',
      'el efecto .. se|desaparece|acaba|pasa|quita|va',
      'hay|habria|tendria|tengo|tienes|tendras que repetir*|retocar*',
      'se|lo|la absorbe|reabsorbe|metaboliza',
      'fades|faded|fading',
      'wear|wears|wore|go|goes|went off|away',
      'gone in|within|after|by',
      'lasted|lasts|last only|just|maybe|barely',
      'doesnt|dont|didnt last',
    ],
  },
  {
    id: 'intentos-fallidos',
    tag: 'resultados',
    name: named('intentos previos sin resultado', nounPhrase('los intentos previos sin resultado')),
    cues: [
      'ya lo|la|los|las probe|intente|hice|use|pague',
      'ya probe|intente|pague|gaste|contrate',
      'lo|la probe|intente',
      'probe|probamos con',
      'quede|quedo|quedamos|sigo|segui igual|igualita|igualito',
      'gaste|gastamos|invert* en',
      'contrate|contratamos algo|otra|otro|una|un',
      'ya le|les pague|pagamos a',
      'tried|already paid',
    ],
  },
  {
    id: 'no-sirve-en-su-caso',
    tag: 'resultados',
    name: named('su caso es distinto', nounPhrase('la duda de que sirva en su caso')),
    cues: [
      'en mi|nuestro caso',
      'mi caso|situacion es distinto|distinta|diferente|especial|complicado|complicada',
      'piel .. morena|oscura|reactiva|sensible|grasa|madura|delicada',
      'gente|personas|alguien como yo',
      'funciona|sirve|sirva|funcione con|en|para mi|gente',
    ],
  },
  // tiempo
  {
    id: 'proceso-lento',
    tag: 'tiempo',
    name: named('proceso muy lento', nounPhrase('la lentitud del proceso')),
    cues: [
      'tarda|tardan|tardo|tardaron|tardado|tardada|demora|demoran|demoro|lento|lenta|lentisimo|eterno|eterna|eternidad|slow|forever',
      'espera|esperando|llevo|lleva|llevamos|meses|anos|semanas|months|years',
      'recuperacion|reposo|incapacidad',
    ],
  },
  {
    id: 'sin-tiempo',
    tag: 'tiempo',
    name: named('falta de tiempo', nounPhrase('la falta de tiempo')),
    cues: [
      'no tengo|tenemos tiempo',
      'falta|faltan|poco|sin tiempo',
      'no me da|alcanza el tiempo|la vida|el dia',
      'ocupado|ocupada|ocupados|busy|chamba|turno|turnos|horario|horarios|schedule',
      // Work that leaves no time: leave not given, a day's pay lost ('permiso de trabajo' alone
      // is a work permit, an immigration case's wait).
      'no me|nos dan|da|dieron|den permiso',
      'falto|falta|faltar|faltando a|al la? trabajo|obra|chamba|jale|fabrica',
      'pierdo|pierde|perder el|un dia',
      'trabajo|trabajamos|trabaja de #',
      'doble turno',
      'dos|tres|# trabajos|chambas|jales',
      'trabajo|trabajamos|trabaja toda|todos la|los semana|dias',
      'trabajo|trabajamos|trabaja diario',
      'el|mi jefe|patron|patrona no me|nos deja|dejo|dejan',
    ],
  },
  // Time pains a marketer answers differently from the lack of time itself: when the business
  // opens, how many visits it takes, how long each lasts, and how long it takes to answer.
  {
    id: 'horario-limitado',
    tag: 'tiempo',
    name: named('horario poco flexible', nounPhrase('el horario de atención')),
    cues: [
      'abren|abran|abre|abrieran|abrieran|cierran|cierra|cerrado|cerrados|cerrada|open|opens|closed',
      'fin|fines de semana',
      'sabados|domingos|weekends',
      'entre semana',
      // 'no abren' says it; a negated cue is otherwise not read.
      'no abren|abre|atienden|trabajan',
      'horario|horarios de atencion|oficina',
    ],
  },
  {
    id: 'muchas-visitas',
    tag: 'tiempo',
    name: named('demasiadas citas', nounPhrase('la cantidad de citas')),
    cues: [
      'tantas|muchas|varias|demasiadas|cuantas citas|sesiones|visitas|consultas|revisiones|veces|idas',
      '# citas|sesiones|visitas|consultas|revisiones|veces',
      'cada semana|mes|quincena',
      'sesiones|visitas|revisiones|controles|sessions|appointments|visits',
      'ir|venir|volver cada',
    ],
  },
  {
    id: 'sesion-larga',
    tag: 'tiempo',
    name: named('sesiones muy largas', nounPhrase('la duración de cada sesión')),
    cues: [
      '# horas|hora|hrs|hr|min|minutos|mins|hours|minutes',
      'hora y media',
      'toda la manana|tarde|noche',
      'tarde|noche|manana entera',
    ],
  },
  {
    id: 'espera-atencion',
    tag: 'tiempo',
    name: named('demora en la atención', nounPhrase('la demora en la atención')),
    cues: [
      'sala de espera',
      'en la sala|recepcion',
      'me|nos|te atendieron|atienden|pasaron|pasan',
      'misma hora',
      'sentado|sentada|parado|parada esperando',
      'la espera es|fue|era',
      'hacer|hago|hice|haces fila|cola',
    ],
  },
  {
    id: 'fecha-limite',
    tag: 'tiempo',
    name: named('fecha límite cercana', nounPhrase('la fecha límite que se acerca')),
    cues: [
      'se me|nos vence|acaba|termina',
      'antes de que',
      'antes que',
      'no llego|llegamos|llega a tiempo',
      'para ya|ayer',
      'ya mismo',
      'para|antes de? enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre',
      'el|la mes|semana|ano que viene',
      'me caso|casamos|mudo|mudamos',
      'deadline|asap',
    ],
  },
  {
    id: 'respuesta-lenta',
    tag: 'tiempo',
    name: named('respuestas lentas', nounPhrase('la demora en responder')),
    cues: [
      'no|nunca|ni contestan|responden|contesta|responde|regresan|devuelven',
      'sin respuesta|contestacion|noticias',
      'en visto',
      'tardan|tarda en contestar|responder|atender|llamar',
      'soporte|support|ghosting|ghostean|ignoran',
      'le|les escribi|llame|marque',
      'atencion al cliente',
    ],
  },
  // urgencia
  {
    id: 'lo-pospone',
    tag: 'urgencia',
    name: named('lo deja para después', nounPhrase('la costumbre de dejarlo para después')),
    cues: [],
  },
  {
    id: 'espera-promocion',
    tag: 'urgencia',
    name: named('espera una promoción', nounPhrase('la espera de una promoción')),
    cues: [
      'promo|promos|promocion|promociones|descuento|descuentos|rebaja|rebajas|2x1|preventa',
      'buen fin',
      'black friday|cyber',
    ],
  },
  {
    id: 'lo-guarda',
    tag: 'urgencia',
    name: named('lo guarda para después', nounPhrase('la costumbre de guardarlo para después')),
    cues: [
      'guardado|guardada|guardo|guardar|guarde|save|saved|favoritos|marcado|marcada|screenshot',
      'lo|la reviso|leo|veo|miro con calma',
    ],
  },
  {
    id: 'plazo-de-sobra',
    tag: 'urgencia',
    name: named('cree que hay plazo', nounPhrase('la idea de que hay plazo de sobra')),
    cues: [
      'plazo|plazos|deadline',
      'fecha limite',
      'tengo|tenemos|hay bastante|mucho tiempo',
      'tengo|tenemos hasta',
    ],
  },
  // A problem small enough to live with for now: answered with what it becomes if left.
  {
    id: 'puede-esperar',
    tag: 'urgencia',
    name: named('problema que parece menor', nounPhrase('la idea de que el problema es menor')),
    cues: [
      'chiquita|chiquito|chiquitas|pequena|pequeno|leve|menor|poquito|poquita|goterita|manchita|grietica|detallitos|minor|small|tiny',
      'nada|no es|no está grave|serio|urgente',
      'no entra|gotea|moja el agua',
      'aguanta|aguanto|aguantar',
    ],
  },
  // Debts left to fall off the report with time, or paid off first: each a reason to wait that
  // credit repair answers with its own figures.
  {
    id: 'esperar-que-caduquen',
    tag: 'urgencia',
    name: named(
      'esperar que las deudas caduquen',
      nounPhrase('la espera de que las deudas caduquen'),
    ),
    cues: [
      'caduquen|caducan|caduque|expiren|expire|prescriban|vencen|venzan',
      'se caen|caiga|caigan|cae|quita|quitan|borra|borran|borre|va sola|solas|solo|solitas',
      'siete|7 anos|years|yrs',
      'fall|falls|drop|drops|age off',
    ],
  },
  {
    id: 'primero-deudas',
    tag: 'urgencia',
    name: named('primero pagar sus deudas', nounPhrase('la idea de pagar primero sus deudas')),
    cues: [
      'primero|antes pagar|liquidar|salir|salgo|terminar|termino',
      'salir|salga|salgo de las? deudas|tarjetas',
      'terminar|termino|termine de pagar',
      'sigo|sigue|todavia debo|debiendo|atrasado|abonando',
      'cuando acabe|termine|quede en cero',
    ],
  },
  // necesidad
  {
    id: 'no-lo-necesita',
    tag: 'necesidad',
    name: named('no ve la necesidad', nounPhrase('la idea de que no hace falta')),
    byIndustry: {
      estetica: named('conforme con su aspecto', nounPhrase('la idea de que no hace falta')),
      credito: named('crédito ya aceptable', nounPhrase('la idea de que su crédito ya basta')),
      inmigracion: named(
        'caso que parece sencillo',
        nounPhrase('la idea de que su caso es sencillo'),
      ),
      impuestos: named(
        'declaración que parece sencilla',
        nounPhrase('la idea de que su declaración es sencilla'),
      ),
      marca: named(
        'no necesita marca personal',
        nounPhrase('la idea de que una marca personal no hace falta'),
      ),
      ajustes: named('el seguro ya responde', nounPhrase('la idea de que el seguro ya responde')),
      estudios: named('se siente sano', nounPhrase('la idea de que estando sano no hace falta')),
    },
    cues: [],
  },
  {
    id: 'le-basta',
    tag: 'necesidad',
    name: named('le basta lo que tiene', nounPhrase('la idea de que basta con lo que ya se tiene')),
    cues: [
      'basta|bastan|alcanza|suficiente|suficientes|sobra|sobran|enough',
      'me va|funciona bien|perfecto',
      'estoy feliz|contento|contenta|conforme con',
    ],
  },
  {
    id: 'no-es-para-el',
    tag: 'necesidad',
    name: named('no es para su perfil', nounPhrase('la idea de que no es para su perfil')),
    cues: [
      'no es|son para mi|nosotros|gente',
      'no va conmigo',
      'no soy|somos influencer|famoso|famosa|artista|empresa|empresario',
      'para los famosos|influencers|ricos',
    ],
  },
  {
    id: 'problema-menor',
    tag: 'necesidad',
    name: named('problema demasiado pequeño', nounPhrase('la idea de que su problema es pequeño')),
    cues: [
      'poquito|poquita|chiquito|chiquita|pequeno|pequena|pequenito|menor|leve|minimo|minor|small|goterita|rayoncito',
      'nada grave|serio',
      'just a few',
    ],
  },
  {
    id: 'otro-lo-cubre',
    tag: 'necesidad',
    name: named('otro ya lo cubre', nounPhrase('la idea de que otro ya lo cubre')),
    cues: [
      'se encarga|encargan|ocupa',
      'ya me|nos pagaron|pago|cubrio|cubrieron|arreglo|arreglaron',
      // A tenant: the owner's insurance, the owner's repairs.
      'rento|rentamos|alquilo|alquilamos|inquilino|inquilina|tenant|rent',
      'el dueno|landlord|management|seguro|aseguradora|empresa lo|la|se paga|cubre|arregla|encarga',
    ],
  },
  // competencia
  {
    id: 'otra-opcion',
    tag: 'competencia',
    name: named('prefiere otra opción', nounPhrase('la preferencia por otra opción')),
    cues: [],
  },
  {
    id: 'mas-barato',
    tag: 'competencia',
    name: named('alternativa más barata', nounPhrase('las alternativas más baratas')),
    cues: [
      'gratis|gratuito|gratuita|gratuitos|free|regalado',
      'sin pagar|cobrar',
      'barato|barata|baratos|mitad|cheaper|menos',
    ],
  },
  // Free help from a community (a church, a library, volunteers, a consulate) is answered with
  // what it cannot do, not with a price: a pain of its own beside the cheaper rival.
  {
    id: 'ayuda-comunitaria',
    tag: 'competencia',
    name: named('ayuda gratuita comunitaria', nounPhrase('la ayuda gratuita de la comunidad')),
    cues: [
      'iglesia|parroquia|biblioteca|consulado|voluntarios|voluntarias|volunteer|volunteers|vita|aarp|caridad|nonprofit|library|church',
      'organizacion|organizaciones|centro|clinica|community comunitario|comunitaria|legal|center',
      'jornada|jornadas|feria|ferias de? asesoria|impuestos|gratis',
    ],
  },
  {
    id: 'en-el-extranjero',
    tag: 'competencia',
    name: named('opción en el extranjero', nounPhrase('la opción de hacerlo en el extranjero')),
    cues: [
      'extranjero|afuera|abroad|frontera|vuelo|vuelos|hotel|vacaciones|turismo|pasaje|viaje|viajar',
      'alla|alli sale|salen|cuesta|cobran|es',
      'en mi pais',
    ],
  },
  {
    id: 'por-su-cuenta',
    tag: 'competencia',
    name: named('prefiere hacerlo solo', nounPhrase('la idea de hacerlo por su cuenta')),
    cues: [
      'yo mismo|misma|solo|sola',
      'lo hago|hacemos|haria|hare|aprendo yo?',
      'por mi|su cuenta',
      'youtube|tutorial|tutoriales|turbotax|chatgpt|app|apps|ia|myself|diy|casero|casera',
    ],
  },
  {
    id: 'ya-tiene-proveedor',
    tag: 'competencia',
    name: named('ya tiene proveedor', nounPhrase('la fidelidad a su proveedor actual')),
    cues: [
      'ya tengo|tenemos|uso|trabajo|voy',
      'mi|su|el abogado|contador|doctor|doctora|medico|coach|mentor|dermatologo|agencia|compadre|primo|prima|cunado|cunada|amigo|amiga',
      'already',
    ],
  },
  // autoridad
  {
    id: 'decide-otro',
    tag: 'autoridad',
    name: named('decide otra persona', nounPhrase('la decisión de otra persona')),
    cues: [],
  },
  {
    id: 'decide-pareja',
    tag: 'autoridad',
    name: named('decide la pareja', nounPhrase('la aprobación de la pareja')),
    cues: [
      'esposo|esposa|marido|mujer|pareja|novio|novia|viejo|vieja|husband|wife|spouse|doñita|senora|senor',
    ],
  },
  {
    id: 'decide-familia',
    tag: 'autoridad',
    name: named('decide la familia', nounPhrase('la aprobación de la familia')),
    cues: [
      'mama|papa|padres|papas|hijos|hija|hijo|familia|suegra|suegro|abuela|abuelo|mom|dad|parents|family',
    ],
  },
  {
    id: 'decide-socio',
    tag: 'autoridad',
    name: named('decide el socio o jefe', nounPhrase('la aprobación del socio o del jefe')),
    cues: [
      'socio|socia|socios|jefe|jefa|dueno|duena|gerente|junta|empresa|boss|owner|manager|landlord|casero',
    ],
  },
  {
    id: 'decide-medico',
    tag: 'autoridad',
    name: named('aprobación del médico', nounPhrase('la aprobación del médico')),
    cues: ['medico|doctor|doctora|cardiologo|especialista|ginecologo|oncologo'],
  },
  // miedo
  {
    id: 'miedo-consecuencias',
    tag: 'miedo',
    name: named('miedo a las consecuencias', nounPhrase('el miedo a las consecuencias')),
    byIndustry: {
      estetica: named('miedo a que salga mal', nounPhrase('el miedo a que algo salga mal')),
      credito: named('miedo a bajar el puntaje', nounPhrase('el miedo a que baje el puntaje')),
      inmigracion: named('miedo a la deportación', nounPhrase('el miedo a la deportación')),
      impuestos: named('miedo a una auditoría', nounPhrase('el miedo a una auditoría')),
      marca: named('miedo al qué dirán', nounPhrase('el miedo al qué dirán')),
      ajustes: named('miedo a perder el seguro', nounPhrase('el miedo a perder el seguro')),
      estudios: named(
        'miedo a efectos secundarios',
        nounPhrase('el miedo a los efectos secundarios'),
      ),
    },
    cues: [],
  },
  {
    id: 'miedo-salud',
    tag: 'miedo',
    name: named('miedo a efectos secundarios', nounPhrase('el miedo a los efectos secundarios')),
    byIndustry: {
      estetica: named('miedo a que salga mal', nounPhrase('el miedo a que algo salga mal')),
    },
    cues: [
      'efectos|efecto|secundarios|reaccion|reacciones|alergia|placebo|complicaciones|complicacion|infeccion|cicatriz|cicatrices|quemadura|quemaduras|mancha|manchas',
      // English 'side' alone is a side hustle or a side job, not a side effect.
      'side effect|effects',
      'enferme|enfermar|empeore|empeorar|sicker',
    ],
  },
  // Pain and needles are told apart by their words (`pain-concepts.ts`); how one looks after
  // it is said in phrases ('quedar rara').
  {
    id: 'miedo-aspecto',
    tag: 'miedo',
    name: named('miedo a quedar artificial', nounPhrase('el miedo a quedar artificial')),
    cues: [
      'chueca|chueco|plastico|plastica|deforme|deformada|deformado|deformen|botched|exagerado|exagerada|inflada|inflado|congelada|congelado|artificial|fake',
      'cara|boca|labios rara|raro|rara|rarisima|extrana|extrano',
      'salga|salir|quede|quedar|quedo|verme mal|fea|feo|rara|raro',
    ],
  },
  {
    id: 'miedo-deportacion',
    tag: 'miedo',
    name: named('miedo a la deportación', nounPhrase('el miedo a la deportación')),
    cues: [
      'deporten|deportar|deportacion|deportaciones|deportado|deportada|migra|ice|detengan|detienen|detencion|redada|redadas|deport',
    ],
  },
  // An immigrant's fears a lawyer answers each with its own content: leaving for the consular
  // interview and being barred from coming back, the address the forms hand to the government,
  // and losing the status already held.
  {
    id: 'miedo-salir-pais',
    tag: 'miedo',
    name: named('miedo a no poder regresar', nounPhrase('el miedo a salir y no poder regresar')),
    cues: [
      'castigo|castigos|consular|consulado|reingreso|varado|varada|atorado|atorada',
      'salir|salgo|salga|salio del pais',
      'no me|nos dejen|dejan|dejaran regresar|volver|entrar',
      'me quedo|quede|quedaria afuera|alla|fuera',
      'barred|bar|reentry',
    ],
  },
  {
    id: 'miedo-dar-datos',
    tag: 'miedo',
    name: named('miedo a entregar sus datos', nounPhrase('el miedo a entregar sus datos')),
    cues: [
      'direccion|domicilio|datos|address|radar|informacion|info|huellas|comparten|compartan',
      'donde vivo|vivimos|duermo|trabajo|vivis|trabajas',
    ],
  },
  {
    id: 'miedo-perder-estatus',
    tag: 'miedo',
    name: named('miedo a perder su estatus', nounPhrase('el miedo a perder su estatus')),
    cues: ['estatus|tps|daca|parole|status', 'perder lo que ya tengo|tenemos'],
  },
  {
    id: 'miedo-auditoria',
    tag: 'miedo',
    name: named('miedo a una auditoría', nounPhrase('el miedo a una auditoría')),
    cues: ['auditoria|auditen|audit|irs|hacienda|multa|multas|multen|sancion|sanciones|penalty'],
  },
  {
    id: 'miedo-puntaje',
    tag: 'miedo',
    name: named('miedo a bajar el puntaje', nounPhrase('el miedo a que baje el puntaje')),
    cues: ['puntaje|score|tarjetas|tarjeta'],
  },
  {
    id: 'miedo-seguro',
    tag: 'miedo',
    name: named('miedo a perder el seguro', nounPhrase('el miedo a perder el seguro')),
    // 'prima' alone is as often a cousin ('a mi prima le dejó manchas') as the premium.
    cues: [
      'cancelar|cancelen|cancelan|poliza|premium|cancel|aseguradora',
      'prima del seguro',
      'prima de la|mi poliza|seguro',
    ],
  },
  {
    id: 'miedo-juicio',
    tag: 'miedo',
    name: named('miedo al qué dirán', nounPhrase('el miedo al qué dirán')),
    cues: [
      'verguenza|pena|digan|critiquen|juzguen|burlen|burla|cringe|judged|embarrassed|exponerme|exponer',
      'criticar|critican|criticarme|juzga|juzgan|juzgar|burlar|burlarse|superficial',
    ],
  },
  {
    id: 'miedo-perder-dinero',
    tag: 'miedo',
    name: named('miedo a perder dinero', nounPhrase('el miedo a perder dinero')),
    cues: ['perder|pierda|perderlo dinero|plata|lana|lose'],
  },
  // complejidad
  {
    id: 'proceso-confuso',
    tag: 'complejidad',
    name: named('proceso confuso', nounPhrase('la confusión sobre el proceso')),
    byIndustry: {
      estetica: named(
        'tratamientos difíciles de elegir',
        nounPhrase('la confusión entre tratamientos'),
      ),
      impuestos: named('impuestos confusos', nounPhrase('la confusión con los impuestos')),
      marca: named('demasiadas herramientas', nounPhrase('la confusión entre herramientas')),
      ajustes: named('póliza difícil de entender', nounPhrase('la letra de la póliza')),
    },
    cues: [],
  },
  {
    id: 'papeleo',
    tag: 'complejidad',
    name: named('demasiado papeleo', nounPhrase('el exceso de papeleo')),
    cues: [
      'formulario|formularios|formato|formatos|forms|form|papeleo|papeles|documentos|documentacion|paperwork|requisito|requisitos|requirements|tramites',
    ],
  },
  {
    id: 'lenguaje-tecnico',
    tag: 'complejidad',
    name: named('lenguaje difícil de entender', nounPhrase('el lenguaje técnico')),
    cues: [
      'terminos|jerga|jargon|tecnico|tecnicos|tecnica|tecnicas|tecnicismo|tecnicismos|terminologia|vocabulario|palabras|ingles|english|idioma|letra',
      'en cristiano|espanol',
      'como si uno|ya supiera|supieramos',
    ],
  },
  {
    id: 'plataforma-dificil',
    tag: 'complejidad',
    name: named('plataforma difícil de usar', nounPhrase('la plataforma en línea')),
    cues: [
      'app|apps|aplicacion|plataforma|pagina|portal|sistema|campus|web|sitio|link|enlace|contrasena|password|login|usuario|pantalla|upload|celular|cel|computadora|tecnologia|laberinto|online',
      'en linea',
      'no carga|cargo|abre|abria|deja',
      'se traba|traba|cae|cayo|congela',
    ],
  },
  {
    id: 'demasiadas-opciones',
    tag: 'complejidad',
    name: named('demasiadas opciones', nounPhrase('la cantidad de opciones')),
    byIndustry: {
      estetica: named(
        'tratamientos difíciles de elegir',
        nounPhrase('la confusión entre tratamientos'),
      ),
      marca: named('demasiadas herramientas', nounPhrase('la confusión entre herramientas')),
    },
    cues: [
      'tantos|tantas|muchos|muchas|demasiados|demasiadas planes|opciones|paquetes|tipos|tratamientos|herramientas|modalidades',
      'cual es cual',
      'cual elegir|escoger|conviene',
    ],
  },
  // otro: what a comment with no objection is, so that non-objections do not swell one cluster
  {
    id: 'spam',
    tag: 'otro',
    name: named('spam o autopromoción', nounPhrase('el spam')),
    cues: [
      'enlace_web|sigueme|siguenme|escribeme|whatsapp|gana|ganar|follow|subscribe|bio|inbox|crypto|cripto|dm',
    ],
  },
  {
    id: 'mencion',
    tag: 'otro',
    name: named('mención a otra persona', nounPhrase('la mención a otra persona')),
    cues: ['mencion_usuario'],
  },
  {
    id: 'agradecimiento',
    tag: 'otro',
    name: named('agradecimiento sin objeción', nounPhrase('el agradecimiento')),
    cues: ['gracias|bendiga|bendiciones|thank|thanks|amen'],
  },
  {
    id: 'elogio',
    tag: 'otro',
    name: named('elogio sin objeción', nounPhrase('el elogio')),
    cues: [
      'encanta|encanto|lindo|linda|excelente|genial|bonito|bonitos|bonita|interesante|util|love|great|emo_elogio|wow|recomendada|recomendado|recomiendo|chevere|chido|brutal|crack|duro',
    ],
  },
  {
    id: 'sin-objecion',
    tag: 'otro',
    name: named('sin objeción', nounPhrase('la ausencia de objeciones')),
    cues: [],
  },
];

/**
 * The pain a comment of each objection voices when none of its facets' cues is found: the
 * most common concrete pain of that objection in the industry ("miedo a la deportación" for an
 * immigration lawyer), so that vague comments join the pain they most likely mean.
 */
export const MAIN_FACET: Readonly<Record<ObjectionTag, string>> = {
  precio: 'precio-alto',
  confianza: 'desconfianza-proveedor',
  resultados: 'duda-resultados',
  tiempo: 'proceso-lento',
  urgencia: 'lo-pospone',
  necesidad: 'no-lo-necesita',
  competencia: 'otra-opcion',
  autoridad: 'decide-otro',
  miedo: 'miedo-consecuencias',
  complejidad: 'proceso-confuso',
  otro: 'sin-objecion',
};

/**
 * Industries whose usual time pain is finding the time rather than waiting on the process: a
 * trade the user added (a gym, a dentist, a course) is attended, not waited on, so its time
 * comments that name nothing else are 'falta de tiempo', not 'proceso muy lento' (which named
 * a gym's comments about its opening hours).
 */
export const TIME_POOR_INDUSTRIES: ReadonlySet<IndustryKind> = new Set([
  'estetica',
  'marca',
  'estudios',
  'impuestos',
  'generica',
]);
