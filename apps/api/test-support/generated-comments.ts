/**
 * Comments for benchmarks, generated from fragments (Spanish, English, Spanglish, typos, emoji)
 * with a seeded generator, so every run analyses the same varied set.
 */
const OPENERS = ['', 'Hola, ', 'la verdad ', 'Honestly ', 'mmm ', 'Oigan ', 'bro ', 'Buenas! '];
const OBJECTIONS = [
  'esta muy caro para mi',
  'cobran 300 dolares por sesion',
  'no tengo dinero ahorita',
  'no confio en estas empresas, puro fraude',
  'this sounds like a scam',
  'ya me estafaron una vez',
  'no funciona, lo probe 3 meses',
  'does it even work?',
  'no tengo tiempo para tantas citas',
  'tarda muchisimo el proceso, llevo 2 años esperando',
  'lo voy a pensar',
  'maybe next year',
  'no lo necesito, estoy bien asi',
  'en otra clinica me lo dejan mas barato',
  'tengo que preguntarle a mi esposo',
  'me da miedo que me deporten',
  'what if there are side effects',
  'no entiendo nada de los formularios',
  'el papeleo es demasiado complicado',
  'que lindo trabajo, gracias!',
  'a que hora abren?',
  'no es caro, el problema es que no confio',
];
const CLOSERS = ['', ' 🙄', '!!', ' jajaja', ' 😡', '...', ' 🙏', ' tbh', ' la neta', ' xq no se'];
const INDUSTRIES = ['Clínica Estética', 'Credit Restoration', 'Accounting / Tax', 'Marca Personal'];

// Mulberry32: a tiny seeded PRNG, so the benchmark set is the same on every run.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

// Typos a person makes: a dropped letter, a stretched one, shouting.
function roughen(random: () => number, text: string): string {
  const roll = random();
  if (roll < 0.15) return text.replace(/[aeiou]/, '');
  if (roll < 0.3) return text.replace(/([aeiou])/, '$1$1$1');
  if (roll < 0.4) return text.toUpperCase();
  return text;
}

/** `count` generated comments, each with one of four industries; the same on every run. */
export function generateComments(count: number): Array<{ text: string; industry: string }> {
  const random = seeded(20_240_601);
  return Array.from({ length: count }, () => {
    const first = roughen(random, pick(random, OBJECTIONS));
    const second = random() < 0.4 ? `, pero ${pick(random, OBJECTIONS)}` : '';
    return {
      text: `${pick(random, OPENERS)}${first}${second}${pick(random, CLOSERS)}`,
      industry: pick(random, INDUSTRIES),
    };
  });
}
