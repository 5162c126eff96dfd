import { foldAccents } from './fold-accents';

// Words a comment uses on the way to its pain, never what the pain is about: stretches of time
// ('dudas sobre el mes', 'costo del mes'), doubt, distrust, fear, price or waiting themselves
// ('dudas sobre la duda', 'miedo al precio' of comments about what others will say, 'espera por
// la espera', 'desconfianza por la desconfianza'), figures of speech ('suena a cuento', 'vale
// la pena'), the business addressed ('tiempo por uds'), and who the customer says they are
// ('soy hombre', 'ya estoy vieja': not 'hombre innecesario'), and the nouns of set phrases
// that measure or qualify ('un par de meses', 'el doble', 'hace falta', 'las ganas de', 'al
// corriente', 'la próxima': not 'esperar al par'), places pointed at ('de allá'), and the words
// for 'thing' or 'mess' a comment points with ('la vaina', 'ese relajo', 'ni una pizca').
// Written without accents, as `foldAccents` leaves a word.
const NEVER_THE_SUBJECT = new Set(
  (
    'mes meses semana semanas dia dias ano anos hora horas rato minutos domingo domingos lunes ' +
    'finde fin noche noches manana tarde duda dudas cuento pena calma favoritos preocupacion ' +
    'preocupaciones miedo miedos nervios panico precio precios costo costos necesidad necesidades ' +
    'espera esperas demora demoras tardanza confianza desconfianza ' +
    'ud uds usted ustedes par doble triple falta ganas corriente monton proxima proximo ' +
    'alla aca alli aqui ' +
    'cosa cosas cosita cositas vaina vainas relajo desmadre rollo pizca ' +
    'hombre hombres vieja viejo viejas viejos viejita viejito viejitas viejitos'
  ).split(' '),
);

/**
 * Whether `word` can never be what a pain is about, so neither a label ('costo de la
 * inscripción') nor copy answering it ('qué cubre la inscripción') is built around it.
 *
 * @example isNeverTheSubject('días') // true
 */
export function isNeverTheSubject(word: string): boolean {
  return NEVER_THE_SUBJECT.has(foldAccents(word));
}
