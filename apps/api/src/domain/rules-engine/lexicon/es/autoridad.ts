import type { WeightedCues } from '../cue-list';

// People, in the possessive, whose approval a buyer often waits for.
const DECIDERS =
  'esposo|esposa|marido|mujer|pareja|novio|novia|viejo|vieja|socio|socia|socios|jefe|jefa|' +
  'jefes|patron|patrona|gerente|supervisor|dueno|duena|mama|papa|mami|papi|madre|padre|padres|' +
  'papas|jefita|jefito|suegra|suegro|hijos|hijo|hija|hijas|familia|abuela|abuelo|doctor|' +
  'doctora|medico|medica|cardiologo|especialista|junta|directiva|senora|senor|vieja|dona';

/** Spanish cues for `autoridad`: someone else must decide or approve. */
export const ES_AUTORIDAD: WeightedCues = [
  [`mi|mis|nuestro|nuestra|nuestros ${DECIDERS}`, 0.8],
  [`lo|la checo|veo|reviso|consulto|hablo|platico|decido con mi|mis|nuestro ${DECIDERS}`, 2.0],
  ['tiene|tienen que aprobar|aprobarlo|autorizar|autorizarlo|firmar|decidir', 1.5],
  [
    'tengo|tenemos|tendria|tendriamos|debo|debemos|necesito|voy|vamos que|a? hablarlo|hablarla|hablar|platicarlo|platicar|consultarlo|consultar|consultarle|preguntarle|preguntarles|preguntar|comentarlo|comentar|discutirlo|checarlo|decirle|decirles',
    1.5,
  ],
  [
    'lo|la|le|les consulto|pregunto|platico|hablo|comento|consultamos|preguntamos|platicamos|hablamos|comentamos',
    1.2,
  ],
  ['preguntarle|preguntarles|consultarle|consultarles|consultarlo|platicarlo|hablarlo', 1.2],
  ['pedirle|pedirles permiso', 1.5],
  ['no me|nos deja|dejan|dejaria|dejo|permite|permiten', 1.8],
  [
    'el|la|los|las que|quien ve|ven|decide|deciden|maneja|manejan|lleva|llevan|manda|mandan|administra|controla|aprueba|autoriza|firma',
    1.5,
  ],
  ['decide|decida|deciden|decidan|decidira|decidir|decidirlo|decidimos', 1.0],
  ['no decido', 1.8],
  ['no es mi decision', 1.8],
  ['no depende de mi', 1.8],
  ['no me toca', 1.2],
  ['no soy yo|quien', 1.2],
  ['ultima palabra', 1.8],
  ['visto bueno', 1.8],
  ['aprobacion|autorizacion', 1.5],
  [
    'aprobar|aprobarlo|aprobarla|aprueba|apruebe|aprueben|autorizar|autorizarlo|autorice|autoricen|firmar|firme',
    1.2,
  ],
  ['depende de el|ella|ellos|mi|mis|su|nuestro', 1.0],
  ['juntos', 0.5],
  ['en familia|pareja', 0.5],
  [
    'lo|la|le|les checo|veo|reviso|consulto|hablo|platico|comento|discuto con mi|mis|my|nuestro|nuestra',
    1.8,
  ],
  ['convencer|convencerlo|convencerla|convencerlos', 1.5],
  ['tengo|tendria|tenemos que convencer|convencerlo|convencerla|convencerlos', 1.8],
  ['dueno|duena|casero|casera|landlord|arrendador', 0.8],
  ['tendria|tiene|tienen|tendrian que dar|darme|darnos permiso|autorizacion|el visto', 1.8],
  ['dar|de|den su? permiso', 1.5],
  ['hablo|platico|checo|consulto|reviso|pregunto con|a mi|mis', 1.5],
];
