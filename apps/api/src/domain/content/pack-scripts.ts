import type { ContentPack } from '@replica/api-client/schemas';
import { type Fact, factFor, pick } from './facts';

type Script = ContentPack['guiones_video'][number];

// The hook, problem and call to action change from script to script; the timings are spec §9's.
const HOOKS: readonly ((f: Fact) => string)[] = [
  (f) => `${f.phrase}. ¿Te suena?`,
  (f) => `Si ${f.objection} te frena, mira esto.`,
  (f) => `Nadie habla de «${f.cluster}». Hoy sí.`,
  (f) => `Un cliente nos dijo ${f.phrase}. Tenía razón a medias.`,
  (f) => `Lo que de verdad hay detrás de «${f.cluster}».`,
];

const CTAS = [
  'Comenta «QUIERO» y te envío la guía.',
  'Guarda este vídeo y compártelo con quien lo necesite.',
  'Escríbenos por mensaje directo y lo vemos juntos.',
  'Reserva tu diagnóstico gratuito en el enlace del perfil.',
  'Sígueme para la segunda parte.',
];

function scriptOf(f: Fact, index: number): Script {
  return {
    hook: `Hook (0-3 s): ${pick(HOOKS, index)(f)}`,
    problema: `Problema (3-10 s): Muchos en ${f.audience} viven «${f.cluster}» y lo resumen en ${f.objection}.`,
    agitacion: `Agitación (10-20 s): Mientras no se resuelve, la causa sigue ahí: ${f.rootCause}. Cada semana cuesta más.`,
    solucion: `Solución (20-45 s): Atacamos esa causa, no el síntoma: un plan concreto y comprobable que responde a ${f.phrase}.`,
    cta: `CTA (45-60 s): ${pick(CTAS, index)}`,
  };
}

const MAGNETS: readonly ((f: Fact) => ContentPack['lead_magnets'][number])[] = [
  (f) => ({
    titulo: `Guía: cómo resolver «${f.cluster}»`,
    tipo: 'Guía PDF',
    outline: `Qué es el problema, por qué ocurre (${f.rootCause}), 5 pasos para resolverlo y un caso real.`,
  }),
  (f) => ({
    titulo: `Checklist para desactivar ${f.objection}`,
    tipo: 'Checklist',
    outline: `10 comprobaciones para que ${f.objection} no vuelva a frenar una decisión.`,
  }),
  (f) => ({
    titulo: `Calculadora: el coste de «${f.cluster}»`,
    tipo: 'Calculadora',
    outline: `El usuario introduce su situación y ve cuánto le cuesta seguir igual; cierra con una propuesta.`,
  }),
  (f) => ({
    titulo: `Plantilla para responder ${f.phrase}`,
    tipo: 'Plantilla',
    outline: `Respuestas listas para copiar ante ${f.objection}, con la causa de fondo explicada: ${f.rootCause}.`,
  }),
  (f) => ({
    titulo: `Mini-curso: de la duda a la decisión en ${f.audience}`,
    tipo: 'Mini-curso por email',
    outline: `5 emails, uno al día: la objeción (${f.phrase}), su causa, el mito, un caso real y la oferta.`,
  }),
];

/** The pack's video scripts (5) and lead magnets (10), spec §9 sizes and timings. */
export function scriptsOf(facts: readonly Fact[]) {
  const guiones_video = Array.from({ length: 5 }, (_, index) =>
    scriptOf(pick(facts, index), index),
  );
  const lead_magnets = Array.from({ length: 10 }, (_, index) => {
    const lap = Math.floor(index / MAGNETS.length);
    const magnet = pick(MAGNETS, index)(factFor(facts, index, MAGNETS.length));
    // The second lap is the same asset made for the sales team, so no two titles repeat.
    return lap === 0 ? magnet : { ...magnet, titulo: `${magnet.titulo} (versión para ventas)` };
  });
  return { guiones_video, lead_magnets };
}
