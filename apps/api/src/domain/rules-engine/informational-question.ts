import { CueIndex } from './cue-index';
import type { Token } from './tokenise';

// How a question that only asks for a fact opens: a price, a length, a schedule, a requirement.
// "¿Cuánto cobran la consulta?" asks; "¿cuánto cobran por esa estafa?" objects, and its
// objection words outweigh the question.
const ASKS = new CueIndex<true>(
  [
    'cuanto|cuantos|cuanta|cuantas cuesta|cuestan|cobran|cobra|sale|salen|vale|valen|dura|duran|tarda|tardan|tiempo|semanas|meses|dias|sesiones|es|son',
    'hasta|a que hora|horario|dia|dias',
    'que horario|horarios|dias|requisitos|documentos|papeles|cubre|incluye|necesito',
    'cuando|donde|como es|son|abren|empieza|empiezan|sale|salen|puedo|agendo|hago|me inscribo',
    'aceptan|atienden|hacen|tienen|trabajan|pagan|dan|ofrecen|hay|manejan|cubren|cobran',
    'se puede|pueden|puedo',
    'how much|long|many',
    'do you|they accept|take|have|offer|work',
    'what time|are the hours',
  ].map((pattern) => [pattern, true] as const),
);

// Only the first words count: a question is informational when it opens asking for a fact.
const OPENING_TOKENS = 3;

// Whatever follows the question mark: only emoji and spaces leave the question standing alone.
const AFTER_QUESTION = /\?[^?]*$/u;
const WORDS = /[\p{L}\p{N}]/u;

/**
 * True when a comment is a plain question asking for a fact and nothing else ("¿cuánto cuesta
 * la consulta?", "aceptan ITIN?"), which is interest rather than resistance. A question
 * followed by what the person makes of it ("¿cuánto cobran? porque no me alcanza") is not.
 */
export function isInformationalQuestion(tokens: readonly Token[], text: string): boolean {
  const after = AFTER_QUESTION.exec(text)?.[0];
  if (after === undefined || WORDS.test(after)) return false;
  return ASKS.findAll(tokens).some((match) => match.start < OPENING_TOKENS);
}
