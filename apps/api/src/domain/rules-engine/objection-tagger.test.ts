import { describe, expect, it } from 'vitest';
import { mapClauses } from './clauses';
import { readingAs, tagObjection } from './objection-tagger';
import type { ObjectionTag } from './taxonomy';
import { tokenise } from './tokenise';

const tagOf = (text: string): ObjectionTag => {
  const tokens = tokenise(text);
  return tagObjection(tokens, mapClauses(tokens), text).tag;
};

// Indirect and colloquial ways of voicing each objection, written for these tests.
const INDIRECT: Readonly<Record<ObjectionTag, readonly string[]>> = {
  precio: [
    'con eso pago la renta de dos meses',
    'si fuera mas barato me animo',
    'no gano tanto como para gastar eso',
  ],
  confianza: ['a mi me dejaron colgado con el dinero', 'mucho marketing y poca verdad'],
  resultados: [
    'no veo que funcione para casos como el mío',
    'ya van 4 abogados y ninguno resolvió nada',
  ],
  tiempo: ['no tengo horario pa eso', 'i work 60 hours a week'],
  urgencia: ['ya habrá tiempo', 'maybe after tax season'],
  necesidad: ['no le veo la necesidad', 'my credit is already good'],
  competencia: ['me fui con otra agencia y ya', 'my cousin does it for less'],
  autoridad: ['lo tengo que hablar con mi esposa', 'primero tengo que convencer a mi marido'],
  miedo: ['y si me deportan', 'no me quiero arriesgar a que se infecte', 'capaz que termino peor'],
  complejidad: ['no hay quien lo entienda', 'son 40 páginas de letras chiquitas'],
  otro: ['saludos desde Honduras'],
};

describe('tagObjection', () => {
  describe.each(Object.entries(INDIRECT))('reads indirect %s', (tag, texts) => {
    it.each(texts)('"%s"', (text) => {
      expect(tagOf(text)).toBe(tag);
    });
  });

  it('reads any conjugation of a stem cue ("arriesgarme", "arriesgo", "arriesgamos")', () => {
    for (const text of ['sería arriesgarme mucho', 'me arriesgo a perder', 'arriesgamos la casa']) {
      expect(tagOf(text)).toBe('miedo');
    }
  });

  it('reads a denied good as the objection ("no sirvió", "nadie lo explica", "nobody needs")', () => {
    expect(tagOf('a mi prima no le sirvió')).toBe('resultados');
    expect(tagOf('nadie te explica bien los pasos')).toBe('complejidad');
    expect(tagOf('nobody needs that at 20')).toBe('necesidad');
  });

  it('keeps a negated plain cue out ("no es arriesgado")', () => {
    expect(tagOf('no es arriesgado, pero no tengo tiempo')).toBe('tiempo');
  });

  it('lets clitics stand between a negation and a wish ("no me quiero arriesgar")', () => {
    expect(tagOf('no me quiero arriesgar')).toBe('miedo');
  });

  it('reads the objection after a price set aside ("no es por el precio, es que…")', () => {
    expect(tagOf('no es por el precio, es que no les creo')).toBe('confianza');
  });

  it('reads English and Spanglish', () => {
    expect(tagOf("it's sketchy af, no les creo")).toBe('confianza');
    expect(tagOf('lemme ask my wife first')).toBe('autoridad');
    expect(tagOf('el downtime es de 10 dias, no puedo')).toBe('tiempo');
  });

  it('reads the English of a wait, a duration, who is in charge and what may go wrong', () => {
    expect(tagOf("honestly i'd rather ride it out till spring")).toBe('urgencia');
    expect(tagOf('how long would the whole thing take, we close in three weeks')).toBe('tiempo');
    expect(tagOf('the HOA is in charge of anything structural')).toBe('autoridad');
    expect(tagOf("nice idea but this isn't for me")).toBe('necesidad');
    expect(tagOf('what if they cancel my policy over it')).toBe('miedo');
    expect(tagOf('do the removed accounts stay gone though')).toBe('resultados');
  });

  it("reads a note of a step the customer took as no objection, unless it didn't happen", () => {
    expect(tagOf('Firmó el contrato ayer, viene el lunes con la póliza')).toBe('otro');
    expect(tagOf('dejó el anticipo de 50 dls, cita el martes')).toBe('otro');
    expect(tagOf('tel equivocado, buscaba un taller')).toBe('otro');
    expect(tagOf('no firmó el contrato, dice que está muy caro')).toBe('precio');
  });

  it('lets the learned cue weights overturn a faint wrong cue ("no llego ni a la mitad")', () => {
    expect(tagOf('con la quincena no llego ni a la mitad')).toBe('precio');
  });

  it('keeps a clear hand-written cue against an overconfident model', () => {
    expect(tagOf('a mi me dejaron colgado con el dinero')).toBe('confianza');
  });

  it('prefers an objection to a polite thanks of the same weight', () => {
    expect(tagOf('estoy bien, gracias')).toBe('necesidad');
  });

  it('tells the objection it nearly read, and reads a comment as that one when asked', () => {
    const text =
      'Yo preferí meter $500 de depósito en el Capital One y usarlo pa la gasolina. Funcionó chido';
    const tokens = tokenise(text);
    const reading = tagObjection(tokens, mapClauses(tokens), text);
    expect(reading.tag).toBe('precio');
    expect(reading.runnerUp).toEqual({ tag: 'competencia', margin: expect.any(Number) });
    expect(reading.runnerUp!.margin).toBeGreaterThan(0);
    const asRival = readingAs(reading, 'competencia');
    expect(asRival).toMatchObject({ tag: 'competencia', evidence: reading.evidence });
    expect(asRival.runnerUp).toBeUndefined();
    const praise = tokenise('me encantó, gracias');
    expect(
      tagObjection(praise, mapClauses(praise), 'me encantó, gracias').runnerUp,
    ).toBeUndefined();
  });
});
