/**
 * The accents of a word its writers left out, for labels built from comments typed without them
 * ('desconfianza por la cedula'). Only what Spanish spelling settles: every word ending in -ción
 * or -sión carries the accent there, and a short list of words the product's customers write
 * about, each with a single accented spelling. Anything else is left as written.
 */

// Nouns and adjectives of the product's pains with one accented spelling, written unaccented.
const ACCENTED: Readonly<Record<string, string>> = {
  cedula: 'cédula',
  cedulas: 'cédulas',
  credito: 'crédito',
  creditos: 'créditos',
  tramite: 'trámite',
  tramites: 'trámites',
  medico: 'médico',
  medicos: 'médicos',
  clinica: 'clínica',
  clinicas: 'clínicas',
  deposito: 'depósito',
  depositos: 'depósitos',
  telefono: 'teléfono',
  numero: 'número',
  pagina: 'página',
  garantia: 'garantía',
  garantias: 'garantías',
  auditoria: 'auditoría',
  energia: 'energía',
  cirugia: 'cirugía',
  cirugias: 'cirugías',
  dias: 'días',
  dia: 'día',
  diagnostico: 'diagnóstico',
  estetica: 'estética',
  estetico: 'estético',
  metodo: 'método',
  metodos: 'métodos',
  tecnica: 'técnica',
  tecnicas: 'técnicas',
  historico: 'histórico',
  basico: 'básico',
  unico: 'único',
  exito: 'éxito',
  deficit: 'déficit',
  poliza: 'póliza',
  polizas: 'pólizas',
  modulo: 'módulo',
  modulos: 'módulos',
  practica: 'práctica',
  practicas: 'prácticas',
};

/** `word` (lower case) with the accents Spanish spelling gives it, when it was written without. */
export function withWrittenAccents(word: string): string {
  // Own keys only: a comment may well say 'constructor'.
  if (Object.hasOwn(ACCENTED, word)) return ACCENTED[word]!;
  // '-ciones' and '-siones' take none; the singular always does.
  const ending = /^(.+[cs])ion$/u.exec(word);
  return ending ? `${ending[1]}ión` : word;
}
