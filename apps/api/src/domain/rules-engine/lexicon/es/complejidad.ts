import type { WeightedCues } from '../cue-list';

// Things whose number or variety makes a process feel heavy.
const BURDENS =
  'papeles|documentos|tramites|formularios|formatos|formas|requisitos|pasos|reglas|terminos|' +
  'opciones|tratamientos|herramientas|apps|plataformas|cosas|cosa|preguntas|instrucciones|' +
  'procesos|leyes|productos|planes|paquetes|metricas|tipos|clases|modelos';

/** Spanish cues for `complejidad`: the process seems confusing or burdensome. */
export const ES_COMPLEJIDAD: WeightedCues = [
  [
    'complicado|complicada|complicados|complicadas|complicadisimo|complicadisima|complica|complican|complicar',
    1.8,
  ],
  ['complejo|compleja|complejos|complejas', 1.8],
  ['dificil|dificiles|dificilisimo|dificilisima|dificultad|dificultades', 1.2],
  ['papeleo|papelerio|tramiterio|burocracia|burocratico', 2.0],
  ['papeles|documentos|documentacion|tramite|tramites', 0.6],
  [
    `tanto|tantos|tanta|tantas|mucho|muchos|mucha|muchas|demasiado|demasiados|demasiada|demasiadas|monton|chorro|mil|varios|varias de? ${BURDENS}`,
    1.5,
  ],
  ['nadie las|lo|les|la? entiende|entienda|entiendan|entiendo', 1.5],
  ['no le|lo|les? entiendo|entendi|entiende|entendemos|comprendo|comprendi|capto|agarro', 1.8],
  ['no me|nos|le? queda|quedo|es claro|clara|claros', 1.5],
  ['no se|sabemos|sabria|sabia ni? cual|cuales|como|donde|por|que|a|quien', 1.2],
  ['ni|sin idea', 1.2],
  ['no tengo idea', 1.2],
  ['que significa', 0.8],
  ['que quiere decir', 0.8],
  ['que es eso', 0.8],
  ['como|donde funciona|empiezo|aplico|inicio', 0.6],
  ['como se hace|llena|usa|aplica|solicita|tramita', 0.6],
  ['como le hago', 0.6],
  ['por donde empiezo|empezar|comienzo|comenzar', 1.2],
  ['cual me conviene|sirve|queda', 1.2],
  ['cual es mejor|elijo|escojo|escoger|elegir', 1.0],
  [
    'confuso|confusa|confusos|confusas|confusion|confunde|confunden|confundido|confundida|confundo',
    1.8,
  ],
  ['enredado|enredada|enredos|enredo', 1.5],
  ['un|que|es lio|relajo|desmadre|rollo|caos|laberinto', 1.2],
  ['dolor|quebradero de cabeza', 1.2],
  ['en|como chino', 1.2],
  ['abruma|abruman|abrumado|abrumada|abrumador|abrumadora|agobia|agobian|agobiado|agobiada', 1.8],
  ['me|nos satura|saturan', 1.2],
  ['saturado|saturada|estres|estresante', 0.6],
  ['requisito|requisitos|requerimientos', 1.2],
  ['formulario|formularios|formato|formatos|planilla|planillas', 0.8],
  ['llenar|llenado|rellenar', 0.5],
  ['terminos|tecnicismos|jerga|terminologia|tecnico|tecnicos', 0.8],
  ['palabras|terminos|lenguaje muy? tecnico|tecnicos|tecnicas|raras|dificiles', 1.5],
  ['imposible|dificil|complicado de entender|leer|llenar|seguir', 1.8],
  ['engorroso|engorrosa|tedioso|tediosa|batallo|batallar|batalla', 1.2],
  ['no hablo|entiendo|se ingles', 1.5],
  ['no se|sabemos usar|manejar|utilizar', 1.5],
  ['emo_confusion', 1.0],
  ['me perdi|pierdo|perdiste', 1.2],
  ['me|nos duele|explota|estalla la cabeza', 1.5],
  ['que significa|significan|quiere decir|quieren decir', 0.8],
  ['ni se|sabemos|idea que|como|cual|cuales|donde', 1.2],
  ['no hay quien lo|la|le|les? entienda|entiende', 1.8],
  ['# paginas|hojas|formularios|pasos|documentos', 1.2],
  ['que es todo eso|esto', 1.2],
  ['lista de requisitos|documentos|papeles|pasos', 1.8],
  ['demasiado|mucho|tanto tramite|papeleo|requisito|rollo', 1.5],
  [
    'recibos|comprobantes|inventario|facturas|copia|copias|actas|acta|traducciones|historial|constancias',
    0.4,
  ],
  ['piden|pide|requieren|exigen', 0.5],
];
