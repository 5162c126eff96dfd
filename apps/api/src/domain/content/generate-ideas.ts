import type { ContentInsights } from './content-insights';
import { type Fact, contract, factsOf, pick } from './facts';

/** An idea before it is stored: the Templates page's fields (spec §3, Idea). */
export interface IdeaDraft {
  ideaType: string;
  hook: string;
  angle: string;
  scriptOutline: string;
}

/** One idea per top pain point, up to this many per request. */
export const IDEAS_PER_REQUEST = 5;

type IdeaTemplate = (fact: Fact) => IdeaDraft;

// Each format has its own hook, angle and outline so five ideas read as five pieces of content.
const TEMPLATES: readonly IdeaTemplate[] = [
  (f) => ({
    ideaType: 'video corto',
    hook: `${f.phrase}: si lo has pensado, este vídeo es para ti.`,
    angle: `Responder a ${f.objection} dentro de «${f.cluster}» mostrando la causa real: ${f.rootCause}.`,
    scriptOutline: `1. Leer el comentario ${f.phrase} en cámara. 2. Explicar por qué pasa: ${f.rootCause}. 3. Enseñar un caso de ${f.audience} que lo resolvió. 4. CTA: comenta tu duda.`,
  }),
  (f) => ({
    ideaType: 'carrusel',
    hook: `5 verdades sobre «${f.cluster}» que nadie te cuenta.`,
    angle: `Desmontar ${f.objection} paso a paso, una diapositiva por creencia.`,
    scriptOutline: `Portada con ${f.phrase}. Diapositivas 2-4: el origen del problema (${f.rootCause}). Diapositiva 5: la alternativa. Última: guarda y comparte.`,
  }),
  (f) => ({
    ideaType: 'post',
    hook: `Nos escribieron: ${f.phrase}. Esta es nuestra respuesta honesta.`,
    angle: `Convertir la objeción más repetida de ${f.audience} («${f.cluster}») en prueba de transparencia.`,
    scriptOutline: `Abrir con la cita, reconocer ${f.objection}, explicar que en el fondo es ${f.rootCause}, cerrar con una pregunta a la comunidad.`,
  }),
  (f) => ({
    ideaType: 'email',
    hook: `Asunto: ¿También piensas ${f.phrase}?`,
    angle: `Email de objeciones para leads fríos: ${f.objection} contada desde la experiencia del cliente.`,
    scriptOutline: `Saludo con la frase real del cliente. Historia breve sobre «${f.cluster}». La causa de fondo: ${f.rootCause}. Oferta concreta y un único enlace.`,
  }),
  (f) => ({
    ideaType: 'guion de venta',
    hook: `Cuando un cliente diga ${f.phrase}, no discutas: pregunta.`,
    angle: `Guion comercial para tratar ${f.objection} sin bajar el precio ni presionar.`,
    scriptOutline: `Validar («Entiendo que ${f.cluster} preocupe»). Preguntar qué hay detrás. Nombrar la causa: ${f.rootCause}. Ofrecer prueba o garantía. Cerrar con el siguiente paso.`,
  }),
];

/** How many ideas one request makes: one per top pain point, up to `IDEAS_PER_REQUEST`. */
export function ideaCount(insights: ContentInsights, facts = factsOf(insights)): number {
  return Math.min(IDEAS_PER_REQUEST, insights.painPoints.length, facts.length);
}

/**
 * Ideas from the industry's top pain points (spec §2, Content Ideas): one per pain point, each in
 * a different format, quoting the comment, the objection and the root cause behind it.
 * No pain points, no ideas.
 *
 * @example generateIdeas(insights).map((idea) => idea.ideaType) // ['video corto', 'carrusel', ...]
 */
export function generateIdeas(insights: ContentInsights): IdeaDraft[] {
  const facts = factsOf(insights);
  const count = ideaCount(insights, facts);
  return Array.from({ length: count }, (_, index) =>
    contract(pick(TEMPLATES, index)(pick(facts, index))),
  );
}
