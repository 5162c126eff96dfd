import { foldAccents } from './fold-accents';

// Most nouns tell their gender by their ending: feminine in -a, -ción, -sión, -dad, -tad, -tud,
// -umbre, -ie ('la serie') and -sis ('la crisis'), masculine otherwise.
const FEMININE_ENDING = /(?:a|cion|sion|dad|tad|tud|umbre|ie|sis)$/u;

// Common nouns of comments whose ending says the other gender, written without accents, as
// `foldAccents` leaves them: 'la piel', 'la noche', 'la mano'; 'el problema', 'el día', 'el pie'.
const FEMININE_WORDS = new Set(
  (
    'piel miel sal carcel senal leche noche tarde clase gente mente parte suerte muerte fuente ' +
    'llave calle base fase frase sangre tos imagen nariz luz voz paz cruz raiz vez cicatriz ' +
    'mano foto moto radio red sed ley flor mujer region religion opinion union reunion razon ' +
    'carne nieve nube torre catedral sucursal salud'
  ).split(' '),
);
const MASCULINE_WORDS = new Set(
  (
    'dia problema sistema programa tema clima idioma esquema mapa planeta sofa dilema diploma ' +
    'drama poema pie analisis enfasis parentesis mediodia tranvia guardarropa'
  ).split(' '),
);

/** The singular forms a written word may have: itself, without -s, without -es, -ces as -z. */
function singulars(plain: string): string[] {
  return [plain, plain.replace(/s$/u, ''), plain.replace(/es$/u, ''), plain.replace(/ces$/u, 'z')];
}

/**
 * Whether a Spanish noun, singular or plural, written with or without its accents, is
 * feminine: by the common nouns whose ending misleads, else by its ending.
 *
 * @example isFeminineNoun('piel') // true
 * @example isFeminineNoun('problemas') // false
 */
export function isFeminineNoun(word: string): boolean {
  const plain = foldAccents(word.trim());
  for (const form of singulars(plain)) {
    if (FEMININE_WORDS.has(form)) return true;
    if (MASCULINE_WORDS.has(form)) return false;
  }
  const singular = plain.replace(/(?<=[aeiou])s$|(?<=cion|sion|dad|tad|tud)es$/u, '');
  return FEMININE_ENDING.test(plain) || FEMININE_ENDING.test(singular);
}
