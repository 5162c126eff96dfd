import { EMOTION_VALUES } from '@replica/api-client';

/**
 * The fragments the 1,000,000-comment seed composes its texts from: Spanish, English and
 * Spanglish openers, objections (each with the tag and pain cluster an analyser would give it),
 * details, asides and closers. Their counts are pairwise coprime (11, 41, 23, 9, 13), so comment
 * i takes fragment i mod n of each list and the first 11·41·23·9·13 = 1,213,641 comments all
 * read differently.
 */

export const OPENERS = [
  '',
  'Hola, ',
  'La verdad ',
  'Honestly ',
  'Mmm ',
  'Oigan, ',
  'Bro ',
  'Buenas! ',
  'Pregunta: ',
  'Sinceramente ',
  'Ok but ',
];

/** [text, objection tag, pain cluster label]. */
export const OBJECTIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['está muy caro para mí', 'precio', 'precio alto'],
  ['cobran 300 dólares por sesión', 'precio', 'costo por sesión alto'],
  ['no tengo dinero ahorita', 'precio', 'sin dinero para pagar'],
  ['la mensualidad es demasiado alta', 'precio', 'mensualidad alta'],
  ['the retainer is way too expensive', 'precio', 'honorarios altos'],
  ['piden un depósito inicial que no puedo pagar', 'precio', 'costo inicial alto'],
  ['no confío en estas empresas, puro fraude', 'confianza', 'miedo a una estafa'],
  ['this sounds like a scam', 'confianza', 'miedo a una estafa'],
  ['ya me estafaron una vez con un notario', 'confianza', 'notarios falsos'],
  ['no tienen licencia, ¿verdad?', 'confianza', 'sin credenciales visibles'],
  ['las reseñas parecen compradas', 'confianza', 'reseñas falsas'],
  ['no funciona, lo probé 3 meses', 'resultados', 'sin resultados visibles'],
  ['does it even work?', 'resultados', 'duda de que funcione'],
  ['mi score no subió nada', 'resultados', 'sin resultados visibles'],
  ['los resultados no duran', 'resultados', 'resultados temporales'],
  ['no tengo tiempo para tantas citas', 'tiempo', 'demasiadas citas'],
  ['tarda muchísimo el proceso, llevo 2 años esperando', 'tiempo', 'proceso lento'],
  ['nunca contestan el teléfono', 'tiempo', 'atención lenta'],
  ['lo voy a pensar', 'urgencia', 'sin prisa por decidir'],
  ['maybe next year', 'urgencia', 'lo deja para después'],
  ['no es el momento, después de navidad', 'urgencia', 'lo deja para después'],
  ['no lo necesito, estoy bien así', 'necesidad', 'no siente la necesidad'],
  ['mi crédito ya está bien', 'necesidad', 'no siente la necesidad'],
  ['en otra clínica me lo dejan más barato', 'competencia', 'otra opción más barata'],
  ['lo puedo hacer yo solo con YouTube', 'competencia', 'hacerlo por su cuenta'],
  ['mi primo es contador y me lo hace gratis', 'competencia', 'un conocido lo hace'],
  ['tengo que preguntarle a mi esposo', 'autoridad', 'decide otra persona'],
  ['my mom says it is a waste of money', 'autoridad', 'decide otra persona'],
  ['me da miedo que me deporten', 'miedo', 'miedo a la deportación'],
  ['what if there are side effects', 'miedo', 'miedo a efectos secundarios'],
  ['me da miedo que me duela', 'miedo', 'miedo al dolor'],
  ['no entiendo nada de los formularios', 'complejidad', 'formularios confusos'],
  ['el papeleo es demasiado complicado', 'complejidad', 'demasiado papeleo'],
  ['the app keeps asking for documents', 'complejidad', 'demasiado papeleo'],
  ['no es caro, el problema es que no confío', 'confianza', 'miedo a una estafa'],
  ['que lindo trabajo, gracias!', 'otro', 'elogio'],
  ['¿a qué hora abren?', 'otro', 'pregunta de horario'],
  ['sígueme para más tips 🔥', 'otro', 'spam o autopromoción'],
  ['¿cuánto cuesta la consulta?', 'precio', 'consulta cara'],
  ['la comisión que cobran es un robo', 'precio', 'comisión alta'],
  ['nadie me explicó qué incluye', 'complejidad', 'oferta poco clara'],
];

export const DETAILS = [
  '',
  ' y eso que trabajo dos turnos',
  ', ya pagué 500 en otro lado',
  ' desde que llegué a Houston',
  ' for my tax return',
  ' con tres hijos',
  ', my cousin tried it last year',
  ' y el seguro no lo cubre',
  ' en Miami',
  ' después de la pandemia',
  ' con mi green card en trámite',
  ', llevo 6 meses buscando',
  ' and the reviews are mixed',
  ' porque cobro en efectivo',
  ' en mi caso de asilo',
  ' con el reclamo del huracán',
  ' para mi negocio',
  ' y vi el video completo',
  ' cuando salió el anuncio',
  ' since 2021',
  ' con 580 de score',
  ' por la inflación',
  ' en Los Ángeles',
];

export const ASIDES = [
  '',
  ' la neta',
  ' tbh',
  ' de verdad',
  ' jajaja',
  ' fr',
  ' xq no sé',
  ' 🙏',
  ' 😡',
];

export const CLOSERS = [
  '',
  '!!',
  '...',
  ' 🙄',
  '?',
  '.',
  ' 👀',
  ' ok?',
  ' 💸',
  '!',
  ' smh',
  ' 🤔',
  ' 😢',
];

export const AUTHORS = [
  'María G.',
  'José Luis',
  'Ana Pérez',
  'Carlos M.',
  'Jenny R.',
  'Luis Fernando',
  'Mike T.',
  'Guadalupe',
  'Sofía',
  'Daniel Ortiz',
  'Karla',
  'Brenda V.',
  'Pedro',
];

/** The taxonomy's emotions an objection is seeded with: every one but 'neutral'. */
export const EMOTIONS = EMOTION_VALUES.filter((emotion) => emotion !== 'neutral');

/** The seeded industries with their share of comments, in percent. */
export const INDUSTRY_SHARES: ReadonlyArray<readonly [string, number]> = [
  ['Credit Restoration', 24],
  ['Clínica Estética', 19],
  ['Abogados (Immigration)', 16],
  ['Accounting / Tax', 12],
  ['Public Adjusters', 10],
  ['Clinical Research', 8],
  ['Marca Personal', 7],
  ['sin_clasificar', 4],
];

/** 100 industry names, each repeated by its share: slot `hash % 100` picks one. */
export function industrySlots(): string[] {
  return INDUSTRY_SHARES.flatMap(([name, share]) => Array<string>(share).fill(name));
}
