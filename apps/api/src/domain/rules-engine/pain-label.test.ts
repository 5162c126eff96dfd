import { describe, expect, it } from 'vitest';
import { definite } from '../spanish/noun-phrase';
import { painLabel } from './pain-label';
import { painPhrase } from './pain-phrase';

describe('pain labels discovered from comments', () => {
  it('names a pain after the noun its comments wrote, with their article', () => {
    expect(painLabel('miedo', [[{ word: 'agujas', article: 'las', determined: true }]])).toBe(
      'miedo a las agujas',
    );
    expect(
      painLabel('precio', [[{ word: 'estacionamiento', article: 'el', determined: true }]]),
    ).toBe('costo del estacionamiento');
    expect(
      painLabel('complejidad', [[{ word: 'formularios', article: undefined, determined: true }]]),
    ).toBe('formularios complicados');
  });

  it('spells the noun with its accents when any comment wrote them, else as Spanish does', () => {
    const written = (word: string) => ({ word, article: 'la' as const, determined: true });
    expect(
      painLabel('precio', [
        [written('inscripcion'), written('inscripcion'), written('inscripción')],
      ]),
    ).toBe('costo de la inscripción');
    // No comment wrote the accent: '-ción' always has it, and 'cédula' has one spelling.
    expect(painLabel('precio', [[written('inscripcion')]])).toBe('costo de la inscripción');
    expect(painLabel('confianza', [[written('cedula')]])).toBe('desconfianza por la cédula');
  });

  it('names a fear for the body or the money as the harm feared', () => {
    const written = (word: string, article: 'la' | 'el' | 'los') => [
      [{ word, article, determined: true }],
    ];
    expect(painLabel('miedo', written('cara', 'la'))).toBe('miedo a dañar la cara');
    expect(painLabel('miedo', written('dinero', 'el'))).toBe('miedo a perder el dinero');
    expect(painLabel('miedo', written('sueldo', 'el'))).toBe('miedo a perder el sueldo');
    expect(painLabel('miedo', written('trabajo', 'el'))).toBe('miedo a perder el trabajo');
    expect(painLabel('miedo', written('acné', 'el'))).toBe('miedo a empeorar el acné');
    expect(painLabel('miedo', written('diabetes', 'la'))).toBe('miedo a empeorar la diabetes');
    expect(painLabel('necesidad', written('asma', 'el'))).toBe('conforme con su asma');
    expect(painLabel('miedo', written('botox', 'el'))).toBe('miedo al botox');
  });

  it('names no pain after a word never written as a noun', () => {
    expect(
      painLabel('urgencia', [[{ word: 'ahorita', article: undefined, determined: false }]]),
    ).toBe(undefined);
  });

  it('names no pain after money, a stretch of time or doubt itself', () => {
    const written = (word: string, article: 'la' | 'el' | 'los') => ({
      word,
      article,
      determined: true,
    });
    expect(painLabel('precio', [[written('lana', 'la')], [written('inscripción', 'la')]])).toBe(
      'costo de la inscripción',
    );
    expect(painLabel('precio', [[written('monto', 'el')], [written('reparación', 'la')]])).toBe(
      'costo de la reparación',
    );
    expect(painLabel('resultados', [[written('mes', 'el')], [written('duda', 'la')]])).toBe(
      undefined,
    );
  });

  it('names no price after someone else the customer deals with', () => {
    const written = (word: string, article: 'la' | 'el') => [{ word, article, determined: true }];
    expect(painLabel('precio', [written('aseguradora', 'la'), written('fee', 'el')])).toBe(
      'costo del fee',
    );
    expect(painLabel('precio', [written('banco', 'el')])).toBe(undefined);
    expect(painLabel('complejidad', [written('doctor', 'el')])).toBe(undefined);
  });

  it('names a price after the treatment of what a treatment treats', () => {
    expect(painLabel('precio', [[{ word: 'celulitis', article: 'la', determined: true }]])).toBe(
      'costo de tratar la celulitis',
    );
  });

  it('gives a noun whose ending misleads its own gender, and a month no article', () => {
    const bare = (word: string) => [[{ word, article: undefined, determined: true }]];
    expect(painLabel('complejidad', bare('piel'))).toBe('piel complicada');
    expect(painLabel('resultados', bare('piel'))).toBe('dudas sobre la piel');
    expect(painLabel('complejidad', bare('sistema'))).toBe('sistema complicado');
    expect(painLabel('urgencia', bare('diciembre'))).toBe('esperar a diciembre');
    expect(painLabel('complejidad', bare('inglés'))).toBe('inglés complicado');
  });

  it('names no pain after a month outside a wait, a symbol or the noun of a set phrase', () => {
    const bare = (word: string) => [[{ word, article: undefined, determined: true }]];
    expect(painLabel('tiempo', bare('abril'))).toBe(undefined);
    expect(painLabel('necesidad', bare('$'))).toBe(undefined);
    // 'un par de meses', 'ponerme al corriente', 'las ganas de hacerlo'.
    const written = (word: string, article: 'el' | 'las') => [
      [{ word, article, determined: true }],
    ];
    expect(painLabel('urgencia', written('par', 'el'))).toBe(undefined);
    expect(painLabel('urgencia', written('corriente', 'el'))).toBe(undefined);
    expect(painLabel('miedo', written('ganas', 'las'))).toBe(undefined);
  });

  it('names what someone does without after what is theirs: content with it, not unneeded', () => {
    const theirs = [[{ word: 'piel', article: 'su' as const, determined: true }]];
    expect(painLabel('necesidad', theirs)).toBe('conforme con su piel');
    const offer = { word: 'botox', article: 'el' as const, determined: true };
    expect(painLabel('necesidad', [[{ ...offer, saidUnneeded: true }]])).toBe('botox innecesario');
    // 'me pagan en efectivo, para qué voy a hacer taxes' does without the taxes, not the cash.
    const cash = { word: 'efectivo', article: 'el' as const, determined: true };
    expect(painLabel('necesidad', [[cash], [{ ...offer, saidUnneeded: true }]])).toBe(
      'botox innecesario',
    );
    expect(painLabel('necesidad', [[cash]])).toBe(undefined);
  });

  it('names what someone already has enough of as theirs, and never who they are', () => {
    const bare = (word: string) => [[{ word, article: undefined, determined: true }]];
    expect(painLabel('necesidad', bare('clientes'))).toBe('ya tiene clientes');
    expect(painLabel('necesidad', bare('médico'))).toBe('ya tiene médico');
    expect(painLabel('necesidad', bare('hombre'))).toBe(undefined);
    expect(painLabel('necesidad', bare('vieja'))).toBe(undefined);
    expect(painLabel('necesidad', bare('necesidad'))).toBe(undefined);
    // 'ya no sé si vale la pena seguir esperando' waits for no 'pena'.
    expect(painLabel('tiempo', [[{ word: 'pena', article: 'la', determined: true }]])).toBe(
      undefined,
    );
    expect(painLabel('necesidad', bare('arrugas'))).toBe('conforme con sus arrugas');
    expect(painLabel('necesidad', [[{ word: 'cara', article: 'la', determined: true }]])).toBe(
      'conforme con su cara',
    );
  });

  it('names a slow process a wait for what it is about, never for a person', () => {
    const written = (word: string, article: 'la' | 'los') => ({ word, article, determined: true });
    const approval = [[written('preaprobación', 'la')]];
    expect(painLabel('tiempo', approval, { waits: true })).toBe('espera por la preaprobación');
    expect(painLabel('tiempo', approval)).toBe('tiempo por la preaprobación');
    const kids = [[written('niños', 'los')]];
    expect(painLabel('tiempo', kids)).toBe('tiempo por los niños');
    expect(painLabel('tiempo', kids, { waits: true })).toBe(undefined);
    expect(definite(painPhrase('espera por la preaprobación', 'tiempo'))).toBe(
      'la espera por la preaprobación',
    );
  });

  it('names no pain after the business addressed', () => {
    expect(painLabel('tiempo', [[{ word: 'uds', article: undefined, determined: true }]])).toBe(
      undefined,
    );
  });

  it('names a fear or a doubt after what it is about, not whom', () => {
    const people = [{ word: 'hermanas', article: 'las' as const, determined: true }];
    const comments = [{ word: 'comentarios', article: 'los' as const, determined: true }];
    expect(painLabel('miedo', [people, comments])).toBe('miedo a los comentarios');
    const price = [{ word: 'precio', article: 'el' as const, determined: true }];
    expect(painLabel('miedo', [price, comments])).toBe('miedo a los comentarios');
    expect(painLabel('autoridad', [people])).toBe('decisión de las hermanas');
  });

  it('gives generated sentences the noun phrase of a discovered label', () => {
    expect(definite(painPhrase('costo de la inscripción', 'precio'))).toBe(
      'el costo de la inscripción',
    );
    expect(definite(painPhrase('tiempo por el trabajo', 'tiempo'))).toBe(
      'la falta de tiempo por el trabajo',
    );
    expect(definite(painPhrase('formularios complicados', 'complejidad'))).toBe(
      'los formularios complicados',
    );
    // A label no frame wrote is named by its objection's general pain.
    expect(definite(painPhrase('algo que nadie escribió', 'miedo'))).toBe(
      'el miedo a las consecuencias',
    );
  });
});
