import { describe, expect, it } from 'vitest';
import { withWrittenAccents } from './written-accents';

describe('withWrittenAccents', () => {
  it('gives -ción and -sión their accent, never their plurals', () => {
    expect(withWrittenAccents('inscripcion')).toBe('inscripción');
    expect(withWrittenAccents('comision')).toBe('comisión');
    expect(withWrittenAccents('inscripciones')).toBe('inscripciones');
  });

  it('accents the listed words typed without, and leaves any other word as written', () => {
    expect(withWrittenAccents('cedula')).toBe('cédula');
    expect(withWrittenAccents('credito')).toBe('crédito');
    expect(withWrittenAccents('agujas')).toBe('agujas');
    // Two spellings of different words: left as written.
    expect(withWrittenAccents('perdida')).toBe('perdida');
    // A word that names a property of every object is still just a word.
    expect(withWrittenAccents('constructor')).toBe('constructor');
  });
});
