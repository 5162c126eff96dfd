import { describe, expect, it } from 'vitest';
import { ownWords, quotedOwnWords } from './own-words';

describe('ownWords', () => {
  it('closes and capitalises what the business typed', () => {
    expect(ownWords('pagos a 6 meses sin intereses')).toBe('Pagos a 6 meses sin intereses.');
    expect(ownWords('  ¿dudas?  te   llamamos hoy ')).toBe('¿Dudas? te llamamos hoy.');
  });

  it('keeps its own full stop, question or exclamation', () => {
    expect(ownWords('Abrimos a las 5 am!')).toBe('Abrimos a las 5 am!');
    expect(ownWords('Clases de 30 minutos (de lunes a sábado)')).toBe(
      'Clases de 30 minutos (de lunes a sábado).',
    );
  });

  it('quotes them without the full stop inside a sentence', () => {
    expect(quotedOwnWords('pagos a 6 meses sin intereses.')).toBe(
      '«Pagos a 6 meses sin intereses»',
    );
    expect(quotedOwnWords('¿Dudas? Te llamamos')).toBe('«¿Dudas? Te llamamos»');
  });
});
