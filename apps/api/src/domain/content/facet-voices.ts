import { paysParticipants } from '../industry-kind';
import { industryContext } from '../rules-engine/industry-context';
import { facetOfLabel } from '../rules-engine/pain-facet-labels';
import { type Fragment, fragment } from '../spanish/fragment';
import { type NounPhrase, nounPhrase } from '../spanish/noun-phrase';

/**
 * How copy speaks about one pain the catalogue names (`rules-engine/lexicon/pain-facets.ts`),
 * in the slots of its objection's voice (`objection-voice.ts`): a monthly fee is answered with
 * what each month pays for, opening hours with the hours there are, not with the price or the
 * time a process takes in general.
 */
export interface FacetVoice {
  /** The customer's doubt, to answer or remove: 'la pregunta de cuánto pagas cada mes'. */
  readonly worry: NounPhrase;
  /** The question the customer asks themself, a whole sentence. */
  readonly question: Fragment;
  /** What the business shows, after 'te mostramos': no promise it may not keep. */
  readonly answer: Fragment;
}

// The usual pain of each objection ('precio alto', 'falta de tiempo', …) is the objection
// itself and keeps its objection's voice. Worded as a customer asks before deciding, never as
// a doubt about the business published in its own voice, and without repeating an accusation.
const FACET_VOICES: Readonly<Record<string, FacetVoice>> = {
  'sin-dinero': {
    worry: nounPhrase('la cuenta de si te alcanza'),
    question: fragment`¿Me alcanza para empezar?`,
    answer: fragment`cuánto hace falta para empezar y qué se paga después`,
  },
  'cuota-recurrente': {
    worry: nounPhrase('la pregunta de cuánto pagas cada mes'),
    question: fragment`¿Cuánto voy a pagar cada mes?`,
    answer: fragment`cuánto pagas cada mes y qué recibes a cambio de esa cuota`,
  },
  'pago-inicial': {
    worry: nounPhrase('la incertidumbre del primer pago'),
    question: fragment`¿Cuánto tengo que pagar para empezar?`,
    answer: fragment`cuánto se paga al empezar y qué cubre ese primer pago`,
  },
  'cobro-por-unidad': {
    worry: nounPhrase('la cuenta de cuántas veces vas a pagar'),
    question: fragment`¿Cuántas veces voy a tener que pagar?`,
    answer: fragment`cuánto cuesta cada vez y cuántas veces suele hacer falta`,
  },
  'cobro-sobre-lo-ofrecido': {
    worry: nounPhrase('la duda de sobre qué parte se cobra'),
    question: fragment`¿Me cobran también sobre lo que ya me ofrecieron?`,
    answer: fragment`sobre qué parte del pago se calcula el cobro y cuánto te queda a ti`,
  },
  'cobros-extra': {
    worry: nounPhrase('el temor a cargos que nadie menciona'),
    question: fragment`¿Hay algo que se cobre aparte?`,
    answer: fragment`qué incluye el precio y qué se cobra aparte`,
  },
  'costo-acumulado': {
    worry: nounPhrase('el total que nadie dice hasta el final'),
    question: fragment`¿Cuánto voy a pagar al final?`,
    answer: fragment`cuánto suma todo el proceso, de principio a fin`,
  },
  'cobro-consulta': {
    worry: nounPhrase('la incertidumbre sobre qué incluye la primera consulta'),
    question: fragment`¿Qué me llevo de la primera consulta?`,
    answer: fragment`qué incluye la primera consulta y qué te llevas de ella`,
  },
  // Not 'formas de pago' nor 'a plazos': a business with one way to pay would be promising others.
  'sin-plazos': {
    worry: nounPhrase('la duda de si hay que pagarlo todo de una vez'),
    question: fragment`¿Hay que pagarlo todo de una vez?`,
    answer: fragment`cuándo se paga y cuánto, de principio a fin`,
  },
  'gastos-traslado': {
    worry: nounPhrase('la cuenta de lo que cuesta ir y volver'),
    question: fragment`¿Cuánto me va a costar ir y volver?`,
    answer: fragment`cuántas visitas hacen falta y cómo llegar`,
  },
  'compensacion-baja': {
    worry: nounPhrase('la duda de qué recibes por participar'),
    question: fragment`¿Qué recibo por participar?`,
    answer: fragment`qué recibes por participar y qué cubre`,
  },
  'pruebas-falsas': {
    worry: nounPhrase('el interrogante de cómo comprobar lo que ves'),
    question: fragment`¿Cómo compruebo lo que veo antes de decidir?`,
    answer: fragment`cómo comprobar por tu cuenta los resultados que mostramos`,
  },
  credenciales: {
    worry: nounPhrase('la pregunta de cómo comprobar quién te atiende'),
    question: fragment`¿Cómo compruebo quién me va a atender?`,
    answer: fragment`dónde comprobar la licencia y la experiencia de quien te atiende`,
  },
  'estafa-previa': {
    worry: nounPhrase('la desconfianza que deja una mala experiencia'),
    question: fragment`¿Y si me vuelve a pasar lo mismo?`,
    answer: fragment`qué conviene revisar antes de volver a confiar, con nosotros o con otros`,
  },
  'pide-datos': {
    worry: nounPhrase('la duda de qué pasa con tus datos'),
    question: fragment`¿Para qué piden mis datos?`,
    answer: fragment`qué datos pedimos, para qué los usamos y cómo los cuidamos`,
  },
  'promesas-exageradas': {
    worry: nounPhrase('la duda de si es demasiado bueno para ser cierto'),
    question: fragment`¿No es demasiado bueno para ser cierto?`,
    answer: fragment`qué se puede lograr de verdad y qué no`,
  },
  'puerta-a-puerta': {
    worry: nounPhrase('la duda de a quién abrirle la puerta'),
    question: fragment`¿Cómo sé quién es quién cuando tocan a mi puerta?`,
    answer: fragment`cómo reconocernos y qué revisar antes de firmar con quien toque a tu puerta`,
  },
  'costos-ocultos': {
    worry: nounPhrase('el miedo a que el total no sea el anunciado'),
    question: fragment`¿Cuánto voy a pagar en total?`,
    answer: fragment`cuánto pagas en total, con todo incluido, antes de firmar`,
  },
  'resultados-temporales': {
    worry: nounPhrase('la inquietud de cuánto duran los resultados'),
    question: fragment`¿Cuánto me va a durar?`,
    answer: fragment`cuánto suelen durar los resultados y qué ayuda a mantenerlos`,
  },
  'intentos-fallidos': {
    worry: nounPhrase('el temor a que sea otro intento sin resultado'),
    question: fragment`¿Y si me pasa lo mismo que con lo que ya probé?`,
    answer: fragment`qué cambia frente a lo que ya probaste`,
  },
  'no-sirve-en-su-caso': {
    worry: nounPhrase('la inquietud de si funciona en un caso como el tuyo'),
    question: fragment`¿Funciona en un caso como el mío?`,
    answer: fragment`cómo saber si funciona en tu caso antes de empezar`,
  },
  'proceso-lento': {
    worry: nounPhrase('la incertidumbre de cuánto tarda todo'),
    question: fragment`¿Cuánto tarda de principio a fin?`,
    answer: fragment`cuánto tarda cada etapa y qué puedes adelantar mientras esperas`,
  },
  'horario-limitado': {
    worry: nounPhrase('la búsqueda de un horario que te encaje'),
    question: fragment`¿Tienen un horario que me funcione?`,
    answer: fragment`qué horarios tenemos y cómo elegir el que encaja con el tuyo`,
  },
  'muchas-visitas': {
    worry: nounPhrase('la cuenta de cuántas veces hay que ir'),
    question: fragment`¿Cuántas veces tengo que ir?`,
    answer: fragment`cuántas visitas hacen falta y qué se hace en cada una`,
  },
  'sesion-larga': {
    worry: nounPhrase('el tiempo que se lleva cada sesión'),
    question: fragment`¿Cuánto dura cada sesión?`,
    answer: fragment`cuánto dura cada sesión y en qué se va ese tiempo`,
  },
  'espera-atencion': {
    worry: nounPhrase('la incertidumbre de cuándo te van a atender'),
    question: fragment`¿Cuánto voy a esperar para que me atiendan?`,
    answer: fragment`cuánto se espera para una cita y cómo pedir la primera`,
  },
  'fecha-limite': {
    worry: nounPhrase('el temor a no llegar a tiempo'),
    question: fragment`¿Llego a tiempo?`,
    answer: fragment`cuánto toma cada paso, para que sepas si llegas a tu fecha`,
  },
  'respuesta-lenta': {
    worry: nounPhrase('la espera sin saber cuándo te van a responder'),
    question: fragment`¿Cuánto tardan en contestar?`,
    answer: fragment`por dónde escribirnos y cuándo esperar respuesta`,
  },
  'espera-promocion': {
    worry: nounPhrase('la idea de esperar a la próxima promoción'),
    question: fragment`¿Y si espero a que haya promoción?`,
    answer: fragment`qué cambia si empiezas ahora en lugar de esperar una promoción`,
  },
  'lo-guarda': {
    worry: nounPhrase('la idea de guardarlo para después'),
    question: fragment`¿Lo guardo para más adelante?`,
    answer: fragment`qué necesitas para dar el primer paso cuando sea tu momento`,
  },
  'plazo-de-sobra': {
    worry: nounPhrase('la idea de que todavía hay tiempo de sobra'),
    question: fragment`¿Para qué apurarme si hay tiempo?`,
    answer: fragment`cuánto toma el proceso y cuándo conviene empezarlo`,
  },
  'puede-esperar': {
    worry: nounPhrase('la idea de que el problema puede esperar'),
    question: fragment`¿Y si lo dejo así un tiempo?`,
    answer: fragment`qué pasa con un problema pequeño cuando se deja correr`,
  },
  'esperar-que-caduquen': {
    worry: nounPhrase('la idea de esperar a que las deudas se borren solas'),
    question: fragment`¿No es mejor esperar a que se borren solas?`,
    answer: fragment`qué cambia en tu reporte mientras esperas y qué puedes hacer ya`,
  },
  'primero-deudas': {
    worry: nounPhrase('la idea de terminar de pagar antes de empezar'),
    question: fragment`¿No es mejor pagar primero lo que debo?`,
    answer: fragment`qué se puede hacer mientras terminas de pagar`,
  },
  'le-basta': {
    worry: nounPhrase('la idea de que te basta con lo que tienes'),
    question: fragment`¿Para qué, si me va bien así?`,
    answer: fragment`qué cambia frente a lo que ya haces`,
  },
  'no-es-para-el': {
    worry: nounPhrase('la inquietud de si es para alguien como tú'),
    question: fragment`¿Esto es para mí?`,
    answer: fragment`para quién es y para quién no`,
  },
  'problema-menor': {
    worry: nounPhrase('la idea de que tu caso es muy pequeño para atenderlo'),
    question: fragment`¿Vale la pena por algo tan pequeño?`,
    answer: fragment`cuándo conviene atenderlo y cuándo puede esperar`,
  },
  'otro-lo-cubre': {
    worry: nounPhrase('la impresión de que ya lo tienes cubierto'),
    question: fragment`¿No lo cubre ya lo que tengo?`,
    answer: fragment`qué cubre esto que no cubra lo que ya tienes`,
  },
  'mas-barato': {
    worry: nounPhrase('la comparación con opciones más baratas'),
    question: fragment`¿Por qué pagar más aquí?`,
    answer: fragment`qué incluye cada opción, más allá de la cifra`,
  },
  'ayuda-comunitaria': {
    worry: nounPhrase('la idea de que la ayuda gratuita alcanza'),
    question: fragment`¿Para qué pagar si en la comunidad lo hacen gratis?`,
    answer: fragment`qué casos resuelve bien la ayuda gratuita y cuándo conviene un profesional`,
  },
  'en-el-extranjero': {
    worry: nounPhrase('la idea de hacerlo en otro país'),
    question: fragment`¿Y si lo hago en otro país?`,
    answer: fragment`qué conviene revisar antes de hacerlo en otro país: viajes, seguimiento y riesgos`,
  },
  'por-su-cuenta': {
    worry: nounPhrase('la idea de hacerlo por tu cuenta'),
    question: fragment`¿Y si lo hago por mi cuenta?`,
    answer: fragment`qué puedes hacer por tu cuenta y cuándo conviene tener ayuda`,
  },
  'ya-tiene-proveedor': {
    worry: nounPhrase('la duda de si vale la pena cambiar'),
    question: fragment`¿Para qué cambiar si ya tengo a alguien?`,
    answer: fragment`qué conviene comparar antes de quedarte o cambiar`,
  },
  'decide-pareja': {
    worry: nounPhrase('las preguntas de tu pareja'),
    question: fragment`¿Qué le digo a mi pareja?`,
    answer: fragment`la información que tu pareja necesita para decidir contigo`,
  },
  'decide-familia': {
    worry: nounPhrase('las dudas de tu familia'),
    question: fragment`¿Cómo se lo explico a mi familia?`,
    answer: fragment`un resumen claro para compartir con tu familia`,
  },
  'decide-socio': {
    worry: nounPhrase('las preguntas de tu socio o tu jefe'),
    question: fragment`¿Cómo se lo presento a mi socio o a mi jefe?`,
    answer: fragment`un resumen para presentárselo a tu socio o a tu jefe`,
  },
  'decide-medico': {
    worry: nounPhrase('la opinión de tu médico'),
    question: fragment`¿Qué va a decir mi médico?`,
    answer: fragment`la información que tu médico necesita para opinar`,
  },
  'miedo-salud': {
    worry: nounPhrase('la duda sobre los efectos secundarios'),
    question: fragment`¿Tiene efectos secundarios?`,
    answer: fragment`qué efectos pueden aparecer y cómo se cuidan`,
  },
  'miedo-aspecto': {
    worry: nounPhrase('el miedo a que se note demasiado'),
    question: fragment`¿Y si se nota demasiado?`,
    answer: fragment`cómo buscamos un resultado que se vea natural`,
  },
  'miedo-deportacion': {
    worry: nounPhrase('el miedo a poner en riesgo tu estatus'),
    question: fragment`¿Esto me pone en riesgo?`,
    answer: fragment`qué riesgos tiene tu caso y qué hacemos para reducirlos`,
  },
  'miedo-salir-pais': {
    worry: nounPhrase('el miedo a salir del país y no poder regresar'),
    question: fragment`¿Y si salgo a la entrevista y no me dejan volver?`,
    answer: fragment`cuándo hace falta salir, qué riesgos tiene tu caso y cómo se preparan`,
  },
  'miedo-dar-datos': {
    worry: nounPhrase('la duda de quién ve los datos que das'),
    question: fragment`¿Quién ve mi dirección y mis datos?`,
    answer: fragment`qué datos pide cada trámite y a quién llegan`,
  },
  'miedo-perder-estatus': {
    worry: nounPhrase('el miedo a perder el estatus que ya tienes'),
    question: fragment`¿Puedo perder lo que ya tengo?`,
    answer: fragment`cómo afecta cada trámite al estatus que ya tienes`,
  },
  'miedo-auditoria': {
    worry: nounPhrase('el temor a una auditoría'),
    question: fragment`¿Y si me auditan?`,
    answer: fragment`qué revisa una auditoría y cómo se prepara una declaración para ella`,
  },
  'miedo-puntaje': {
    worry: nounPhrase('el miedo a que baje tu puntaje'),
    question: fragment`¿Me va a bajar el puntaje?`,
    answer: fragment`qué le pasa a tu puntaje en cada etapa`,
  },
  'miedo-seguro': {
    worry: nounPhrase('el miedo a perder tu seguro'),
    question: fragment`¿Me pueden quitar el seguro?`,
    answer: fragment`qué puede hacer tu aseguradora y qué no`,
  },
  'miedo-juicio': {
    worry: nounPhrase('el miedo al qué dirán'),
    question: fragment`¿Qué va a pensar la gente?`,
    answer: fragment`cómo lo vivieron otras personas y qué les ayudó`,
  },
  'miedo-perder-dinero': {
    worry: nounPhrase('el miedo a perder tu dinero'),
    question: fragment`¿Y si pierdo lo que pagué?`,
    answer: fragment`qué pasa con tu pago si algo no sale como esperabas`,
  },
  papeleo: {
    worry: nounPhrase('la duda de qué papeles te van a pedir'),
    question: fragment`¿Qué documentos necesito?`,
    answer: fragment`qué documentos hacen falta y en qué orden se presentan`,
  },
  'lenguaje-tecnico': {
    worry: nounPhrase('los términos difíciles de entender'),
    question: fragment`¿Qué significa todo esto?`,
    answer: fragment`cada término en palabras de todos los días`,
  },
  'plataforma-dificil': {
    worry: nounPhrase('la incertidumbre de cómo se usa la plataforma'),
    question: fragment`¿Y si no sé usar la plataforma?`,
    answer: fragment`cómo se usa la plataforma, pantalla por pantalla`,
  },
  'demasiadas-opciones': {
    worry: nounPhrase('la duda de qué opción elegir'),
    question: fragment`¿Cuál me conviene?`,
    answer: fragment`en qué se diferencia cada opción y cuál encaja contigo`,
  },
};

// How a price is charged to whoever pays it. A clinical study pays its participants: its price
// pains keep the study's own voice ('cuánto se compensa cada visita'), not 'cuántas veces vas a
// pagar'.
const CHARGED_TO_A_PAYER = new Set([
  'sin-dinero',
  'cuota-recurrente',
  'pago-inicial',
  'cobro-por-unidad',
  'cobro-sobre-lo-ofrecido',
  'cobros-extra',
  'costo-acumulado',
  'cobro-consulta',
  'sin-plazos',
]);

/** How copy speaks about the pain labelled `label` in `industry`, if the catalogue names it. */
export function facetVoice(label: string, industry: string): FacetVoice | undefined {
  const id = facetOfLabel(label, industry);
  if (id === undefined) return undefined;
  return paysParticipants(industryContext(industry).kind) && CHARGED_TO_A_PAYER.has(id)
    ? undefined
    : FACET_VOICES[id];
}
