import { describe, expect, it } from 'vitest';
import { definite, nounPhrase } from '../spanish/noun-phrase';
import { publishablePain, quotable } from './publishable-pain';

const said = (phrase: `${'el' | 'la' | 'los' | 'las'} ${string}`, tag: 'confianza' | 'precio') =>
  definite(publishablePain(nounPhrase(phrase), tag));

describe('publishablePain', () => {
  it('names a trust pain as the distrust of its subject, never the accusation as fact', () => {
    expect(said('las fotos y reseñas falsas', 'confianza')).toBe(
      'la desconfianza en las fotos y reseñas',
    );
    expect(said('los costos ocultos', 'confianza')).toBe('la desconfianza en los costos');
    expect(said('las credenciales dudosas', 'confianza')).toBe(
      'la desconfianza en las credenciales',
    );
    expect(said('el miedo a una estafa', 'confianza')).toBe('la duda de si somos de fiar');
  });

  it('leaves trust pains that accuse nobody, and every other objection, as they are', () => {
    expect(said('la desconfianza en la clínica', 'confianza')).toBe(
      'la desconfianza en la clínica',
    );
    expect(said('los costos ocultos', 'precio')).toBe('los costos ocultos');
  });
});

describe('quotable', () => {
  it('quotes a fear of an injury, never an injury someone went through', () => {
    expect(quotable('me da miedo quedar manchado', 'miedo')).toBe(true);
    expect(
      quotable('manito a un cliente mio el laser le dejo quemaduras en el cuello', 'miedo'),
    ).toBe(false);
    expect(quotable('a mi prima se le infectó la cara', 'miedo')).toBe(false);
    expect(quotable('me quemaron la piel con el láser', 'miedo')).toBe(false);
    expect(quotable("Mi cuñada terminó en urgencias después de una lipo 'light'", 'miedo')).toBe(
      false,
    );
  });

  it('quotes a doubt, never an accusation, money troubles or a competitor by name', () => {
    expect(quotable('me da miedo que me quede la cara rara', 'miedo')).toBe(true);
    expect(quotable('esas reseñas se ven falsas', 'confianza')).toBe(false);
    expect(quotable('Los testimonios del video se ven actuados', 'confianza')).toBe(false);
    expect(quotable('$899 al mes no lo puedo sostener, ando con muchas deudas', 'precio')).toBe(
      false,
    );
    expect(quotable('en el Smart Fit de la plaza pago la mitad', 'competencia')).toBe(false);
    expect(quotable('vivo en Dallas y no me queda cerca', 'tiempo')).toBe(true);
  });

  it("quotes the choice of a rival, never the rival's edge", () => {
    expect(quotable('yo prefiero salir a correr, encerrado no me hallo', 'competencia')).toBe(true);
    expect(quotable('en el gimnasio de la plaza pago la mitad', 'competencia')).toBe(false);
    expect(quotable('el del centro comercial cobra 399 y abre 24h', 'competencia')).toBe(false);
    expect(quotable('hago calistenia en el parque, sale gratis', 'competencia')).toBe(false);
    expect(quotable('el de la esquina cuesta menos, sorry', 'competencia')).toBe(false);
    // A price is the pain itself when the doubt is the price.
    expect(quotable('cobran 399 al mes, no me convence', 'precio')).toBe(true);
  });

  it('quotes a lack of time, never what the business lacks or fails at', () => {
    expect(quotable('entre el turno y la uni no me sobra ni una hora', 'tiempo')).toBe(true);
    expect(quotable('si abrieran 24 hrs me inscribia hoy mismo', 'tiempo')).toBe(false);
    expect(quotable('Te dejan en visto una semana entera', 'tiempo')).toBe(false);
    expect(quotable('le escribí hace 10 días y no contestan', 'tiempo')).toBe(false);
  });

  it('quotes a doubt that it works, never a result that failed someone', () => {
    expect(quotable('dicen 4 a 6 meses pero a los dos meses ya se mueve', 'resultados')).toBe(true);
    expect(quotable('probé con tres agencias distintas, cero cambios', 'resultados')).toBe(false);
    expect(quotable('mi prima limpió su historial y medio año después igual', 'resultados')).toBe(
      false,
    );
    expect(quotable('Me borraron dos cobros y al mes volvieron a salir', 'resultados')).toBe(false);
  });
});
