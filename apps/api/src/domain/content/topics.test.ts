import { describe, expect, it } from 'vitest';
import { quoteVoicing } from '../spanish/quote';
import { painWordsOf } from './topics';

describe('painWordsOf', () => {
  it('keeps the words that name the pain, not those that voice its objection', () => {
    expect(painWordsOf('prefiere otra opción', 'competencia')).toEqual(['opción']);
    expect(painWordsOf('costo de la inscripción', 'precio')).toEqual(['de', 'la', 'inscripción']);
  });

  it('so a quote keeps what a comment says, not only that it prefers something', () => {
    const text =
      'bueno yo ya sigo a varios creadores que regalan su contenido y con eso me voy armando mi estrategia este a mi ritmo, así que prefiero seguir así';
    // The label's 'prefiere' drew the quote to the clause that only says so.
    expect(quoteVoicing(text, undefined, 12, 'prefiere otra opción'.split(' '))).toBe(
      '«…así que prefiero seguir así»',
    );
    expect(
      quoteVoicing(text, undefined, 12, painWordsOf('prefiere otra opción', 'competencia')),
    ).toBe('«bueno yo ya sigo a varios creadores que regalan su contenido…»');
  });
});
