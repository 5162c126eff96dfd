import { describe, expect, it } from 'vitest';
import { isInformationalQuestion } from './informational-question';
import { tokenise } from './tokenise';
import { turnaroundIn } from './turnaround';

const turns = (text: string) => turnaroundIn(tokenise(text)) !== undefined;
const asks = (text: string) => isInformationalQuestion(tokenise(text), text);

describe('turnaroundIn', () => {
  it('finds a doubt told in the past and how it was overcome', () => {
    expect(turns('pensé que me iban a cobrar un ojo de la cara y fue bien accesible')).toBe(true);
    expect(turns('creía que era una estafa y resultó lo más serio que he visto')).toBe(true);
    expect(turns('tenía miedo al principio pero las enfermeras me explicaron todo')).toBe(true);
  });

  it('needs both the doubt and, after it, the turn', () => {
    expect(turns('es una estafa, no confío')).toBe(false);
    expect(turns('fue bien accesible')).toBe(false);
    expect(turns('al final me cobraron de más, pensé que era serio')).toBe(false);
  });
});

describe('isInformationalQuestion', () => {
  it('takes a question that only asks for a fact', () => {
    expect(asks('cuánto cuesta la consulta inicial?')).toBe(true);
    expect(asks('¿aceptan ITIN para la declaración? 🙏')).toBe(true);
    expect(asks('hasta que hora atienden los viernes?')).toBe(true);
  });

  it('leaves out a question followed by what the person makes of it, and statements', () => {
    expect(asks('cuánto cobran por la petición? porque no me alcanza')).toBe(false);
    expect(asks('cuánto cobran, un ojo de la cara')).toBe(false);
    expect(asks('¿y si me queda mal?')).toBe(false);
  });
});
