import { isFeminineNoun } from './noun-gender';
import { type NounPhrase, nounPhrase } from './noun-phrase';

// A user's industry is usually named after its trade ('Gimnasio', 'Dentista', 'Cursos Online',
// 'Academia de idiomas'): one to four plain words.
const TRADE = /^\p{L}+(?: \p{L}+){0,3}$/u;

// A trade named after who practises it is masculine ('el dentista'), as is one in -ma.
const MASCULINE_IN_A = /(?:ista|ma)$/u;

/**
 * The trade an industry the user named is, as a noun phrase ('el gimnasio', 'la academia de
 * idiomas'), its gender guessed from its first word; undefined for a name that is not a plain
 * singular noun phrase.
 *
 * @example tradeName('Academia de idiomas') // nounPhrase('la academia de idiomas')
 */
export function tradeName(industry: string): NounPhrase | undefined {
  const name = industry.trim().toLowerCase();
  if (!TRADE.test(name)) return undefined;
  const first = name.split(' ')[0]!;
  // A plural name ('Bienes raíces', 'Restaurantes') names the field, not one business to choose.
  if (first.endsWith('s')) return undefined;
  const feminine = !MASCULINE_IN_A.test(first) && isFeminineNoun(first);
  return nounPhrase(`${feminine ? 'la' : 'el'} ${name}`);
}
