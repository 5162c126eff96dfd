import { CueIndex } from './cue-index';
import type { Token } from './tokenise';

type Part = 'doubt' | 'turn';

// A doubt told in the past ("pensé que", "tenía miedo", "al principio") and then what happened
// instead ("y resultó", "al final", "me explicaron todo"): the commonest testimonial under a
// sales video. Its doubt holds objection words, but the comment recommends.
const PARTS = new CueIndex<Part>([
  ['pense|pensaba|pensabamos|crei|creia|creiamos|imagine|imaginaba|juraba que?', 'doubt'],
  ['tenia|tuve|tenian miedo|dudas|desconfianza|panico|nervios', 'doubt'],
  ['me|nos daba|dio miedo|cosa|pena|nervios', 'doubt'],
  ['desconfiaba|dudaba|desconfiabamos|dudabamos', 'doubt'],
  ['al principio|inicio|comienzo', 'doubt'],
  [
    'yo era|estaba bien|muy? desconfiado|desconfiada|esceptico|esceptica|nervioso|nerviosa',
    'doubt',
  ],
  ['i thought|was scared|skeptical|nervous|worried', 'doubt'],
  ['resulto|resulta|resultaron', 'turn'],
  ['al final|fin', 'turn'],
  [
    'fue|fueron|salio|son|es|resulto bien|muy|super|re|lo|la? mas? justo|justa|accesible|barato|rapido|facil|honesto|honestos|honesta|serio|serios|seria|profesional|profesionales|amable|amables',
    'turn',
  ],
  ['es|son|fue|fueron un|una amor', 'turn'],
  ['me|nos cambio|cambiaron|explico|explicaron|trataron|atendieron', 'turn'],
  ['sali|salimos ganando|bien|tranquilo|tranquila|contento|contenta|feliz', 'turn'],
  ['no me arrepiento', 'turn'],
  ['me siento|senti otra|otro|segura|seguro|tranquila|tranquilo', 'turn'],
  ['ahora lo? recomiendo', 'turn'],
  ['lo recomiendo', 'turn'],
  ['turns out|turned out|ended up|in the end', 'turn'],
]);

/**
 * Where a comment that tells a doubt it had says how it was overcome ("pensé que me iban a
 * cobrar un ojo de la cara y fue bien accesible"), as a token range [start, end); undefined
 * for any other comment. Such a comment is praise, not an objection.
 */
export function turnaroundIn(tokens: readonly Token[]): { start: number; end: number } | undefined {
  const matches = PARTS.findAll(tokens);
  const doubt = matches.find((match) => match.payload === 'doubt');
  if (doubt === undefined) return undefined;
  const turn = matches.find((match) => match.payload === 'turn' && match.start >= doubt.end);
  return turn && { start: turn.start, end: turn.end };
}
