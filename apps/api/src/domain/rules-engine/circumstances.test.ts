import { describe, expect, it } from 'vitest';
import { circumstancesOf } from './circumstances';

describe('circumstancesOf', () => {
  it('reads a bad experience told in the first person, not one heard of', () => {
    expect(circumstancesOf('Fui por el acné y me dejaron la piel peor').livedIt).toBe(true);
    expect(circumstancesOf('ya me pasó con la luz pulsada').livedIt).toBe(true);
    expect(circumstancesOf('el seguro me negó todo por fraude').livedIt).toBe(true);
    expect(circumstancesOf('a mi prima le quedó la cara rara').livedIt).toBe(false);
    expect(circumstancesOf('me da miedo que salga mal').livedIt).toBe(false);
    // What is feared or wished for has not happened yet.
    expect(circumstancesOf('con eso ya me van a negar la ciudadanía').livedIt).toBe(false);
    expect(circumstancesOf('ya me interesa empezar').livedIt).toBe(false);
  });

  it('reads money that does not stretch, not a price judged too high', () => {
    expect(circumstancesOf('con lo que gano no me alcanza').cannotAfford).toBe(true);
    expect(circumstancesOf('ando con muchas deudas').cannotAfford).toBe(true);
    expect(circumstancesOf('está carísimo para lo que es').cannotAfford).toBe(false);
    expect(
      circumstancesOf('Setup fee de 199, carísimo para quien gana el mínimo').cannotAfford,
    ).toBe(true);
    expect(circumstancesOf('quien paga eso con el sueldo minimo??').cannotAfford).toBe(true);
  });

  it('reads a story about someone close, and a company looked up', () => {
    expect(circumstancesOf('A mi prima le borraron dos cosas y volvieron').closeOneLivedIt).toBe(
      true,
    );
    expect(circumstancesOf('my cousin tried it and nothing').closeOneLivedIt).toBe(true);
    expect(circumstancesOf('me da miedo que salga mal').closeOneLivedIt).toBe(false);
    // Calling the reader 'mi hermano' tells of no relative.
    expect(circumstancesOf('Too good to be true, mi hermano').closeOneLivedIt).toBe(false);
    expect(circumstancesOf('corre mi hermano, eso huele a chanchullo').closeOneLivedIt).toBe(false);
    expect(circumstancesOf('Busqué la empresa en el BBB y dicen otra cosa').checkedIt).toBe(true);
    expect(circumstancesOf('Leí las reseñas de Google y no cuadran').checkedIt).toBe(true);
    expect(circumstancesOf('¿Cómo sé que son de fiar?').checkedIt).toBe(false);
  });
});
