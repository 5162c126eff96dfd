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
}

const LIVED_IT = new RegExp(
  [
    String.raw`\b(me|nos) (hicieron|hizo|dejaron|dejo|estafaron|estafo|negaron|nego|rechazaron|rechazo|robaron|robo|cobraron|cobro|cancelaron|cancelo|quemaron|quemo|paso|quedo|quedaron|salio|fallo)\b`,
    String.raw`\bya me\b`,
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
  ].join('|'),
  'u',
);

/** What `text` tells of its writer's situation (see {@link Circumstances}). */
export function circumstancesOf(text: string): Circumstances {
  const plain = foldAccents(text);
  return { livedIt: LIVED_IT.test(plain), cannotAfford: CANNOT_AFFORD.test(plain) };
}
