/**
 * Twenty comments as a clinic's Instagram and TikTok posts get them: prices, fear of side
 * effects, edited photos, time, a partner who decides, praise, a tag and one in English. The
 * realistic data set the content tests generate a pack and ideas from.
 */
export const CLINIC_COMMENTS: readonly string[] = [
  'Cobran 300 dólares por sesión de botox, es carísimo y no me alcanza',
  'Muy caro para lo que es, en otra clínica me salía a la mitad',
  'El precio de la lipo es una locura, quién puede pagar eso?',
  'Me encantaría hacerme el tratamiento pero está carísimo, no tengo dinero ahorita',
  'Qué precio tan alto por un relleno de labios 😩',
  'Me da miedo que me quede la cara rara o que tenga efectos secundarios',
  'Tengo terror a la anestesia, conozco a alguien que tuvo complicaciones',
  '¿Y si me queda mal? Me da pánico quedar peor que antes',
  'Las fotos de antes y después se ven editadas, no confío',
  'Esas fotos tienen filtro, así cualquiera',
  'No confío en clínicas que no muestran la licencia del médico',
  'No tengo tiempo para ir cada semana a las sesiones',
  'Son muchas sesiones y yo trabajo todo el día',
  'Lo tengo que hablar con mi esposo primero',
  'Mi esposo dice que no lo necesito, que así estoy bien',
  '¿Eso de verdad funciona o es puro marketing?',
  'Lo pienso para el próximo año, ahora no es el momento',
  'Me encantó el resultado, gracias doctora!! 😍',
  '@laura_mtz mira esto',
  'This is way too expensive for what you get',
];
