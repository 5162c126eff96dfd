/**
 * Words that name the same thing in a customer's pain, across regions and registers, so that
 * "la mensualidad" and "lo que pago cada mes", or "mi marido" and "mi esposo", count as one
 * term when pains are discovered (`../pain-terms.ts`). General vocabulary of what people buy,
 * pay, fear and wait for, by field: never one industry's offer, and never a list of pains — a
 * word not listed here is still a term of its own.
 *
 * One group a line, its words as the tokeniser writes them (lower case, no accents); the first
 * word names the group. A word belongs to one group only (a test checks it).
 */
export const PAIN_CONCEPTS: readonly string[] = [
  // money and what is paid
  'dinero plata lana varo pasta feria guita billete money cash pisto chavos luca lucas',
  'mensualidad mensual mes meses cuota cuotas monthly membresia suscripcion subscription',
  'inscripcion matricula registro enrollment signup',
  'anticipo adelantado adelanto deposito enganche upfront inicial',
  'comision porcentaje tajada fee fees percent ciento',
  'oculto ocultos escondido escondidos sorpresa hidden aparte adicional adicionales extra extras',
  'contrato clausula clausulas firmar firma contract terminos condiciones',
  'reembolso devolucion devuelven devolver refund garantia garantizan guarantee',
  'financiamiento plazos tarjeta financiar payments installments',
  'deuda deudas debo debt prestamo prestamos intereses',
  'sueldo salario quincena paycheck ingreso ingresos cobro nomina',
  'desempleo desempleado desempleada despidieron desocupado paro unemployed laid',
  'aseguradora poliza polizas insurance cobertura deducible deducibles',
  'impuesto impuestos iva taxes hacienda sat irs afip dian',
  'transporte gasolina pasaje pasajes traslado estacionamiento parking uber bus camion metro',
  // time, place and schedule
  'horario horarios hora horas turno turnos agenda citas cita schedule appointment',
  'trabajo chamba laburo curro jale empleo oficina job work jornada',
  'hijos hijo hija hijas ninos nenes chamacos bebe kids chiquitos crios',
  'lejos distancia kilometros km far lejano lejana manejar',
  'espera esperar fila cola wait waiting',
  'lento lenta tarda tardan tardo tardaron tardar tardando tardanza demora demoran demoro slow eternidad',
  'sesiones sesion visitas visita consultas consulta clases clase sessions rondas',
  'respuesta responden contestan contesta responde llamadas llamada mensajes whatsapp correos correo reply answer soporte atencion telefono support ignoran ghosting',
  // people who decide or advise
  'pareja esposo esposa marido mujer novio novia husband wife conyuge senora doña',
  'padres papa mama papas mamas parents mom dad suegra suegro',
  'jefe gerente patron supervisor boss director duenio dueno jefa manager encargado encargada rrhh patrona',
  'socio socios socia partner partners accionistas',
  'familia familiares family hermano hermana primo prima primos primas tios',
  'medico doctor doctora dermatologo dermatologa cardiologo especialista doc oncologo oncologa cardiologa endocrinologo endocrinologa pediatra dentista odontologo medica ginecologo ginecologa cirujano cirujana',
  // body, health and risk
  'dolor duele dolio doloroso dolorosa ardor arde pain hurt hurts molestia',
  'efectos efecto reaccion reacciones alergia alergico alergica secuelas',
  'cicatriz cicatrices mancha manchas quemadura quemaduras scar scars',
  'rostro face facciones cachetes piel skin',
  'aguja agujas inyeccion inyecciones pinchazo piquete needle needles',
  'anestesia sedacion anesthesia',
  'natural exagerado exagerada artificial plastico plastica inflada inflado',
  'placebo experimento conejillo cobaya guinea experimental',
  'enfermedad diagnostico sintomas padecimiento',
  // papers and process
  'papeleo papeles documentos documentacion formularios formulario paperwork tramites forms',
  'deportacion deportar deporten deportado deportada migra ice deport expulsion',
  'auditoria audit multa multas sancion recargos',
  'puntaje score puntos historial buro fico',
  'reclamo reclamacion claim siniestro indemnizacion',
  'app aplicacion plataforma pagina sistema portal online internet computadora celular usuario contrasena password link enlace sitio login pantalla',
  'ingles idioma english espanol traduccion traducir',
  'entender entiendo entendi comprendo understand confuso confusa enredado enredo lio',
  // trust and proof
  'resenas resena opiniones reviews review testimonios testimonio comentarios estrellas capturas bbb google trustpilot yelp',
  'fotos foto imagenes imagen photoshop filtro filtros editadas editada retocadas pics photos',
  'licencia licencias certificado certificados titulo titulos cedula credenciales licensed colegiado acreditado',
  'estafa estafaron fraude robo robaron timo timaron engano enganaron scam scammed chafa tranza',
  'datos informacion privacidad identidad ssn data privacy',
  'influencer influencers famosos famosa famoso actores pagados patrocinado sponsored',
  'gurus guru vendehumo humo coach coaches mentores mentor',
  // results and alternatives
  'duracion dura duran duro temporal permanente last lasts',
  'antes anterior before previous',
  'edad anos joven age old',
  'casero remedio remedios diy tutorial tutoriales youtube gratis free canva chatgpt solito solita',
  'barato barata baratos economico economica cheaper cheap oferta ofertas promocion descuento udemy hotmart mitad gratuito gratuitos gratuita',
  'amigo amiga conocido conocida conocidos conocidas compadre comadre vecino vecina compa friend cuate pana',
  // when, and what for
  'temporada enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre verano invierno primavera otono navidad fiestas vacaciones semestre propositos posadas aguinaldo',
  'guardar guardado guardada guardo guarda favoritos save saved screenshot retomo retomar recordatorio',
  'negocio negocios emprendimiento emprender emprendedor emprendedora tienda local consultorio lanzar lanzamiento inaugurar clientela changarro',
  'casa hogar vivienda depa departamento renta alquiler hipoteca mortgage house home',
  'carro auto coche camioneta vehiculo moto car truck',
  'extranjero tijuana turquia viaje viajar afuera abroad frontera cruzar',
  'cancelar cancelacion penalidad penalizacion penalty salirme rescindir',
  // the body and health
  'salud diabetes cancer presion hipertension asma artritis tumor quimio corazon embarazo embarazada lactancia',
  'placebo control inactivo azucar ruleta sorteo aleatorio random',
  'biopsia puncion sangre examenes analisis escaner escaneres resonancia tomografia muestras muestra',
  'cuerpo medidas grasa grasas kilos peso abdomen panza lonjas cintura celulitis flacidez',
  'vello pelo pelos depilacion depilar rasurar cera',
  'tono morena moreno oscura oscuro prieta prieto',
  // the process and its people
  'requisitos criterios elegible elegibilidad requirements eligible',
  'promesas promesa prometen prometer milagro milagros magia magico cuento cuentos',
  'seguidores followers views vistas likes alcance algoritmo engagement crecer crecimiento viral',
  'criticas critica haters burla burlen juzguen juzgar verguenza pena chisme diran',
  'contratista techero constructor constructora roofer contractor',
  'puerta puertas tocan vendedores tocaron door tormenta tormentas storm',
  'agencia freelancer freelance community asistente',
  'bancarrota quiebra bankruptcy insolvencia capitulo chapter',
  'cobranza collections collection cobradores acreedor acreedores embargo',
];

