import { describe, expect, it } from 'vitest';
import { looksEnglish } from './language';
import { QUOTE_WORDS, quoteComment } from './quote';

describe('quoteComment', () => {
  it('keeps the customer spelling in «», without the closing full stop', () => {
    expect(quoteComment('q caro esta eso, no tengo pa pagarlo.')).toBe(
      '«q caro esta eso, no tengo pa pagarlo»',
    );
  });

  it('keeps a question or an exclamation, which is the customer tone', () => {
    expect(quoteComment('¿Y si me queda mal?')).toBe('«¿Y si me queda mal?»');
  });

  it('cuts long comments at a word boundary and marks the cut', () => {
    const words = Array.from({ length: 20 }, (_, index) => `palabra${index}`).join(' ');
    const quote = quoteComment(`${words}.`) ?? '';
    expect(quote.endsWith('palabra11…»')).toBe(true);
    expect(quote.slice(1, -2).split(' ')).toHaveLength(QUOTE_WORDS);
  });

  it('cuts where a clause ends near the limit, so the quote keeps its point', () => {
    expect(quoteComment('Muy caro para lo que es, en otra clínica me salía a la mitad')).toBe(
      '«Muy caro para lo que es, en otra clínica me salía a la mitad»',
    );
    expect(
      quoteComment(
        'Muy caro para lo que es, en otra clínica me salía a la mitad y encima te atendían rápido',
      ),
    ).toBe('«Muy caro para lo que es, en otra clínica me salía a la mitad…»');
    expect(
      quoteComment(
        'El glow me dura como 3 días y después mi cara vuelve a estar igual que antes de ir',
        6,
        ['duración', 'días'],
      ),
    ).toBe('«El glow me dura como 3 días…»');
  });

  it('keeps the pain’s words past the limit, and quotes the sentence that names the pain', () => {
    expect(
      quoteComment(
        'Me atendieron bien y todo muy limpio menos el precio del láser que es altísimo',
        8,
        ['precio', 'láser'],
      ),
    ).toBe('«Me atendieron bien y todo muy limpio menos el precio del láser…»');
    expect(
      quoteComment('Me encanta su página. Pero el precio del láser me parece excesivo.', 12, [
        'precio',
      ]),
    ).toBe('«Pero el precio del láser me parece excesivo»');
  });

  it('never ends a cut quote on a word that leads into the next one', () => {
    expect(
      quoteComment('Muy caro para lo que es en otra clínica me salía a la mitad más barato', 10),
    ).toBe('«Muy caro para lo que es en otra clínica…»');
  });

  it('drops the author and greetings, and quotes the first sentence that says something', () => {
    expect(
      quoteComment('@maria_88 @jose Hola buenas tardes! Me da miedo que quede raro. Gracias'),
    ).toBe('«Me da miedo que quede raro»');
  });

  it('turns «» inside a comment into plain quotes and refuses a comment without words', () => {
    expect(quoteComment('me dijeron «es seguro» y no')).toBe('«me dijeron "es seguro" y no»');
    expect(quoteComment('   ')).toBeUndefined();
    expect(quoteComment('🔥🔥🔥')).toBeUndefined();
  });
});

describe('looksEnglish', () => {
  it('tells English comments from Spanish and Spanglish ones', () => {
    expect(looksEnglish('This is way too expensive for what you get')).toBe(true);
    expect(looksEnglish('Es muy caro para lo que ofrecen')).toBe(false);
    expect(looksEnglish('el price está too much para mi bolsillo')).toBe(false);
  });
});
