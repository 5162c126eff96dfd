import { createRequire } from 'node:module';
import { foldAccents } from './fold-accents';

// stopwords-iso ships one JSON file (language code → words); require keeps it out of the ESM
// JSON-import syntax that tsx, vitest and Node each treat differently.
const stopwordsIso = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;

/**
 * Words stopwords-iso lists as stop words that objections are made of: time (the 'tiempo' and
 * 'urgencia' tags), comparisons and absolutes ('nunca', 'nada', 'mejor'), need and help. Without
 * them the Lenguaje tab would hide "no tengo tiempo" and "need help".
 */
const OBJECTION_WORDS = new Set(
  (
    'tiempo hora horas dia dias hoy tarde ahora despues luego pronto siempre nunca nada nadie ' +
    'mejor peor verdad trabajo lejos cerca time later soon today year years never always ' +
    'nothing better worse need needs help work works working case cases free results problem'
  ).split(' '),
);

/**
 * Spanish and English stop words, written as the tokeniser writes words (lower case, no accents),
 * less the objection words above.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [...(stopwordsIso.es ?? []), ...(stopwordsIso.en ?? [])]
    .map((word) => foldAccents(word).replace(/['’]/g, ''))
    .filter((word) => !OBJECTION_WORDS.has(word)),
);

/** Words that may open a phrase although they are stop words: "no funciona", "sin resultados". */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'no',
  'ni',
  'nunca',
  'sin',
  'not',
  'never',
  'dont',
  'cant',
  'without',
]);
