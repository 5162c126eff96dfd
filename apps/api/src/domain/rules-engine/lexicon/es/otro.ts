import type { WeightedCues } from '../cue-list';

/** Spanish cues for `otro`: praise, thanks, spam and mentions, which outweigh weak objection hints. */
export const ES_OTRO: WeightedCues = [
  // Set phrases that hold a praise word but praise nothing ("estoy sano gracias a Dios").
  ['gracias a dios', 0],
  ['thank god|goodness', 0],
  ['gracias|agradezco|agradecido|agradecida|agradecemos|bendiciones', 1.2],
  ['dios los|la|lo|te|le bendiga', 1.2],
  ['me|nos encanta|encanto|encantan|gusta|gusto|fascina|fascino', 1.2],
  [
    'excelente|excelentes|genial|geniales|increible|buenisimo|buenisima|lindo|linda|lindos|hermoso|hermosa|precioso|preciosa|espectacular|maravilloso|maravillosa|perfecto|felicidades|felicitaciones|bravo|wow|guau|crack|chido|chingon|padrisimo',
    1.0,
  ],
  ['que padre', 1.0],
  // A result told as a success ("le quedaron genial") is a testimonial, not a doubt about results.
  [
    'quedo|quedaron|quedaste|salio|salieron .. genial|geniales|perfecto|perfecta|perfectos|perfectas|hermoso|hermosa|hermosos|hermosas|divino|divina|precioso|preciosa|preciosos|increible|espectacular|natural|naturales',
    1.5,
  ],
  ['bonito|bonita|bello|bella', 1.0],
  // Worth what it cost or took: a customer telling of a price paid or hours given gladly.
  ['valio|valieron la pena', 1.5],
  ['valio cada peso|centavo|dolar|quinto|minuto|hora|dia', 2.0],
  ['lo|la|los|las pague|pagamos|pagaria|pagaría .. con gusto', 2.0],
  ['la mejor inversion', 1.5],
  ['dinero|plata|lana mejor invertido|invertida', 1.5],
  ['precio|mensualidad|cuota|anualidad|tarifa|fee es|fue|me parece justo|justa|razonable', 1.5],
  ['no me arrepiento', 1.5],
  ['me arrepiento de no', 2.0],
  ['ojala lo|la hubiera|hubiese hecho|empezado antes', 1.5],
  ['muy|super buen|bueno|buena|util|utiles|interesante|informativo|claro|clara', 1.2],
  ['buen|buena video|contenido|informacion|trabajo|dato|consejo|consejos|tip|tips', 1.2],
  ['util|utiles|interesante|informativo|natural', 0.8],
  ['amen|amo', 0.8],
  [
    'sigueme|siguenme|sigame|siganme|suscribete|suscribanse|escribeme|escribanme|whatsapp|telegram|inbox|enlace_web',
    1.5,
  ],
  ['visita|visiten|mira|miren mi perfil|canal|pagina|bio', 1.5],
  ['en mi perfil|canal|pagina|bio', 1.5],
  ['gana|ganar|generar dinero desde casa', 1.5],
  // Selling something else: a call to act on an offer that is not the video's.
  ['llamame|llamanos|llamenos|pidelo|pidela|pidelos|escribenos|contactanos|compralo|comprala', 1.5],
  ['compra|compro|vendo|ofrezco seguidores|likes|followers|cuentas', 2.0],
  ['invierte|invierta|inviertan en|con', 1.5],
  ['bitcoin|cripto|crypto|forex|trading|señales|signals', 1.2],
  ['link|enlace en mi? bio|perfil', 1.5],
  // A note the business typed of a step the customer took (a booking, a deposit, a signature,
  // papers sent) or of a call that did not connect: no objection.
  ['agendo|agendaron|agendamos|agendada|agendado', 1.2],
  ['pago|pagaron|dejo el|un|su anticipo|deposito|enganche', 1.5],
  ['firmo|firmaron el|su contrato|acuerdo', 1.5],
  // Not 'mando' nor 'envio': without accents they are also "le mando las fotos" (I send).
  ['trajo|trajeron|mandaron|enviaron .. documentos|papeles|copia|copias|fotos', 1.2],
  ['numero|tel|telefono equivocado', 2.0],
  ['buzon lleno', 1.5],
  ['le deje|dejamos un? mensaje|voicemail|recado', 1.2],
  ['mencion_usuario', 1.0],
  ['primero|primera', 0.3],
  ['jaja', 0.3],
  ['emo_elogio', 1.0],
  ['emo_gracias', 0.8],
];
