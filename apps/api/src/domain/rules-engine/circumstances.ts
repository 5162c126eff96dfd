import { foldAccents } from '../spanish/fold-accents';

/**
 * What a comment tells of the person's own situation, which changes why they resist: a bad
 * experience they lived themselves ("me dejaron la piel peor") is not a story they heard, and a
 * price they cannot pay ("con lo que gano no me alcanza") is not a value nobody explained.
 */
export interface Circumstances {
  /** Tells, in the first person, of something that already went wrong for them. */
  readonly livedIt: boolean;
  /** Says their money does not stretch to it, whatever it is worth. */
  readonly cannotAfford: boolean;
  /** Tells of someone close (a cousin, a neighbour) it went wrong for. */
  readonly closeOneLivedIt: boolean;
  /** Says they looked it up themselves: reviews, the BBB, a licence. */
  readonly checkedIt: boolean;
}

const LIVED_IT = new RegExp(
  [
    String.raw`\b(me|nos) (hicieron|hizo|dejaron|dejo|estafaron|estafo|negaron|nego|rechazaron|rechazo|robaron|robo|cobraron|cobro|cancelaron|cancelo|quemaron|quemo|paso|quedo|quedaron|salio|fallo)\b`,
    // 'Ya me quemé', not 'ya me van a negar la ciudadanía' nor 'ya me interesa'.
    String.raw`\bya me\b(?! (va|van|vas|voy|iba|iban|quiero|queria|interesa|gusta|gustaria|decidi|anime)\b)`,
    String.raw`\b(quede|caimos|cai|probe|perdi|perdimos)\b`,
    String.raw`\bi (tried|lost|got scammed|was scammed)\b`,
  ].join('|'),
  'u',
);

const CANNOT_AFFORD = new RegExp(
  [
    String.raw`\bno me (alcanza|da el bolsillo|da el presupuesto)\b`,
    String.raw`\bno (nos|les) alcanza\b`,
    String.raw`\bno tengo (dinero|plata|lana|con que|para pagar)\b`,
    String.raw`\bcon lo que (gano|ganamos|me pagan)\b`,
    String.raw`\b(deudas|desempleado|desempleada|sin trabajo|quincena no da)\b`,
    String.raw`\bcan'?t afford\b`,
    // Living on the minimum wage: 'carísimo para quien gana el mínimo'.
    String.raw`\b(gano|gana|ganamos|ganan) el minimo\b|\b(sueldo|salario) minimo\b|\bminimum wage\b`,
  ].join('|'),
  'u',
);

// Not where the words end a clause: 'corre, mi hermano' and 'too good to be true, mi hermano'
// call the reader so, they tell of no relative.
const CLOSE_ONE = new RegExp(
  [
    String.raw`\b(mi|a mi|una|un|mis|a mis) (prima|primo|primas|primos|hermana|hermano|vecina|vecino|tia|tio|amiga|amigo|amigas|amigos|conocida|conocido|cunada|cunado|compadre|comadre|suegra|suegro|compa|companera|companero|mama|papa|papas|abuela|abuelo|sobrina|sobrino)\b(?!\s*(?:[^\p{L}\p{N}\s]|$))`,
    String.raw`\bmy (cousin|sister|brother|neighbor|neighbour|aunt|uncle|friend|mom|dad)\b`,
  ].join('|'),
  'u',
);

const CHECKED_IT = new RegExp(
  [
    String.raw`\b(busque|revise|investigue|googlee|gugulee|chequee|verifique|averigue|consulte en)\b`,
    String.raw`\b(lei|vi) (las|los|sus) (resenas|comentarios|opiniones|calificaciones)\b`,
    String.raw`\bi (checked|looked (it|them) up|googled|researched)\b`,
  ].join('|'),
  'u',
);

/** What `text` tells of its writer's situation (see {@link Circumstances}). */
export function circumstancesOf(text: string): Circumstances {
  const plain = foldAccents(text);
  return {
    livedIt: LIVED_IT.test(plain),
    cannotAfford: CANNOT_AFFORD.test(plain),
    closeOneLivedIt: CLOSE_ONE.test(plain),
    checkedIt: CHECKED_IT.test(plain),
  };
}
