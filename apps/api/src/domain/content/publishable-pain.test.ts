import { describe, expect, it } from 'vitest';
import { definite, nounPhrase } from '../spanish/noun-phrase';
import { publishablePain } from './publishable-pain';

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