/**
 * Words of `PAIN_CONCEPTS` that join their group only as written, not through their stem: the
 * stem is also the stem of common words that mean something else ('cuento' and 'cuenta', 'me
 * interesa' and 'intereses', 'marca' and 'marzo', 'no me alcanza' and 'alcance', 'efectivo'
 * and 'efectos', 'la primera' and 'prima', 'te dejan en visto' and 'vistas').
 */
export const WRITTEN_ONLY: readonly string[] = (
  'cuento cobro intereses marzo prima vistas alcance senora forms efectos terminos manejar ' +
  'conocida correos guardo scar puerta licencia tardo poliza frontera colegiado grasa negocios ' +
  'consultorio titulo compa plazos consulta work muestra retocadas deducible aplicacion control'
).split(' ');

/**
 * The words that voice each objection itself, in any of its pains ("caro", "me da miedo",
 * "no entiendo"): they say which objection a comment voices, not which of its pains, so pains
 * are discovered from the other words. The taxonomy's typical words and their usual variants.
 */
export const OBJECTION_WORDS: Readonly<Record<string, string>> = {
  precio:
    'caro cara caros caras carisimo carisima costoso costosa precio precios cuesta cuestan costo costos cobran cobrar cobro cobra cobraron pagar pago pagan paga pague dolares pesos expensive price pricey afford cost vale valen',
  confianza:
    'confio confiar confianza desconfio estafa estafadores fraude mentira mentiras engano sospechoso creo creer trust scam fake legit seguro',
  resultados:
    'funciona funcionan funciono sirve sirvio resultado resultados garantia comprobado efecto works worked results',
  tiempo: 'tiempo tarda tardan demora lento lenta time',
  urgencia: 'despues luego ahorita adelante prisa pienso pensarlo later',
  necesidad: 'necesito necesita necesitan falta ocupo need',
  competencia: 'otro otra otros otras mejor prefiero prefiere alternativa alternative',
  autoridad:
    'consultar consultarlo consulto preguntar preguntarle pregunto decidir decide decidimos decision permiso ask',
  miedo:
    'miedo panico terror asusta aterra riesgo temor temo teme temen pavor susto scared afraid fear',
  complejidad: 'complicado complicada dificil entiendo entender confuso confusa complicated',
};
