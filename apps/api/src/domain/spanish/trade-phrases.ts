import { foldAccents } from './fold-accents';
import { type Fragment, fragment } from './fragment';
import { type NounPhrase, nounPhrase } from './noun-phrase';
import type { Wordings } from './wordings';

/** How copy names what a common trade outside the fixed industries sells. */
export interface TradePhrases {
  /** The kind of business, for "elegir un curso en línea" (written with 'el'); else the trade's own name. */
  readonly business?: NounPhrase;
  /** What it sells, as its customers would say it, after "qué incluye" or "cómo es". */
  readonly offers: Wordings<NounPhrase>;
  /** What the customer wants to do, after "antes de". */
  readonly goals: Wordings<Fragment>;
}

type WithArticle = Parameters<typeof nounPhrase>[0];

const trade = (
  named: RegExp,
  [offer, ...otherOffers]: Wordings<WithArticle>,
  goals: Wordings<Fragment>,
  business?: WithArticle,
): readonly [RegExp, TradePhrases] => [
  named,
  {
    ...(business !== undefined && { business: nounPhrase(business) }),
    offers: [nounPhrase(offer), ...otherOffers.map((other) => nounPhrase(other))],
    goals,
  },
];

// The trades a marketing team most often adds besides the fixed eight, matched on the name the
// user gave the industry (without accents). 'el servicio' and 'la propuesta' were all a gym's
// pack could say of what it sells; a gym sells training. The offers fill frames about a process
// ('Paso a paso: cómo es el entrenamiento') as well as a price. First match wins, so narrower
// names come first.
const TRADES: ReadonlyArray<readonly [RegExp, TradePhrases]> = [
  trade(
    /gimnasio|\bgym\b|fitness|crossfit|box de entrenamiento/,
    ['el entrenamiento', 'el plan', 'las clases'],
    [fragment`empezar a entrenar`, fragment`inscribirte`, fragment`dar el paso`],
  ),
  trade(
    /dentist|dental|odontolog|ortodonc/,
    ['el tratamiento dental', 'la consulta', 'el tratamiento'],
    [fragment`agendar tu cita`, fragment`empezar tu tratamiento`, fragment`dar el paso`],
  ),
  trade(
    /curso.*(online|en linea|virtual)|e-?learning/,
    ['el curso', 'el programa', 'las clases'],
    [fragment`inscribirte`, fragment`empezar a estudiar`, fragment`dar el paso`],
    'el curso en línea',
  ),
  trade(
    /idioma|ingles|academia|curso|escuela|clases|capacitacion|diplomado/,
    ['el curso', 'el programa', 'las clases'],
    [fragment`inscribirte`, fragment`empezar a estudiar`, fragment`dar el paso`],
  ),
  trade(
    /nutri|dieta/,
    ['el plan de alimentación', 'la consulta', 'el acompañamiento'],
    [fragment`agendar tu consulta`, fragment`empezar tu plan`, fragment`dar el paso`],
  ),
  trade(
    /psicolog|terapia|terapeuta/,
    ['la terapia', 'el proceso terapéutico', 'la primera sesión'],
    [fragment`empezar terapia`, fragment`agendar tu primera sesión`, fragment`dar el paso`],
    // One chooses a therapist, not 'una psicoterapia'.
    'el terapeuta',
  ),
  trade(
    /veterinari|mascota/,
    ['la consulta veterinaria', 'el cuidado de tu mascota'],
    [fragment`traer a tu mascota`, fragment`agendar la consulta`, fragment`dar el paso`],
  ),
  trade(
    /inmobiliari|bienes raices|real estate|vivienda/,
    ['la asesoría inmobiliaria', 'el acompañamiento en la compra'],
    [fragment`comprar tu casa`, fragment`buscar tu casa con nosotros`, fragment`dar el paso`],
    'la inmobiliaria',
  ),
  trade(
    /seguro|insurance/,
    ['el seguro', 'la póliza', 'la cobertura'],
    [fragment`contratar tu seguro`, fragment`cotizar tu póliza`, fragment`dar el paso`],
    'la aseguradora',
  ),
  trade(
    /peluquer|barber|salon de belleza|\bunas\b|manicur|\bspa\b|belleza/,
    ['el tratamiento', 'el servicio'],
    [fragment`agendar tu cita`, fragment`probar con nosotros`, fragment`dar el paso`],
  ),
  trade(
    /taller|mecanic/,
    ['la reparación', 'el servicio del auto', 'el diagnóstico'],
    [fragment`traer tu auto`, fragment`agendar el servicio`, fragment`dar el paso`],
  ),
  trade(
    /viaje|turismo|tour/,
    ['el viaje', 'el paquete', 'el itinerario'],
    [fragment`reservar tu viaje`, fragment`apartar tu lugar`, fragment`dar el paso`],
    'la agencia de viajes',
  ),
  trade(
    /software|\bapp\b|saas|plataforma/,
    ['la plataforma', 'la herramienta', 'el plan'],
    [fragment`probar la plataforma`, fragment`crear tu cuenta`, fragment`dar el paso`],
    'la herramienta',
  ),
  trade(
    /fotograf|boda/,
    ['la sesión de fotos', 'el paquete', 'la cobertura del evento'],
    [fragment`apartar tu fecha`, fragment`reservar la sesión`, fragment`dar el paso`],
    // 'Fotografía de Bodas' names the craft; one hires a photographer.
    'el fotógrafo',
  ),
];

/**
 * What copy says a trade outside the fixed industries sells, when its name is one of the common
 * trades; undefined otherwise (copy falls back to 'el servicio').
 *
 * @example tradePhrases('Gimnasio')?.offers[0] // nounPhrase('el entrenamiento')
 */
export function tradePhrases(industry: string): TradePhrases | undefined {
  const name = foldAccents(industry);
  return TRADES.find(([named]) => named.test(name))?.[1];
}
