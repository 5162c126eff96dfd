import { type Fragment, sentence } from '../spanish/fragment';

// A pain the catalogue names (`lexicon/pain-facets.ts`) has a root of its own, which the
// report's root causes show: a payment up front is not answered by explaining the value but by a
// way to start without it, opening hours not by a shorter process. None shares a word with the
// why before it; a price one cannot pay keeps its own root.
const FACET_ROOTS: Readonly<Record<string, Fragment>> = {
  'pago-inicial': sentence`Nadie le ha ofrecido una forma de empezar sin juntar todo de entrada.`,
  'cuota-recurrente': sentence`No ve lo que recibe cada mes a cambio de esa cuota.`,
  'cobro-por-unidad': sentence`No sabe cuántas veces tendrá que pagar ni cuánto sumará en total.`,
  'cobros-extra': sentence`No sabe cuánto pagará en total, con todo incluido, antes de empezar.`,
  'costo-acumulado': sentence`No sabe cuánto pagará en total, con todo incluido, antes de empezar.`,
  'sin-plazos': sentence`No conoce una forma de pagar en partes que le quede.`,
  'cobro-consulta': sentence`No ve qué obtiene de la consulta inicial a cambio de pagarla.`,
  'proceso-lento': sentence`No sabe cuánto tarda de verdad ni qué puede adelantar mientras espera.`,
  'espera-atencion': sentence`No sabe cuándo le darán un turno ni cómo conseguirlo antes.`,
  'respuesta-lenta': sentence`No sabe por dónde le contestan antes ni cuánto suele tardar una respuesta.`,
  'resultados-temporales': sentence`No sabe cuánto dura de verdad el resultado ni cómo conservarlo.`,
  'horario-limitado': sentence`No sabe si hay horarios que encajen con los suyos.`,
  'muchas-visitas': sentence`No sabe cuántas visitas hacen falta de verdad ni si pueden juntarse.`,
  'sesion-larga': sentence`No conoce una versión más corta que le quepa en el día.`,
  'fecha-limite': sentence`No sabe si llegará a tiempo para lo que tiene por delante.`,
  'pide-datos': sentence`No sabe cómo se cuida su información personal ni para qué se usa.`,
  'promesas-exageradas': sentence`Nadie le ha dicho qué se puede lograr de verdad y qué no.`,
  credenciales: sentence`No encuentra dónde comprobar la licencia de quien le atendería.`,
  'pruebas-falsas': sentence`Le faltan casos reales, con nombre y fecha, que confirmen lo que se muestra.`,
  'costos-ocultos': sentence`No sabe cuánto pagará en total antes de firmar.`,
  'plataforma-dificil': sentence`Nadie le ha guiado en la plataforma, pantalla por pantalla.`,
  'demasiadas-opciones': sentence`Nadie le ha dicho cuál opción le conviene a su caso.`,
  'lenguaje-tecnico': sentence`Nadie le ha traducido los términos a palabras de todos los días.`,
  papeleo: sentence`No sabe qué documentos pedirán ni quién le ayudará a reunirlos.`,
  'espera-promocion': sentence`Cree que una oferta igual volverá cuando quiera.`,
  'lo-guarda': sentence`Lo guarda sin una fecha para volver a ello.`,
  'plazo-de-sobra': sentence`Cree que el plazo le sobra y no ve lo que pierde esperando.`,
  'le-basta': sentence`No ve qué ganaría además de lo que ya tiene.`,
  'no-es-para-el': sentence`Cree que esto es para otro tipo de persona.`,
  'problema-menor': sentence`Piensa que su problema es demasiado pequeño para atenderlo.`,
  'otro-lo-cubre': sentence`Cree que otro ya se hace cargo y no ve qué le falta.`,
  'mas-barato': sentence`Solo ve la diferencia en la cifra, no lo que incluye cada opción.`,
  'por-su-cuenta': sentence`Cree que puede lograrlo solo y no sabe qué se arriesga.`,
  'ya-tiene-proveedor': sentence`Ya confía en alguien y nadie le ha dado motivo para cambiar.`,
  'en-el-extranjero': sentence`Solo ve lo que ahorra afuera, no los viajes, los riesgos ni el seguimiento.`,
};

/** The root cause of the catalogue facet `id`, if it has one of its own. */
export function facetRoot(id: string | undefined): Fragment | undefined {
  return id !== undefined && Object.hasOwn(FACET_ROOTS, id) ? FACET_ROOTS[id] : undefined;
}
