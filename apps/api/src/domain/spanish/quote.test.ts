import { describe, expect, it } from 'vitest';
import { looksEnglish } from './language';
import { QUOTE_WORDS, markCut, quoteComment, quoteVoicing } from './quote';

describe('quoteComment', () => {
  it('keeps the customer spelling in «», without the closing full stop', () => {
    expect(quoteComment('q caro esta eso, no tengo pa pagarlo.')).toBe(
      '«q caro esta eso, no tengo pa pagarlo»',
    );
  });

  it('keeps a question or an exclamation, which is the customer tone', () => {
    expect(quoteComment('¿Y si me queda mal?')).toBe('«¿Y si me queda mal?»');
  });

  it('quotes a short question with the reason given after it, not alone', () => {
    expect(quoteComment('¿Y la inscripción? porque me salieron con 500 extra', 16)).toBe(
      '«¿Y la inscripción? porque me salieron con 500 extra»',
    );
    expect(quoteComment('Muy caro. Me encanta el lugar')).toBe('«Muy caro»');
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

describe('markCut', () => {
  it('marks a phrase cut short, never on a word that leads into the next', () => {
    expect(markCut('le dejó manchas oscuras en')).toBe('le dejó manchas oscuras…');
    expect(markCut('cobran 300 por la, ')).toBe('cobran 300…');
  });
});

describe('quoteVoicing', () => {
  const asylum =
    'Me encanta la energía del video y lo explican todo muy bien, pero seamos realistas: mi asilo lleva seis años pendiente.';
  const pending = { from: [asylum.indexOf('mi asilo')], cues: ['seis años pendiente'] };

  it("keeps the opening quote when it voices the comment's objection", () => {
    const text = 'Muy caro para lo que es, en otra clínica me salía a la mitad y encima rápido';
    expect(quoteVoicing(text, { from: [0], cues: ['Muy caro'] })).toBe(quoteComment(text));
  });

  it('quotes from the clause that voices it when the opening does not, after "…"', () => {
    expect(quoteComment(asylum)).toBe(
      '«Me encanta la energía del video y lo explican todo muy bien, pero seamos realistas…»',
    );
    expect(quoteVoicing(asylum, pending)).toBe('«…mi asilo lleva seis años pendiente»');
  });

  it('tries the next start when a quote from the first would stop before the cue', () => {
    const late = { from: [0, asylum.indexOf('mi asilo')], cues: ['seis años pendiente'] };
    expect(quoteVoicing(asylum, late)).toBe('«…mi asilo lleva seis años pendiente»');
  });

  it('keeps the opening when no quote of the clause voices the cue either', () => {
    expect(quoteVoicing(asylum, { from: [0], cues: ['no me alcanza'] })).toBe(quoteComment(asylum));
  });

  it('keeps the opening rather than quote a cue with next to nothing round it', () => {
    const text = '¿Para qué necesitan mi número de seguro social en el primer mensaje? Sospechoso.';
    const voicing = { from: [text.indexOf('Sospechoso')], cues: ['Sospechoso'] };
    expect(quoteVoicing(text, voicing)).toBe(
      '«¿Para qué necesitan mi número de seguro social en el primer mensaje?»',
    );
  });

  it('without a voicing, does not stop before the "pero" that carries the point', () => {
    const text =
      'Hice las 10 sesiones de lipo láser y sí bajé centímetros, pero al mes ya tenía la pancita igual';
    expect(quoteComment(text)).toBe('«Hice las 10 sesiones de lipo láser y sí bajé centímetros…»');
    expect(quoteVoicing(text, undefined)).toBe('«…pero al mes ya tenía la pancita igual»');
    // A whole sentence keeps its "pero" where it is.
    expect(quoteVoicing('Me encanta, pero no me alcanza', undefined)).toBe(
      '«Me encanta, pero no me alcanza»',
    );
  });

  it('quotes from the clause that names the pain when the opening is cut before it', () => {
    const botox =
      'Fui a ponerme bótox en la frente hace dos meses con una amiga de la oficina y ya se me está quitando el efecto, qué decepción';
    const painWords = 'efecto que se pasa pronto'.split(' ');
    expect(quoteComment(botox, 12, painWords)).toBe(
      '«Fui a ponerme bótox en la frente hace dos meses con una amiga de la oficina…»',
    );
    expect(quoteVoicing(botox, undefined, 12, painWords)).toBe(
      '«…ya se me está quitando el efecto, qué decepción»',
    );
    const voicing = { from: [0], cues: ['quitando el efecto'] };
    expect(quoteVoicing(botox, voicing, 12, painWords)).toBe(
      '«…ya se me está quitando el efecto, qué decepción»',
    );
    // An opening that names the pain stays as it is.
    expect(quoteVoicing(botox, undefined, 12, ['bótox'])).toBe(quoteComment(botox, 12, ['bótox']));
  });

  it('keeps an opening that names the pain over a clause that only voices the objection', () => {
    const text =
      'yo ya sigo a varios creadores que regalan su contenido y con eso me armo mi estrategia, y prefiero los videos de siempre';
    const voicing = { from: [text.indexOf('prefiero')], cues: ['prefiero'] };
    expect(quoteVoicing(text, voicing, 12, ['contenido'])).toBe(
      '«yo ya sigo a varios creadores que regalan su contenido…»',
    );
    expect(quoteVoicing(text, voicing, 12, [])).toBe('«…prefiero los videos de siempre»');
  });

  it('does not quote a clause alone that points back to what came before it', () => {
    const text =
      'Buenos días. Mi declaración es sencilla y la universidad de mi hija la prepara sin cargo. Optaré por esa alternativa este año.';
    const voicing = { from: [text.indexOf('Optaré')], cues: ['alternativa'] };
    expect(quoteVoicing(text, voicing, 12)).toBe(
      '«Mi declaración es sencilla y la universidad de mi hija la prepara sin cargo»',
    );
  });

  it('starts after the words that tie a sentence to the one before', () => {
    const graduation =
      'El paquete me interesa. Sin embargo, la graduación de mi hijo es en junio y considero que puedo esperar.';
    expect(quoteComment(graduation, 12, ['graduación'])).toBe(
      '«…la graduación de mi hijo es en junio y considero que puedo esperar»',
    );
    const offers =
      'Me gustó el video, ya vi la promoción y supongo que habrá otras ofertas más adelante';
    const voicing = { from: [offers.indexOf('y supongo')], cues: ['ofertas'] };
    expect(quoteVoicing(offers, voicing, 8)).toBe(
      '«…supongo que habrá otras ofertas más adelante»',
    );
  });

  it('starts after the salutation a message opens with', () => {
    expect(
      quoteComment(
        'Estimada doctora: a mis 52 años y con algo de sobrepeso no sé si me conviene.',
        12,
      ),
    ).toBe('«…a mis 52 años y con algo de sobrepeso no sé si me conviene»');
    expect(
      quoteComment('Sra. Torres: el contrato tiene muchas hojas y no entiendo qué firmo', 12),
    ).toBe('«…el contrato tiene muchas hojas y no entiendo qué firmo»');
    // A greeting with too little after it stays whole.
    expect(quoteComment('Hola, ¿cuánto cuesta?', 12)).toBe('«Hola, ¿cuánto cuesta?»');
  });

  it('does not end a quote at a clause far short of the limit', () => {
    const extra =
      'me dijeron un precio y cuando fui a recoger me salieron con que el formulario del negocio era aparte';
    expect(quoteComment(extra, 12)).toBe(
      '«me dijeron un precio y cuando fui a recoger me salieron…»',
    );
  });

  it('opens with "…" only when the comment says something before the quote', () => {
    const text = '@ana mi asilo lleva seis años pendiente y nadie responde nada de nada aquí';
    const voicing = { from: [text.indexOf('mi asilo')], cues: ['seis años pendiente'] };
    expect(quoteVoicing(text, voicing, 6)).toBe('«mi asilo lleva seis años pendiente…»');
  });
});

describe('looksEnglish', () => {
  it('tells English comments from Spanish and Spanglish ones', () => {
    expect(looksEnglish('This is way too expensive for what you get')).toBe(true);
    expect(looksEnglish('Es muy caro para lo que ofrecen')).toBe(false);
    expect(looksEnglish('el price está too much para mi bolsillo')).toBe(false);
  });
});
