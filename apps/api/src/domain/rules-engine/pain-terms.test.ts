import { describe, expect, it } from 'vitest';
import { PAIN_CONCEPTS } from './lexicon/pain-concepts';
import { ownPainTerms, painTerms } from './pain-terms';
import { stemsOf } from './stem';

/** The terms a comment itself wrote, before learned links add other people's words. */
const termsOf = (text: string, tag: Parameters<typeof painTerms>[1], industry = 'Gimnasio') => [
  ...ownPainTerms(text, tag, industry).weights.keys(),
];

/** The lexicon's facets among a comment's terms. */
const facetOf = (text: string, tag: Parameters<typeof painTerms>[1]) =>
  termsOf(text, tag).filter((term) => term.startsWith('faceta:'));

describe('pain terms', () => {
  it('keeps what a comment says beyond its objection and its industry', () => {
    expect(termsOf('te cobran la inscripción del gimnasio aparte, carísimo', 'precio')).toEqual([
      'inscripcion',
      'oculto',
      'faceta:cobros-extra',
    ]);
    expect(termsOf('muy caro todo', 'precio')).toEqual([]);
  });

  it('weighs a patient’s own illness below what they say of the pain', () => {
    const { weights } = ownPainTerms(
      'con mi artritis no puedo con las agujas del tratamiento',
      'miedo',
      'Clínica Estética',
    );
    // 'artritis' counts as the concept of health.
    expect(weights.get('salud')).toBeLessThan(weights.get('aguja') ?? 0);
  });

  it('leaves out how a person greets and addresses the business', () => {
    const said = 'nadie me devuelve las llamadas desde que pagué el anticipo';
    const industry = 'Abogados (Immigration)';
    const greeted = `Buenas tardes, estimada licenciada: con todo respeto, ${said}. Saludos cordiales`;
    expect(termsOf(greeted, 'confianza', industry)).toEqual(termsOf(said, 'confianza', industry));
  });

  it('leaves out the fillers of one region or another', () => {
    const said = 'me piden el acta de nacimiento apostillada';
    const industry = 'Abogados (Immigration)';
    for (const filled of [
      `no manches wey, ahorita ${said}, está cañón`,
      `parce, ${said}, qué chimba tan berraca`,
      `che boludo, ${said}, bacán`,
    ]) {
      expect(termsOf(filled, 'complejidad', industry)).toEqual(
        termsOf(said, 'complejidad', industry),
      );
    }
  });

  it('tells apart how a price is charged and what takes the time', () => {
    expect(facetOf('la cuota fija que pago cada treinta días es carísima', 'precio')).toEqual([
      'faceta:cuota-recurrente',
    ]);
    expect(facetOf('me piden 300 de entrada y ahorita no los tengo', 'precio')).toEqual([
      'faceta:pago-inicial',
    ]);
    expect(facetOf('cobran por cada clase y sale carísimo', 'precio')).toEqual([
      'faceta:cobro-por-unidad',
    ]);
    expect(facetOf('los domingos cerrado, justo cuando puedo ir', 'tiempo')).toEqual([
      'faceta:horario-limitado',
    ]);
    expect(facetOf('las clases son de hora y media, no me caben', 'tiempo')).toEqual([
      'faceta:sesion-larga',
    ]);
    expect(facetOf('se me vence el contrato en mayo, no llego a tiempo', 'tiempo')).toContain(
      'faceta:fecha-limite',
    );
    expect(facetOf('¿no tienen pagos a plazos? todo junto no puedo', 'precio')).toContain(
      'faceta:sin-plazos',
    );
    expect(facetOf('¿por qué cobran la valoración?', 'precio')).toEqual(['faceta:cobro-consulta']);
    expect(
      facetOf('les escribí hace una semana y nadie me contesta, qué lentos', 'tiempo'),
    ).toContain('faceta:respuesta-lenta');
  });

  it('tells apart a portal from paperwork, a case unlike others, an option abroad', () => {
    expect(facetOf('el portal se traba y no carga, qué complicado', 'complejidad')).toEqual([
      'faceta:plataforma-dificil',
    ]);
    expect(facetOf('piden mil documentos, qué complicado', 'complejidad')).toEqual([
      'faceta:papeleo',
    ]);
    expect(facetOf('en mi caso es distinto, dudo que funcione', 'resultados')).toEqual([
      'faceta:no-sirve-en-su-caso',
    ]);
    expect(facetOf('prefiero otra opción, en mi país sale a la mitad', 'competencia')).toContain(
      'faceta:en-el-extranjero',
    );
  });

  it('hears results that fade without the word "dura"', () => {
    for (const text of [
      'dicen que el efecto desaparece en tres meses, no le veo sentido',
      'habría que repetirlo cada rato para mantener algo, no sé si funciona',
      'el cuerpo lo absorbe rápido y no sé si funciona',
      'it faded super fast, not sure it works on me',
    ]) {
      expect(facetOf(text, 'resultados'), text).toContain('faceta:resultados-temporales');
    }
  });

  it('hears work that leaves no time, and a work permit as no such thing', () => {
    const facetsIn = (text: string) =>
      termsOf(text, 'tiempo', 'Abogados (Immigration)').filter((term) =>
        term.startsWith('faceta:'),
      );
    for (const text of [
      'entre semana no me dan permiso en la fábrica',
      'si falto a la obra me corren',
      'trabajo de 6 a 6, no puedo ir a la oficina',
      'trabajo doble turno no me da pa ir',
      'cada vez que me citan pierdo el día',
    ]) {
      expect(facetsIn(text), text).toContain('faceta:sin-tiempo');
    }
    expect(facetsIn('mi permiso de trabajo lleva meses atorado')).not.toContain(
      'faceta:sin-tiempo',
    );
  });

  it('hears the reasons to wait a marketer answers each on its own', () => {
    const facetsIn = (text: string, industry: string) =>
      termsOf(text, 'urgencia', industry).filter((term) => term.startsWith('faceta:'));
    expect(facetsIn('es una gotera chiquita, luego lo veo', 'Public Adjusters')).toContain(
      'faceta:puede-esperar',
    );
    expect(
      facetsIn('a los 7 años se borra todo solito, mejor espero', 'Credit Restoration'),
    ).toContain('faceta:esperar-que-caduquen');
    expect(
      facetsIn('primero quiero salir de deudas, los busco después', 'Credit Restoration'),
    ).toContain('faceta:primero-deudas');
    expect(facetsIn('tengo tres años sin declarar, ahí después veo', 'Accounting / Tax')).toEqual(
      [],
    );
  });

  it('hears an adjuster’s fee on what was offered, and strangers at the door', () => {
    const facetsIn = (text: string, tag: 'precio' | 'confianza') =>
      termsOf(text, tag, 'Public Adjusters').filter((term) => term.startsWith('faceta:'));
    for (const text of [
      'El seguro ya me ofreció 8 mil, ¿me cobran también sobre eso?',
      'Paying a fee on the undisputed amount makes no sense to me.',
    ]) {
      expect(facetsIn(text, 'precio'), text).toContain('faceta:cobro-sobre-lo-ofrecido');
    }
    for (const text of [
      'Después del huracán vinieron tres a tocarme la puerta, no confío',
      'Two days after the tornado three adjusters knocked on my door. Storm chasers.',
    ]) {
      expect(facetsIn(text, 'confianza'), text).toContain('faceta:puerta-a-puerta');
    }
    expect(facetsIn('no confío en nadie que no tenga licencia', 'confianza')).not.toContain(
      'faceta:puerta-a-puerta',
    );
  });

  it('hears free help from a community apart from a cheaper rival', () => {
    for (const text of [
      'en la iglesia del barrio los voluntarios las hacen sin cobrar',
      'la organización comunitaria de aquí ayuda gratis con eso',
      'there is a free tax clinic at the library on Saturdays',
    ]) {
      expect(facetOf(text, 'competencia'), text).toContain('faceta:ayuda-comunitaria');
    }
    expect(facetOf('en otro lado me sale a la mitad', 'competencia')).not.toContain(
      'faceta:ayuda-comunitaria',
    );
  });

  it("tells an immigrant's fears apart: leaving and not coming back, the data, the status", () => {
    const facetsIn = (text: string) =>
      termsOf(text, 'miedo', 'Abogados (Immigration)').filter((term) => term.startsWith('faceta:'));
    for (const text of [
      'si salgo para la entrevista consular me quedo atorada allá lejos de mis hijos?',
      'y si voy a la cita y ya no me dejan regresar?',
      'me da miedo el castigo de 10 años',
    ]) {
      expect(facetsIn(text), text).toEqual(['faceta:miedo-salir-pais']);
    }
    for (const text of [
      'y si lleno esos papeles no le estoy dando mi direccion a migración?',
      'eso de que el gobierno sepa dónde duermo no me deja tranquila',
      'esa información que uno da se la pasan a ICE?',
    ]) {
      expect(facetsIn(text), text).toContain('faceta:miedo-dar-datos');
    }
    expect(facetsIn('tengo DACA y temo que otra solicitud me quite lo que tengo')).toEqual([
      'faceta:miedo-perder-estatus',
    ]);
  });

  it('weighs a facet named in the story around the objection less than one that voices it', () => {
    // Against the children the comment names where it voices the lack of time.
    const facetAgainstKids = (text: string) => {
      const { vector } = painTerms(text, 'tiempo', 'Gimnasio');
      return (vector.get('faceta:horario-limitado') ?? 0) / (vector.get('hijos') ?? 1);
    };
    const voiced = facetAgainstKids(
      'Los fines de semana está cerrado y no tengo tiempo por los niños.',
    );
    const aside = facetAgainstKids(
      'Los fines de semana está cerrado. No tengo tiempo por los niños.',
    );
    expect(aside).toBeGreaterThan(0);
    expect(aside).toBeLessThan(voiced / 2);
  });

  it('reads regional words for one thing as one term', () => {
    expect(termsOf('mi marido no quiere', 'autoridad')).toEqual(
      termsOf('mi esposo no quiere', 'autoridad'),
    );
    expect(termsOf('no tengo lana', 'precio')).toContain('dinero');
  });

  it('remembers which nouns a comment said it does without', () => {
    const { nouns } = painTerms(
      'me pagan en efectivo, no me hace falta el contador',
      'necesidad',
      'Gimnasio',
    );
    const use = (word: string) => [...nouns.values()].find((noun) => noun.word === word);
    expect(use('contador')?.saidUnneeded).toBe(true);
    expect(use('efectivo')).toMatchObject({ determined: true });
    expect(use('efectivo')?.saidUnneeded).toBeUndefined();
  });

  it('remembers the article a noun was written with, for the cluster’s label', () => {
    const { nouns } = painTerms('me dan miedo las agujas', 'miedo', 'Clínica Estética');
    expect(nouns.get('aguja')).toEqual({ word: 'agujas', article: 'las', determined: true });
  });

  it('tells a time objection about how long something takes from one about lack of time', () => {
    expect(painTerms('la preaprobación tarda meses', 'tiempo', 'Bienes Raíces').waits).toBe(true);
    expect(painTerms('no tengo tiempo por los niños', 'tiempo', 'Gimnasio').waits).toBe(false);
  });

  it('reads a month as the monthly fee in a price objection only', () => {
    expect(termsOf('no puedo pagar tanto cada mes', 'precio')).toContain('mensualidad');
    // A result gone in three months is about how long it lasts, not about a subscription.
    expect(termsOf('a los tres meses ya no se notaba nada', 'resultados')).not.toContain(
      'mensualidad',
    );
  });

  it('reads no noun in a pronoun before a verb or in a place’s name', () => {
    const { nouns } = painTerms(
      'yo me la juego, pero si me mandan pa Guanajuato mis hijos se quedan solos',
      'miedo',
      'Abogados',
    );
    const named = [...nouns.values()].filter((use) => use.determined).map((use) => use.word);
    expect(named).not.toContain('juego');
    expect(named).not.toContain('guanajuato');
    const city = painTerms('me espero a mudarme a Los Ángeles en enero', 'urgencia', 'Abogados');
    expect([...city.nouns.values()].filter((use) => use.determined).map((use) => use.word)).toEqual(
      ['enero'],
    );
  });

  it('joins a concept through its stem only where the stem means the same', () => {
    const shared = (a: string, b: string, tag: Parameters<typeof painTerms>[1]) =>
      termsOf(a, tag).filter((term) => termsOf(b, tag).includes(term));
    // 'alcanza' and 'alcance', 'efectivo' and 'efectos', 'cuenta' and 'cuento' share a stem.
    expect(shared('la cuota no me alcanza', 'el alcance de los videos', 'precio')).toEqual([]);
    expect(shared('solo aceptan efectivo', 'los efectos en la piel', 'miedo')).toEqual([]);
    expect(shared('me cobran por abrir la cuenta', 'eso es puro cuento', 'confianza')).toEqual([]);
    // Written as listed, or a form of a listed word whose stem is not shared, it still joins.
    expect(shared('el efecto secundario', 'los efectos secundarios', 'miedo')).toContain('efectos');
    expect(termsOf('tardaron meses en contestar', 'confianza')).toContain('lento');
  });

  it('puts each word in one group of the concept lexicon only', () => {
    const groupOf = new Map<string, string>();
    const clashes: string[] = [];
    for (const group of PAIN_CONCEPTS) {
      const [name] = group.split(' ');
      for (const word of group.split(' ')) {
        for (const key of new Set([word, stemsOf(word).es])) {
          const other = groupOf.get(key);
          if (other !== undefined && other !== name) clashes.push(`${key}: ${other}, ${name}`);
          groupOf.set(key, name!);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});
