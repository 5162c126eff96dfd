import type { Emotion, ObjectionTag } from '../taxonomy';

/**
 * The emotion each objection usually carries, used when no emotional word says otherwise:
 * price and time complaints read as frustration; postponing, not needing it, preferring another
 * way and waiting for someone else's yes, calmly, as indifference, as the team's dev set labels
 * every one of them (`conventionalEmotion` in `eval/labelled-set.ts`). Waiting for someone
 * else's yes was `neutral` for a while, as the recipes' writers labelled it, told "neutral when
 * it shows none": the dev set's emotion accuracy went from 0.79 to 0.82 with this alone.
 */
export const DEFAULT_EMOTION: Readonly<Record<ObjectionTag, Emotion>> = {
  precio: 'frustración',
  confianza: 'desconfianza',
  resultados: 'frustración',
  tiempo: 'frustración',
  urgencia: 'indiferencia',
  necesidad: 'indiferencia',
  competencia: 'indiferencia',
  autoridad: 'indiferencia',
  miedo: 'miedo',
  complejidad: 'confusión',
  otro: 'neutral',
};

/**
 * Emotional words (Spanish, English, emoji). A weight above 1 overrides the tag's usual
 * emotion on its own; lighter cues only decide together.
 */
export const EMOTION_CUES: ReadonlyArray<
  readonly [pattern: string, emotion: Emotion, weight: number]
> = [
  [
    'abusivo|abusivos|abuso|robo|ladrones|rateros|sinverguenzas|descarados|indignante|coraje',
    'enojo',
    1.2,
  ],
  ['me enoja|enojan|molesta|indigna|encabrona', 'enojo', 1.4],
  ['estan locos|loco', 'enojo', 1.2],
  ['ridiculous|outrageous|insane|disgusting|angry|pissed|greedy|thieves|robbery', 'enojo', 1.2],
  ['emo_enojo', 'enojo', 1.5],
  ['no gracias', 'enojo', 0.6],
  ['puro|pura humo|cuento|mentira', 'enojo', 0.6],
  [
    'harto|harta|hartos|cansado|cansada|cansados|frustrado|frustrada|frustrante',
    'frustración',
    1.3,
  ],
  ['fed up|tired|frustrated|frustrating|ugh|smh', 'frustración', 1.3],
  ['ya me|nos canse|cansamos|harte|hartamos', 'frustración', 1.4],
  [
    'dolor de cabeza|que fastidio|que flojera|que lata|una pesadilla|un infierno|un rollo',
    'frustración',
    1.4,
  ],
  ['emo_fastidio', 'frustración', 1.2],
  [
    'triste|tristeza|deprimido|deprimida|desanimado|desanimada|desmotivado|lamentablemente',
    'tristeza',
    1.5,
  ],
  ['sad|depressed|hopeless|heartbroken', 'tristeza', 1.5],
  ['emo_tristeza', 'tristeza', 1.5],
  ['ni para', 'tristeza', 1.1],
  [
    'quisiera|quisieramos|ojala pudiera|ni modo|ay no|que pena|lastima|llorar|lloro',
    'tristeza',
    1.2,
  ],
  ['no me|nos alcanza|alcanzo', 'tristeza', 0.9],
  ['nadie|nobody', 'tristeza', 1.1],
  ['me|nos negaron|rechazaron', 'tristeza', 0.6],
  ['para que', 'tristeza', 0.5],
  [
    'dudo|dudamos|garantia|garantias|garantizan|pruebas|de verdad|en serio|realmente',
    'desconfianza',
    1.1,
  ],
  ['doubt|proof|guarantee|really|legit', 'desconfianza', 1.1],
  ['no creo|me lo creo|creo que', 'desconfianza', 1.1],
  ['si claro|seguro que|aja|cuento chino|mentira|mentiras|sera verdad', 'desconfianza', 1.2],
  ['emo_duda', 'desconfianza', 1.1],
  [
    'no entiendo|no se como|no se cual|confundido|confundida|confuso|perdido|perdida',
    'confusión',
    1.3,
  ],
  ['confused|confusing', 'confusión', 1.3],
  ['emo_confusion', 'confusión', 1.3],
  ['miedo|terror|panico|pavor|susto|asusta|nervios|preocupa|preocupado|preocupada', 'miedo', 1.5],
  ['afraid|scared|terrified|worried|nervous', 'miedo', 1.5],
  ['emo_miedo', 'miedo', 1.3],
  ['ojala|espero que|hope|hopefully', 'esperanza', 1.2],
  [
    'gracias|bendiciones|bendiga|encanta|encanto|lindo|linda|genial|excelente|hermoso|hermosa|bonito|bonita|util|interesante|natural',
    'esperanza',
    1.0,
  ],
  ['thank|thanks|great|love|amazing|awesome|beautiful|helpful', 'esperanza', 1.0],
  ['emo_elogio|emo_gracias', 'esperanza', 1.0],
  ['jaja|lol|meh|equis|whatever', 'indiferencia', 0.8],
  ['me da igual', 'indiferencia', 1.1],
];
