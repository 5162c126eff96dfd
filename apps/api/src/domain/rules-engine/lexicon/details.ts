/**
 * Concrete details that make a comment specific: the amounts, times and lived experiences a
 * person mentions. They feed the real score and give the five whys something to quote.
 */
export type DetailKind = 'money' | 'time' | 'experience';

const UNITS_OF_TIME =
  'ano|anos|mes|meses|semana|semanas|dia|dias|hora|horas|minutos|years|year|months|month|weeks|week|days|hours';

export const DETAIL_CUES: ReadonlyArray<readonly [pattern: string, kind: DetailKind]> = [
  ['# mil? dolares|dolar|pesos|bucks|dollars|euros|grand|usd|k', 'money'],
  ['dolares #', 'money'],
  ['# al|por|a|per|each|cada mes|sesion|semana|consulta|visita|month|session|visit', 'money'],
  ['# por ciento|porciento|percent', 'money'],
  ['cobran|cobrar|cobra|cobro|cobraron|charge|charged|charges #', 'money'],
  ['por|for #', 'money'],
  [`# ${UNITS_OF_TIME}`, 'time'],
  [`un|una|medio|media ${UNITS_OF_TIME}`, 'time'],
  ['cada semana|mes|dia|visita|cita|sesion|#', 'time'],
  ['every week|day|month', 'time'],
  [
    'me hice|hicieron|estafaron|negaron|rechazaron|robaron|cobraron|cancelaron|mandaron',
    'experience',
  ],
  ['ya me|nos', 'experience'],
  [
    'pague|use|probe|intente|contrate|tome|compre|fui|tuve|llevo|perdi|gaste|hice|publico',
    'experience',
  ],
  ['i paid|tried|used|spent|lost|did|had|got', 'experience'],
  ['didnt|doesnt for me', 'experience'],
  [
    'mi|my vecino|vecina|primo|prima|hermano|hermana|amigo|amiga|neighbor|cousin|friend|brother|sister',
    'experience',
  ],
];
