import type { IndustryKind } from '../industry-kind';
import { type Fragment, fragment } from './fragment';
import { type NounPhrase, nounPhrase } from './noun-phrase';

/**
 * How generated sentences name an industry: as a category, never as a business name ("en una
 * clínica estética", not "en Clínica Estética").
 */
export interface IndustryPhrases {
  /** The kind of business, for "elegir una clínica estética". */
  readonly business: NounPhrase;
  /** What it sells: 'el tratamiento'. */
  readonly offer: NounPhrase;
  /** Who sells it, seen from outside (the five whys): 'la clínica'. */
  readonly provider: NounPhrase;
  /** What the customer wants to do, after "si estás pensando en": 'arreglar tu crédito'. */
  readonly goal: Fragment;
}

/** Every industry of the product, a user-created one ('generica') and all of them ('todas'). */
export type IndustryScope = IndustryKind | 'todas';

const PHRASES: Readonly<Record<IndustryScope, IndustryPhrases>> = {
  estetica: {
    business: nounPhrase('la clínica estética'),
    offer: nounPhrase('el tratamiento'),
    provider: nounPhrase('la clínica'),
    goal: fragment`hacerte un tratamiento estético`,
  },
  credito: {
    business: nounPhrase('la empresa de reparación de crédito'),
    offer: nounPhrase('la reparación de crédito'),
    provider: nounPhrase('la empresa'),
    goal: fragment`arreglar tu crédito`,
  },
  inmigracion: {
    business: nounPhrase('el abogado de inmigración'),
    offer: nounPhrase('el trámite migratorio'),
    provider: nounPhrase('el abogado'),
    goal: fragment`arreglar tu situación migratoria`,
  },
  impuestos: {
    business: nounPhrase('el contador'),
    offer: nounPhrase('el servicio de impuestos'),
    provider: nounPhrase('el contador'),
    goal: fragment`poner en orden tus impuestos`,
  },
  marca: {
    business: nounPhrase('el programa de marca personal'),
    offer: nounPhrase('el programa'),
    provider: nounPhrase('el mentor'),
    goal: fragment`hacer crecer tu marca personal`,
  },
  ajustes: {
    business: nounPhrase('el ajustador público'),
    offer: nounPhrase('el ajuste del reclamo'),
    provider: nounPhrase('el ajustador'),
    goal: fragment`cobrar lo justo por tu reclamo al seguro`,
  },
  estudios: {
    business: nounPhrase('el centro de investigación clínica'),
    offer: nounPhrase('el estudio clínico'),
    provider: nounPhrase('el centro de investigación'),
    goal: fragment`participar en un estudio clínico`,
  },
  generica: {
    business: nounPhrase('el proveedor'),
    offer: nounPhrase('el servicio'),
    provider: nounPhrase('el proveedor'),
    goal: fragment`contratar el servicio`,
  },
  // Every industry at once: nothing in the copy may belong to one of them.
  todas: {
    business: nounPhrase('el proveedor'),
    offer: nounPhrase('el servicio'),
    provider: nounPhrase('el equipo'),
    goal: fragment`dar el paso`,
  },
};

/** Every scope, for tests that render each template in each industry. */
export const INDUSTRY_SCOPES = Object.keys(PHRASES) as IndustryScope[];

/** How sentences name an industry of this kind. */
export function industryPhrases(scope: IndustryScope): IndustryPhrases {
  return PHRASES[scope];
}
