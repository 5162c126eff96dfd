import { describe, expect, it } from 'vitest';
import { customerTurns } from './customer-turns';

describe('customerTurns', () => {
  it("keeps the customer's turns of a call written up with both sides named", () => {
    expect(
      customerTurns(
        'Agente: ¿Le agendo la primera sesión? Cliente: Ahorita no, en julio me voy. Agente: Puede empezar después. Cliente: Cuando refresque.',
      ),
    ).toBe('Ahorita no, en julio me voy.\nCuando refresque.');
    expect(customerTurns('Asesora: Con gusto.\nClienta: Lo platiqué y mejor lo dejo.')).toBe(
      'Lo platiqué y mejor lo dejo.',
    );
  });

  it('leaves any other text as it is', () => {
    for (const text of [
      'Ojo: esto es caro. Pregunta: ¿cuánto cuesta?',
      'Cliente: quiere saber el precio y dice que lo piensa',
      'Estimados: me interesa, pero mi esposo decide.',
    ]) {
      expect(customerTurns(text)).toBe(text);
    }
  });
});
