import type { IndustryKind } from '../industry-kind';
import { type Fragment, fragment } from './fragment';
import { type NounPhrase, nounPhrase } from './noun-phrase';
import { tradeName } from './trade-name';
import { tradePhrases } from './trade-phrases';
import type { Wordings } from './wordings';

/**
 * How generated sentences name an industry: as a category, never as a business name ("en una
 * clínica estética", not "en Clínica Estética").
 */
export interface IndustryPhrases {
  /** The kind of business, for "elegir una clínica estética". */
  readonly business: NounPhrase;
  /** What it sells, the plain name first: 'el tratamiento', 'la sesión'. */
  readonly offers: Wordings<NounPhrase>;
  /** Who sells it, seen from outside (the five whys): 'la clínica'. */
  readonly provider: NounPhrase;
  /** What the customer wants to do, after "antes de": 'poner en orden tu crédito', the plain one first. */
  readonly goals: Wordings<Fragment>;
}

/** Every industry of the product, a user-created one ('generica') and all of them ('todas'). */
export type IndustryScope = IndustryKind | 'todas';

const PHRASES: Readonly<Record<IndustryScope, IndustryPhrases>> = {
  estetica: {
    business: nounPhrase('la clínica estética'),
    offers: [nounPhrase('el tratamiento'), nounPhrase('el procedimiento')],
    provider: nounPhrase('la clínica'),
    goals: [
      fragment`hacerte un tratamiento estético`,
      fragment`agendar tu primera cita`,
      fragment`dar el paso`,
      fragment`pedir tu valoración`,
    ],
  },
  credito: {
    business: nounPhrase('la empresa de reparación de crédito'),
    offers: [
      nounPhrase('la reparación de crédito'),
      nounPhrase('el proceso de reparación'),
      nounPhrase('el servicio'),
      nounPhrase('la asesoría de crédito'),
      nounPhrase('el plan para tu crédito'),
      nounPhrase('la revisión de tu historial'),
    ],
    provider: nounPhrase('la empresa'),
    // Credit repair is regulated (in the US, the Credit Repair Organizations Act): copy names what
    // the customer does, never an outcome ('subir tu puntaje', 'limpiar tu historial').
    goals: [
      fragment`poner en orden tu crédito`,
      fragment`revisar tu reporte de crédito`,
      fragment`dar el paso`,
      fragment`disputar los errores de tu reporte`,
    ],
  },
  inmigracion: {
    business: nounPhrase('el abogado de inmigración'),
    offers: [
      nounPhrase('el trámite migratorio'),
      nounPhrase('el acompañamiento legal'),
      nounPhrase('el proceso'),
    ],
    provider: nounPhrase('el abogado'),
    goals: [
      fragment`arreglar tu situación migratoria`,
      fragment`empezar tu trámite`,
      fragment`dar el paso`,
      fragment`resolver tus papeles`,
    ],
  },
  impuestos: {
    business: nounPhrase('el contador'),
    offers: [
      nounPhrase('el servicio de impuestos'),
      nounPhrase('la preparación de impuestos'),
      nounPhrase('el servicio'),
    ],
    provider: nounPhrase('el contador'),
    goals: [
      fragment`poner en orden tus impuestos`,
      fragment`preparar tu declaración`,
      fragment`dar el paso`,
      fragment`presentar tus impuestos`,
    ],
  },
  marca: {
    business: nounPhrase('el programa de marca personal'),
    offers: [nounPhrase('el programa'), nounPhrase('el acompañamiento'), nounPhrase('la asesoría')],
    provider: nounPhrase('el mentor'),
    goals: [
      fragment`hacer crecer tu marca personal`,
      fragment`mostrar tu trabajo en redes`,
      fragment`dar el paso`,
      fragment`darte a conocer`,
    ],
  },
  ajustes: {
    business: nounPhrase('el ajustador público'),
    offers: [
      nounPhrase('el ajuste del reclamo'),
      nounPhrase('la revisión de tu reclamo'),
      nounPhrase('la gestión del reclamo'),
      nounPhrase('el servicio'),
      nounPhrase('la defensa de tu reclamo'),
      nounPhrase('el acompañamiento en tu reclamo'),
    ],
    provider: nounPhrase('el ajustador'),
    goals: [
      fragment`cobrar lo justo por tu reclamo al seguro`,
      fragment`presentar tu reclamo`,
      fragment`dar el paso`,
      fragment`reclamar lo que te corresponde`,
    ],
  },
  estudios: {
    business: nounPhrase('el centro de investigación clínica'),
    offers: [
      nounPhrase('el estudio clínico'),
      nounPhrase('el estudio'),
      nounPhrase('la participación'),
    ],
    provider: nounPhrase('el centro de investigación'),
    goals: [
      fragment`participar en un estudio clínico`,
      fragment`inscribirte en un estudio`,
      fragment`dar el paso`,
      fragment`sumarte a una investigación`,
    ],
  },
  // A trade the user added that trade-phrases.ts does not know: 'la propuesta' read as nothing a
  // customer would call what they buy.
  generica: {
    business: nounPhrase('el proveedor'),
    offers: [nounPhrase('el servicio')],
    provider: nounPhrase('el proveedor'),
    goals: [
      fragment`contratar el servicio`,
      fragment`empezar con nosotros`,
      fragment`dar el paso`,
      fragment`pedir información`,
    ],
  },
  // Every industry at once: nothing in the copy may belong to one of them.
  todas: {
    business: nounPhrase('el proveedor'),
    offers: [nounPhrase('el servicio'), nounPhrase('la propuesta')],
    provider: nounPhrase('el equipo'),
    goals: [fragment`dar el paso`, fragment`decidirte`, fragment`empezar`, fragment`animarte`],
  },
};

/** Every scope, for tests that render each template in each industry. */
export const INDUSTRY_SCOPES = Object.keys(PHRASES) as IndustryScope[];

/**
 * How sentences name an industry of this kind. An industry the user added ('generica') is named
 * after its trade when `name` is one ('elegir un gimnasio', 'teme que el gimnasio no cumpla'),
 * and says what it sells as that trade does ('el entrenamiento') when it is a common one.
 *
 * @example industryPhrases('generica', 'Gimnasio').offers[0] // nounPhrase('el entrenamiento')
 */
export function industryPhrases(scope: IndustryScope, name?: string): IndustryPhrases {
  const plain = PHRASES[scope];
  if (scope !== 'generica' || name === undefined) return plain;
  const trade = tradePhrases(name);
  const business = trade?.business ?? tradeName(name) ?? plain.business;
  return {
    business,
    offers: trade?.offers ?? plain.offers,
    provider: business,
    goals: trade?.goals ?? plain.goals,
  };
}
