import type { ContentPack } from '@replica/api-client/schemas';
import { type Fact, factFor, pick } from './facts';

type Write<T> = (fact: Fact) => T;

// Fifteen templates for fifteen titles: each title has its own wording, so none repeats even
// when the industry has a single analysed comment.
const TITLES: readonly Write<string>[] = [
  (f) => `${f.phrase}: la objeción que frena a ${f.audience}`,
  (f) => `Por qué «${f.cluster}» no es lo que parece`,
  (f) => `La verdad sobre ${f.objection} que nadie te explica`,
  (f) => `Cómo superar ${f.objection} en menos de una semana`,
  (f) => `El error que alimenta «${f.cluster}»`,
  (f) => `Qué hay detrás de ${f.phrase}`,
  (f) => `3 señales de que ${f.rootCause}`,
  (f) => `Dejé de creer en ${f.objection}: esto cambió`,
  (f) => `«${f.cluster}»: guía práctica para ${f.audience}`,
  (f) => `Lo que tus clientes quieren decir con ${f.phrase}`,
  (f) => `Antes de decir que no por ${f.objection}, lee esto`,
  (f) => `La causa real de «${f.cluster}» (y cómo resolverla)`,
  (f) => `De ${f.phrase} a «¿cuándo empezamos?»`,
  (f) => `El mito de ${f.objection}, explicado con datos reales`,
  (f) => `Si ${f.rootCause}, esta es tu salida`,
];

const ANGLES: readonly Write<ContentPack['angulos'][number]>[] = [
  (f) => ({
    titulo: `Empatía primero: «${f.cluster}»`,
    bullets: [
      `Empieza repitiendo la frase del cliente: ${f.phrase}.`,
      `Trata ${f.objection} como una duda legítima antes de responder.`,
      `Explica la causa de fondo: ${f.rootCause}.`,
    ],
  }),
  (f) => ({
    titulo: `Coste de no actuar frente a ${f.objection}`,
    bullets: [
      `Calcula lo que cuesta seguir con «${f.cluster}».`,
      `Compara ese coste con la solución.`,
      `Cierra con un paso pequeño y concreto.`,
    ],
  }),
  (f) => ({
    titulo: `Prueba social contra ${f.phrase}`,
    bullets: [
      `Muestra un cliente de ${f.audience} que pensaba igual.`,
      `Cuenta qué cambió cuando entendió que ${f.rootCause}.`,
      `Incluye un dato verificable del resultado.`,
    ],
  }),
  (f) => ({
    titulo: `Desmontar el mito de «${f.cluster}»`,
    bullets: [
      `Nombra la creencia tal y como la dicen: ${f.phrase}.`,
      `Separa lo que es cierto de lo que no.`,
      `Ofrece una forma de comprobarlo sin riesgo.`,
    ],
  }),
  (f) => ({
    titulo: `Garantía que elimina ${f.objection}`,
    bullets: [
      `Identifica el riesgo que percibe el cliente.`,
      `Asume tú ese riesgo con una garantía clara.`,
      `Recuerda que el problema de fondo es que ${f.rootCause}.`,
    ],
  }),
];

const ANGLE_CHANNELS = ['en redes sociales', 'en la conversación de venta'];

const BULLETS: readonly Write<string>[] = [
  (f) => `Sin ${f.objection}: resultados que puedes comprobar antes de decidir.`,
  (f) => `Pensado para quien alguna vez dijo ${f.phrase}.`,
  (f) => `Resuelve «${f.cluster}» desde la raíz, no con parches.`,
  (f) => `Atacamos la causa real: ${f.rootCause}.`,
  (f) => `Un plan claro para ${f.audience} contra «${f.cluster}», paso a paso.`,
  (f) => `Respuestas concretas a ${f.objection}, sin letra pequeña.`,
  (f) => `Adiós a «${f.cluster}» en semanas, no en meses.`,
  (f) => `Acompañamiento real para que ${f.phrase} no vuelva a pasar.`,
  (f) => `Garantía pensada para quien duda por ${f.objection}.`,
  (f) => `Casos reales de ${f.audience} que superaron «${f.cluster}».`,
];

/** The pack's titles (15), angles with bullets (10) and copy bullets (20), spec §9 sizes. */
export function copyOf(facts: readonly Fact[]) {
  const titulos = TITLES.map((write, index) => write(pick(facts, index)));
  // The second lap of angle templates aims at another channel, so the ten angles stay distinct.
  const angulos = Array.from({ length: 10 }, (_, index) => {
    const lap = Math.floor(index / ANGLES.length);
    const angle = pick(ANGLES, index)(factFor(facts, index, ANGLES.length));
    return { ...angle, titulo: `${angle.titulo}, ${pick(ANGLE_CHANNELS, lap)}` };
  });
  const copy_bullets = Array.from({ length: 20 }, (_, index) =>
    pick(BULLETS, index)(factFor(facts, index, BULLETS.length)),
  );
  return { titulos, angulos, copy_bullets };
}
