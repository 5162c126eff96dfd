import type { IndustryContext } from '../industry-context';
import type { ObjectionTag } from '../taxonomy';

/**
 * Concrete pains per objection, most specific first: the first cue found in the comment names
 * its pain cluster, so two people who complain about the same thing share a label whatever
 * words they use. Labels are short Spanish noun phrases.
 */
export const PAIN_CUES: Readonly<
  Record<ObjectionTag, ReadonlyArray<readonly [pattern: string, label: string]>>
> = {
  precio: [
    [
      'gasolina|pasaje|pasajes|transporte|traslado|estacionamiento|viaticos|gas|parking',
      'gastos de traslado',
    ],
    ['sesion|sesiones|session|sessions', 'costo por sesión alto'],
    ['consulta|consultas|consultation', 'consulta cara'],
    ['al|por|a|per mes|month', 'mensualidad alta'],
    ['mensual|mensualidad|mensualidades|monthly|subscription|suscripcion', 'mensualidad alta'],
    ['comision|comisiones|porcentaje|ciento|porciento|percent|commission', 'comisión alta'],
    ['honorarios|retainer', 'honorarios altos'],
    ['contador|preparador|w2|declaracion|declarar|taxes|impuestos', 'tarifa del contador alta'],
    [
      'curso|cursos|programa|mentoria|pdf|masterclass|course|program|coaching',
      'precio del programa',
    ],
    ['abogado|abogados|lawyer|peticion|visa|caso|tramite', 'honorarios altos'],
    ['empezar|inicial|inscripcion|enganche|deposito|upfront', 'costo inicial alto'],
    ['no tengo|tenemos dinero|plata|lana|para', 'sin dinero para pagar'],
    ['no me|nos alcanza', 'sin dinero para pagar'],
    ['deuda|deudas|renta|broke|debt|bills', 'sin dinero para pagar'],
    ['no puedo|podemos pagar|pagarlo|costear', 'sin dinero para pagar'],
    ['cant|cannot afford', 'sin dinero para pagar'],
  ],
  confianza: [
    ['notario|notarios', 'notarios falsos'],
    ['se hace|hacen|hacian pasar', 'falsos profesionales'],
    [
      'licencia|licenciados|certificados|licensed|credentials|reales',
      'credibilidad del profesional',
    ],
    ['de verdad', 'credibilidad del profesional'],
    [
      'filtro|filtros|editada|editadas|photoshop|retocadas|fotos|foto|filter|edited',
      'fotos editadas',
    ],
    [
      'testimonio|testimonios|resenas|reviews|comprados|seguidores|bots|actors',
      'testimonios falsos',
    ],
    [
      'desaparecio|desaparecen|quedan|quedaron|quedo|devolvieron|presentaron|keep',
      'miedo a que se queden el dinero',
    ],
    ['farmaceuticas|farmaceutica|laboratorios|pharma', 'desconfianza en farmacéuticas'],
    ['solo|nomas quieren|buscan|les', 'solo buscan dinero'],
    ['negocio|grab', 'solo buscan dinero'],
    ['si fuera', 'promesas demasiado buenas'],
    ['guru|gurus|humo|vendehumo|vendiendo', 'promesas demasiado buenas'],
    ['too good', 'promesas demasiado buenas'],
    ['me|nos estafaron|robaron|timaron|enganaron', 'estafa previa'],
    ['ya me', 'estafa previa'],
    ['scammed|ripped', 'estafa previa'],
    ['letra chica|pequena', 'costos ocultos'],
    ['ocultos|escondidos|hidden', 'costos ocultos'],
    ['estafa|estafas|estafadores|fraude|scam|fraud|ladrones|robo', 'miedo a estafa'],
  ],
  resultados: [
    [
      'vuelven|volvieron|regresan|regresaron|dura|duran|temporal|temporales|wears|last',
      'resultados temporales',
    ],
    [
      'nadie|seguidores|vistas|ventas|clientes|crezco|crecimiento|followers|views|sales|vendo',
      'sin crecimiento',
    ],
    ['negaron|rechazaron|denegaron|negado|denegado|rechazado|denied|rejected', 'casos negados'],
    ['garantia|garantias|garantiza|garantizan|guarantee', 'sin garantía'],
    ['reembolso|refund', 'reembolso igual'],
    ['mismo|misma|igual|same', 'mismo resultado que antes'],
    ['puntaje|score|credito|credit', 'puntaje sin mejorar'],
    [
      'cambio|cambios|diferencia|mejoria|efecto|manchas|difference|change',
      'tratamiento sin efecto',
    ],
    ['dudo|pruebas|evidencia|comprobado|doubt|proof', 'duda sobre eficacia'],
  ],
  tiempo: [
    ['papeles|papeleo|recibos|documentos|paperwork', 'falta de tiempo para papeles'],
    ['grabar|publicar|videos|contenido|post|posting|content', 'falta de tiempo para crear'],
    ['tantas|tantos|muchas|muchos|# sesiones|visitas|citas|consultas', 'demasiadas visitas'],
    ['cada semana|visita|cita|mes', 'demasiadas visitas'],
    ['lejos|hora|horas|lejisimos', 'traslados largos'],
    ['permiso|permisos|trabajo|trabajos|chamba|horario|job|work|schedule', 'choque con el trabajo'],
    ['cita|citas|biometria|appointment', 'demora en citas'],
    ['reclamo|claim|aseguradora', 'reclamo demorado'],
    [
      'tarda|tardan|tardo|demora|demoran|lento|lenta|lentisimo|espera|esperando|llevo|lleva|eterna|slow|forever|waiting',
      'proceso muy lento',
    ],
    ['no tengo|tenemos tiempo', 'falta de tiempo'],
    ['no me da', 'falta de tiempo'],
    ['ocupado|ocupada|busy|time', 'falta de tiempo'],
    ['esperar|meses|anos|semanas|months|years', 'proceso muy lento'],
  ],
  urgencia: [
    ['pensar|pensarlo|pienso|analizar|think', 'quiere pensarlo'],
    ['espero|esperar|aseguradora|seguro|wait', 'espera otra respuesta'],
    ['cuando tenga|junte|pueda|baje', 'espera el momento ideal'],
    ['ready', 'espera el momento ideal'],
    ['prisa|apuro|urge|apurarme|rush|hurry|tiempo', 'no siente prisa'],
    [
      'ano|mes|enero|abril|diciembre|verano|fiestas|navidad|year|month|holidays',
      'lo pospone para después',
    ],
    ['despues|luego|adelante|later|someday|algun', 'lo pospone para después'],
  ],
  necesidad: [
    ['hago|puedo|hacemos yo|solo|sola|solos', 'lo resuelve por su cuenta'],
    ['myself', 'lo resuelve por su cuenta'],
    ['simple|simples|sencillo|sencillos|sencilla|facil|renovar|easy', 'caso sencillo'],
    ['pastillas|tratamiento|controlada|controlado|medicamento', 'ya tiene tratamiento'],
    ['puntaje|credito|score', 'crédito aceptable'],
    ['aseguradora|seguro|insurance', 'la aseguradora ya responde'],
    ['contador|accountant', 'no necesita contador'],
    ['abogado|lawyer', 'no necesita abogado'],
    ['redes|marca|brand|influencer', 'no necesita marca personal'],
    ['bien|contenta|contento|sano|sana|fine|good', 'conforme como está'],
  ],
  competencia: [
    ['gratis|gratuito|gratuita|free', 'alternativa gratuita'],
    ['sin pagar', 'alternativa gratuita'],
    ['barato|barata|mitad|menos|cheaper', 'alternativa más barata'],
    ['por #', 'alternativa más barata'],
    ['inteligencia artificial', 'herramientas automáticas'],
    ['ia|chatgpt|app|apps|aplicacion|youtube|turbotax|ai', 'herramientas automáticas'],
    ['mismo|misma|propias|propios|cuenta|myself|diy', 'hacerlo uno mismo'],
    [
      'cunado|primo|prima|hermano|hermana|amigo|amiga|conocido|familiar|cousin|friend',
      'conocido de confianza',
    ],
    ['ya tengo|pago|uso|trabajo|estoy', 'ya tiene proveedor'],
    ['already', 'ya tiene proveedor'],
    ['otro|otra|another|other|elsewhere|prefiero|prefer|mejor', 'prefiere otro proveedor'],
  ],
  autoridad: [
    ['esposo|esposa|marido|mujer|pareja|novio|novia|husband|wife|partner|spouse', 'pareja decide'],
    ['socio|socia|socios|partner', 'socio decide'],
    ['jefe|jefa|dueno|duena|gerente|boss|owner|manager|empresa', 'jefe decide'],
    ['medico|doctor|doctora|cardiologo|especialista', 'opinión del médico'],
    ['mama|papa|padres|papas|hijos|hija|hijo|familia|mom|dad|parents|family', 'familia decide'],
  ],
  miedo: [
    [
      'deporten|deportar|deportacion|deportado|migra|detengan|detienen|deport',
      'miedo a deportación',
    ],
    [
      'efectos|efecto|secundarios|reaccion|side|empeore|enferme|sicker|placebo',
      'miedo a efectos secundarios',
    ],
    ['auditoria|audit|irs|hacienda|multa|multen', 'miedo a auditoría'],
    ['cancelar|cancelen|poliza|cancel', 'miedo a cancelación'],
    ['puntaje|credito|score', 'miedo a bajar puntaje'],
    ['verguenza|pena|digan|critiquen|juzguen|judged|embarrassed', 'miedo al juicio'],
    ['direccion|datos|informacion|gobierno|address|information', 'miedo a dar datos'],
    ['residencia|papeles|estatus|status', 'miedo a perder estatus'],
    ['cara|chueca|chueco|plastico|deforme|quede|quedar|botched', 'miedo a que salga mal'],
    ['perder|pierda|dinero|lose', 'miedo a perder dinero'],
  ],
  complejidad: [
    ['formulario|formularios|formato|formatos|forms|form', 'demasiados formularios'],
    ['papeleo|papeles|documentos|paperwork', 'mucho papeleo'],
    ['requisito|requisitos|requirements', 'requisitos confusos'],
    ['ingles|english', 'barrera del idioma'],
    ['terminos|medicos|consentimiento|jerga|jargon|tecnicos', 'lenguaje técnico confuso'],
    ['reglas|leyes|deducciones|rules', 'reglas confusas'],
    [
      'herramientas|apps|canva|capcut|metricas|plataformas|algoritmos|tools',
      'demasiadas herramientas',
    ],
    ['opciones|tratamientos|cual|options|which', 'muchas opciones'],
    ['empezar|empiezo|start', 'no sabe por dónde empezar'],
    ['reporte|reportes|report|poliza|polizas|policy', 'documentos difíciles de leer'],
  ],
  otro: [
    [
      'enlace_web|sigueme|siguenme|escribeme|whatsapp|gana|follow|subscribe|bio',
      'spam o autopromoción',
    ],
    ['mencion_usuario', 'mención a otra persona'],
    ['gracias|bendiga|thank|thanks', 'agradecimiento sin objeción'],
    [
      'encanta|encanto|lindo|linda|excelente|genial|bonito|bonitos|bonita|interesante|util|love|great|emo_elogio|wow',
      'elogio sin objeción',
    ],
  ],
};

/**
 * The label of a pain no listed cue pins down, named after the industry's offer or provider
 * ("del tratamiento", "en la clínica") so that such comments still cluster within their industry.
 */
export const FALLBACK_PAINS: Readonly<Record<ObjectionTag, (industry: IndustryContext) => string>> =
  {
    precio: ({ ofShortOffer }) => `precio alto ${ofShortOffer}`,
    confianza: ({ provider }) => `desconfianza en ${provider}`,
    resultados: ({ ofShortOffer }) => `duda sobre resultados ${ofShortOffer}`,
    tiempo: () => 'falta de tiempo',
    urgencia: () => 'lo pospone para después',
    necesidad: ({ ofShortOffer }) => `no ve necesidad ${ofShortOffer}`,
    competencia: () => 'prefiere otra alternativa',
    autoridad: () => 'otra persona decide',
    miedo: () => 'miedo a las consecuencias',
    complejidad: () => 'proceso confuso',
    otro: () => 'sin objeción',
  };
