import type { ContentPack } from '@replica/api-client/schemas';
import { type Fact, factFor, pick } from './facts';

type Post = ContentPack['posts_sociales'][number];

/** Spec §9's platforms, cycled so the 20 posts spread over all of them. */
const PLATFORMS = ['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'YouTube', 'Twitter'] as const;

const POSTS: readonly ((f: Fact) => Omit<Post, 'plataforma'>)[] = [
  (f) => ({
    contenido: `${f.phrase}. Lo leemos cada semana. Hoy te contamos qué hay detrás: ${f.rootCause}.`,
    visual_idea: 'Captura del comentario real, anonimizada, sobre fondo liso.',
  }),
  (f) => ({
    contenido: `¿${f.objection.charAt(0).toUpperCase()}${f.objection.slice(1)} te hace dudar? No eres el único en ${f.audience}. Te explicamos cómo lo resolvemos.`,
    visual_idea: 'Carrusel de 5 diapositivas con una duda por diapositiva.',
  }),
  (f) => ({
    contenido: `Mito: «${f.cluster}» no tiene solución. Realidad: la causa es que ${f.rootCause}, y eso sí se puede cambiar.`,
    visual_idea: 'Plantilla mito/realidad en dos columnas.',
  }),
  (f) => ({
    contenido: `Encuesta: ¿te ha pasado alguna vez? ${f.phrase}. Responde sí o no y te leemos.`,
    visual_idea: 'Encuesta en historias con dos botones.',
  }),
  (f) => ({
    contenido: `Caso real: un cliente llegó diciendo ${f.phrase}. Tres semanas después, «${f.cluster}» ya no era un problema.`,
    visual_idea: 'Antes y después con una cita del cliente.',
  }),
];

/** The pack's 20 social posts, each platform in turn (spec §3, Content pack). */
export function socialPostsOf(facts: readonly Fact[]): Post[] {
  return Array.from({ length: 20 }, (_, index) => ({
    plataforma: pick(PLATFORMS, index),
    ...pick(POSTS, index)(factFor(facts, index, POSTS.length)),
  }));
}
