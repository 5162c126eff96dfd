import type { WeightedCues } from '../cue-list';

const ALTERNATIVES =
  'lado|lugar|lugares|parte|partes|sitio|clinica|clinicas|oficina|empresa|abogado|abogados|' +
  'contador|contadores|agencia|estudio|estudios|medico|doctor|doctora|compania|' +
  'despacho|consultorio|spa|ajustador|programa|curso|app|servicio|proveedor|coach|mentor|notaria|universidad|' +
  'tratamiento|tratamientos|medicamento|producto|productos|metodo';

/** Spanish cues for `competencia`: they prefer an alternative or doing it themselves. */
export const ES_COMPETENCIA: WeightedCues = [
  [`otro|otra|otros|otras ${ALTERNATIVES}`, 1.5],
  ['mas|mucho|bien barato|barata|baratos|baratas|economico|economica|economicos', 1.5],
  ['mitad de precio', 1.5],
  ['la mitad', 1.2],
  ['por menos', 1.2],
  ['cobran|cobra|sale|salen|cuesta|cuestan menos', 1.5],
  [
    'me|nos lo|la|los|las hacen|hace|dejan|deja|hicieron|hizo|arreglan|arreglo|resuelven|resolvio|preparan|tramitan|llenan|llena',
    1.2,
  ],
  ['me|nos ayudan|ayuda|ayudo|ayudaron', 0.9],
  ['ayudan|ayuda|hacen|hace|ofrecen|dan|atienden gratis|gratuitamente', 1.8],
  ['lo|la|los hacen|hace gratis', 1.8],
  ['sin cobrar', 1.2],
  ['gratis|gratuito|gratuita|gratuitos|gratuitas|regalado', 1.2],
  ['sin costo', 1.2],
  ['sin pagar|pagarle|pagarles', 1.2],
  [
    'ya tengo|tenemos|uso|usamos|pago|pagamos|contrate|contratamos un|una|mi|mis|quien|alguien|agencia|abogado|contador|ajustador|asesor',
    1.5,
  ],
  ['ya trabajo|trabajamos|estoy|estamos|voy|cuento|contamos con', 1.2],
  ['ya estoy|estamos|voy en|a', 0.8],
  ['prefiero|preferiria|prefiere|preferimos', 1.2],
  ['mejor voy|uso|contrato|busco|con|otro|otra|un|una', 1.5],
  ['mejor me voy|lo|la? con|a', 1.2],
  ['de siempre', 0.5],
  [
    'senor|senora|contador|contadora|doctor|doctora|abogado|abogada|medico|medica|dermatologo|dermatologa|estilista|muchacha|chica|lugar|clinica|persona|agente de siempre',
    1.5,
  ],
  ['voy|sigo|seguire|seguimos con el|la|mi|mis', 1.0],
  ['la tercera|cuarta parte', 1.5],
  ['en|a mi|otro|otra pais|ciudad|estado', 1.2],
  ['sale|salen|conviene|convienen mejor', 1.2],
  ['dolares|dollars 0', 1.5],
  ['0|cero dolares|dollars|pesos', 1.5],
  ['lo|los|las hago|hacemos yo|nosotros mismo|misma|mismos', 1.8],
  ['de|en internet|youtube|tiktok', 0.6],
  ['mando|hago|preparo|envio mis propias? disputas|cartas|taxes|impuestos|declaracion', 1.2],
  ['casero|casera|caseros|caseras|remedio|remedios', 1.2],
  ['me funciona|funcionan igual|bien', 1.0],
  ['cobran|cobra lo mismo', 1.2],
  ['yo mismo|misma|mismos', 1.5],
  ['nosotros mismos', 1.5],
  ['por mi|nuestra cuenta|lado', 1.5],
  ['mis|mi|su|sus propias|propios|propio|propia', 1.5],
  ['hazlo tu mismo', 1.5],
  [
    'consulado|consulados|organizacion|organizaciones|ong|iglesia|iglesias|asociacion|asociaciones',
    0.6,
  ],
  [
    'con|en|por la|una|el|mi|las? app|apps|aplicacion|aplicaciones|ia|chatgpt|youtube|tutoriales|google|internet|canva',
    1.0,
  ],
  ['con|en inteligencia artificial', 1.2],
  ['walmart|turbotax|taxact|costco|chatgpt|karma|experian|equifax|transunion|boost|hewitt', 0.8],
  [
    'mi|un|una cunado|cunada|primo|prima|hermano|hermana|tio|tia|amigo|amiga|compadre|comadre|vecino|vecina|conocido|conocida|hijo|hija|sobrino|sobrina es|trabaja .. contador|contadora|abogado|abogada|ajustador|doctor|doctora|medico|medica|enfermera|cosmetologa|cosmetologo|estilista|dermatologo|dermatologa|agente|notario',
    1.5,
  ],
  ['yo mando|hago|preparo|lleno|declaro|arreglo|disputo|tramito|presento', 0.6],
  ['me quedo|sigo|seguire con', 1.0],
  ['hay|existen mejores|otras|muchas opciones|alternativas', 1.2],
  ['mejores opciones|alternativas', 1.2],
  ['alternativa|alternativas|competencia', 0.8],
  ['me|nos fui|fuimos|cambie|cambiamos|pase|pasamos con|a', 1.5],
  ['te|me|nos|lo|la hacen|hace todo', 1.0],
  // Someone close or cheaper who already does it.
  [
    'mi sobrina|sobrino|primo|prima|hijo|hija|cunado|cunada|vecino|vecina|compadre|comadre|amigo|amiga me|nos lo|la|las|los? hace|hacen|maneja|lleva|saca|cobra',
    1.8,
  ],
  ['el senor|la senora|el muchacho|la muchacha de la esquina|tienda|taqueria|iglesia', 1.5],
  ['lo|la|los|las hago|hacemos|saco|arreglo yo|nosotros? solito|solita|solo|sola|mismo|misma', 1.5],
];
