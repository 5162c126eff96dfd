import type { ObjectionTag } from '../taxonomy';

/**
 * When a stem cue counts: `plain` words voice the objection unless negated ("arriesgar",
 * "tardan"); `negated` words voice it only when negated, because the objection is the denial of
 * something good ("no funciona", "nadie lo entiende", "no le veo caso").
 */
export type StemPolarity = 'plain' | 'negated';

/**
 * Single-word cues matched on their Snowball stem (NLP.js), so that one word here covers every
 * inflection and conjugation people write: "arriesgar" covers arriesgo, arriesgue, arriesgamos.
 * Each string is a few example words of one meaning; they are stemmed when the index is built.
 * A stem cue only counts on a word no phrase cue of the lexicons already claimed, so phrases
 * keep their more precise reading. Weights follow `cue-list.ts` (about 1 for a clear word).
 */
export interface StemCueGroup {
  readonly tag: ObjectionTag;
  readonly weight: number;
  readonly polarity: StemPolarity;
  readonly es?: string;
  readonly en?: string;
}

export const STEM_CUES: readonly StemCueGroup[] = [
  // precio
  {
    tag: 'precio',
    weight: 1.0,
    polarity: 'plain',
    es: 'costoso carero encarecer encarecido pavos guita',
    en: 'expensive overpriced pricey afford unaffordable',
  },
  { tag: 'precio', weight: 0.6, polarity: 'plain', es: 'cobrar gastar endeudarme', en: 'charge' },
  { tag: 'precio', weight: 1.5, polarity: 'negated', es: 'alcanzar', en: 'afford' },

  // confianza
  {
    tag: 'confianza',
    weight: 1.3,
    polarity: 'plain',
    es: 'estafar defraudar engañar embaucar compinchado estafador sospechar desconfiar chanta chantas manipular fingir',
    en: 'scam fraud cheat lie rig fishy sketchy shady suspicious untrustworthy',
  },
  { tag: 'confianza', weight: 0.8, polarity: 'plain', es: 'raro rara truco trucos' },
  {
    tag: 'confianza',
    weight: 1.8,
    polarity: 'negated',
    es: 'confiar fiarme',
    en: 'trust believe',
  },

  // resultados
  {
    tag: 'resultados',
    weight: 1.8,
    polarity: 'negated',
    es: 'funcionar servir ayudar mejorar compensar resultar lograr conseguir crecer vender durar sirvió funcionó resolver curar',
    en: 'work help improve last',
  },
  { tag: 'resultados', weight: 1.2, polarity: 'negated', es: 'cambiar subir', en: 'change' },
  {
    tag: 'resultados',
    weight: 1.0,
    polarity: 'plain',
    es: 'inútil inservible ineficaz reabsorber reabsorbió denegar rechazar',
    en: 'fail useless ineffective worthless',
  },
  { tag: 'resultados', weight: 0.6, polarity: 'plain', es: 'funcionar' },

  // tiempo
  {
    tag: 'tiempo',
    weight: 1.2,
    polarity: 'plain',
    es: 'demorar demoras retrasar internado internarme',
    en: 'downtime slow delay backlog',
  },
  {
    tag: 'tiempo',
    weight: 0.8,
    polarity: 'plain',
    es: 'recuperación reposo',
    en: 'commitment recovery wait',
  },

  // urgencia
  {
    tag: 'urgencia',
    weight: 1.2,
    polarity: 'plain',
    es: 'posponer aplazar postergar procrastinar',
    en: 'postpone procrastinate eventually',
  },
  { tag: 'urgencia', weight: 0.8, polarity: 'plain', es: 'pendiente', en: 'relax' },
  { tag: 'urgencia', weight: 1.5, polarity: 'negated', en: 'ready rush hurry' },

  // necesidad
  {
    tag: 'necesidad',
    weight: 1.8,
    polarity: 'negated',
    es: 'necesitar necesidad ocupar requerir',
    en: 'need require',
  },
  {
    tag: 'necesidad',
    weight: 1.2,
    polarity: 'plain',
    es: 'innecesario irrelevante',
    en: 'irrelevant unnecessary pointless',
  },

  // competencia
  {
    tag: 'competencia',
    weight: 1.0,
    polarity: 'plain',
    es: 'alternativa competidor',
    en: 'alternative competitor cheaper elsewhere',
  },

  // miedo
  {
    tag: 'miedo',
    weight: 1.3,
    polarity: 'plain',
    es: 'arriesgar arriesgarme asustar aterrar infectar infección paralizar paralizada cáncer muerte deportar detener detenido despedir demandar embargar',
    en: 'scare terrify risk deport arrest sue lawsuit worsen die death',
  },
  { tag: 'miedo', weight: 0.8, polarity: 'plain', es: 'anestesia descubrir', en: 'worse' },

  // complejidad
  {
    tag: 'complejidad',
    weight: 1.5,
    polarity: 'plain',
    es: 'complicar enredar confundir abrumar agobiar burocracia',
    en: 'complicate confuse overwhelm bureaucracy',
  },
  {
    tag: 'complejidad',
    weight: 1.5,
    polarity: 'negated',
    es: 'entender entiendo comprender explicar',
    en: 'understand',
  },
  { tag: 'complejidad', weight: 0.6, polarity: 'plain', es: 'trámite requisito', en: 'form' },
];
