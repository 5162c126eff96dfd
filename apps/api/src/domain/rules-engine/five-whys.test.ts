import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { asSuspicion } from '../spanish/accusing-words';
import { nounPhrase } from '../spanish/noun-phrase';
import type { Circumstances } from './circumstances';
import { type FiveWhys, type WhyMaterial, fiveWhys } from './five-whys';
import { PAIN_FACETS } from './lexicon/pain-facets';
import { OBJECTION_TAGS, type ObjectionTag } from './taxonomy';

const PAINS = [
  nounPhrase('el precio del tratamiento'),
  nounPhrase('la falta de tiempo'),
  nounPhrase('los gastos de traslado'),
  nounPhrase('las fotos y reseñas falsas'),
];

// Enough different comments that each middle why is written both ways.
const QUOTES = Array.from({ length: 16 }, (_, index) => `no me alcanza, caso ${index}`);

const material = (overrides: Partial<WhyMaterial> = {}): WhyMaterial => ({
  tag: 'precio',
  quote: 'cobran 300 por sesión y no me alcanza',
  pain: nounPhrase('el precio del tratamiento'),
  industry: 'Clínica Estética',
  isQuestion: false,
  ...overrides,
});

/** What a comment tells of its writer: nothing but what `told` says. */
const situation = (told: Partial<Circumstances>): Circumstances => ({
  livedIt: false,
  cannotAfford: false,
  closeOneLivedIt: false,
  checkedIt: false,
  ...told,
});

// The facets with a chain of their own, by objection: a comment's own facet is one of its tag's.
const OWN_CHAIN_FACETS: Partial<Record<ObjectionTag, readonly string[]>> = {
  precio: ['cobros-extra', 'pago-inicial'],
  resultados: ['resultados-temporales'],
  tiempo: ['horario-limitado', 'muchas-visitas'],
  confianza: ['pide-datos'],
  miedo: ['miedo-juicio'],
  complejidad: ['plataforma-dificil'],
};

const chainOf = (whys: FiveWhys) => [whys.why1, whys.why2, whys.why3, whys.why4, whys.why5];
const outsideQuotes = (text: string) => text.replace(/«[^»]*»/g, '«»');

// stopwords-iso ships one JSON file; require keeps it out of the ESM JSON-import syntax.
const stopWords = new Set(
  (createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>).es,
);

/** A text's words that carry meaning, each cut to five letters so 'gasto' meets 'gastos'. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4 && !stopWords.has(word))
    .map((word) => word.slice(0, 5));

describe('fiveWhys', () => {
  it('quotes the comment once, in the first why', () => {
    for (const tag of OBJECTION_TAGS) {
      const whys = fiveWhys(material({ tag }));
      expect(whys.why1).toContain('«cobran 300 por sesión y no me alcanza»');
      for (const later of [...chainOf(whys).slice(1), whys.root_cause]) {
        expect(later).not.toContain('cobran 300');
      }
    }
  });

  it('tells a lived experience from a story heard, and a price one cannot pay from its value', () => {
    const lived = situation({ livedIt: true });
    const heard = situation({});
    const allWhys = (whys: FiveWhys) => [...chainOf(whys), whys.root_cause].join(' ');
    for (const tag of ['miedo', 'confianza', 'resultados'] as const) {
      expect(allWhys(fiveWhys(material({ tag, circumstances: lived })))).not.toMatch(
        /ha oído|historias que circulan|casos que salieron mal/u,
      );
    }
    expect(allWhys(fiveWhys(material({ tag: 'miedo', circumstances: lived })))).toContain(
      'Ya le salió mal una vez',
    );
    expect(allWhys(fiveWhys(material({ tag: 'resultados', circumstances: heard })))).not.toContain(
      'ha probado antes',
    );
    const strapped = fiveWhys(
      material({ tag: 'precio', circumstances: situation({ cannotAfford: true }) }),
    );
    expect(strapped.root_cause).toContain('quepa en su presupuesto');
    expect(allWhys(strapped)).not.toContain('no se le ha explicado');
  });

  it('says where distrust comes from only as the comment tells it', () => {
    const allWhys = (
      told: Partial<Circumstances>,
      tag: 'confianza' | 'resultados' | 'miedo' = 'confianza',
    ) => [...chainOf(fiveWhys(material({ tag, circumstances: situation(told) })))].join(' ');
    expect(allWhys({ closeOneLivedIt: true })).toContain('Alguien cercano vivió algo parecido');
    expect(allWhys({ closeOneLivedIt: true }, 'resultados')).toContain('Vio de cerca un caso');
    expect(allWhys({ closeOneLivedIt: true }, 'miedo')).toContain('Vio de cerca un caso');
    expect(allWhys({}, 'miedo')).not.toMatch(/ha oído|historias|casos que salieron mal/u);
    // Who looked the company up has found something, not "no proof".
    const checked = allWhys({ checkedIt: true });
    expect(checked).toContain('Buscó por su cuenta');
    expect(checked).not.toMatch(/No ha encontrado pruebas|No sabe dónde verificar/u);
    // Nobody is said to have heard stories the comment does not tell.
    expect(allWhys({})).not.toMatch(/ha oído|historias/u);
  });

  it("names a trust pain as the customer's suspicion, not their accusation as a fact", () => {
    const fakes = fiveWhys(
      material({ tag: 'confianza', pain: nounPhrase('las fotos y reseñas falsas') }),
    );
    expect(fakes.why1).toMatch(/^Le impide decidirse la sospecha de fotos y reseñas falsas: /u);
    const licence = fiveWhys(
      material({ tag: 'confianza', pain: nounPhrase('la falta de licencia') }),
    );
    expect(licence.why1).toMatch(/^Le impide decidirse la falta de licencia: /u);
  });

  it('moves one step at each why: five different sentences and a root cause of its own', () => {
    for (const tag of OBJECTION_TAGS) {
      for (const secondary of [undefined, 'miedo' as const]) {
        const whys = fiveWhys(material({ tag, secondary }));
        const steps = [...chainOf(whys), whys.root_cause];
        expect(new Set(steps).size).toBe(6);
      }
    }
  });

  it('adds a step at each why: none shares a word with the one before it', () => {
    const situations = [
      undefined,
      situation({ livedIt: true }),
      situation({ cannotAfford: true }),
      situation({ closeOneLivedIt: true }),
      situation({ checkedIt: true }),
    ];
    for (const tag of OBJECTION_TAGS.filter((candidate) => candidate !== 'otro')) {
      for (const [secondary, circumstances] of [undefined, 'miedo' as const].flatMap((second) =>
        situations.map((situation) => [second, situation] as const),
      )) {
        for (const [pain, quote, waits, facet] of PAINS.flatMap((p) =>
          QUOTES.flatMap((q) => [
            [p, q, false, undefined] as const,
            [p, q, true, undefined] as const,
            // A comment's own facet is one of its objection's.
            ...(OWN_CHAIN_FACETS[tag] ?? []).map((facet) => [p, q, false, facet] as const),
          ]),
        )) {
          const whys = fiveWhys(
            material({ tag, secondary, pain, quote, circumstances, waits, voicedFacet: facet }),
          );
          const named = new Set(wordsOf(`${pain.head} el tratamiento la clínica`));
          const steps = [...chainOf(whys), whys.root_cause].map(
            (step) => new Set(wordsOf(outsideQuotes(step)).filter((word) => !named.has(word))),
          );
          steps.slice(1).forEach((step, index) => {
            const shared = [...step].filter((word) => steps[index]!.has(word));
            expect(shared, `${tag} why${index + 2}`).toEqual([]);
          });
        }
      }
    }
  });

  it('ends a pain of the catalogue in a root that adds a step to the why before it', () => {
    const situations = [
      undefined,
      situation({ livedIt: true }),
      situation({ closeOneLivedIt: true }),
      situation({ checkedIt: true }),
    ];
    for (const facet of PAIN_FACETS.filter(({ tag }) => tag !== 'otro')) {
      for (const [quote, circumstances] of QUOTES.flatMap((q) =>
        situations.map((told) => [q, told] as const),
      )) {
        const whys = fiveWhys(material({ tag: facet.tag, quote, circumstances, facet: facet.id }));
        // The offer and the provider are named wherever a why needs them.
        const named = new Set(wordsOf('el tratamiento la clínica'));
        const why5 = new Set(wordsOf(outsideQuotes(whys.why5)));
        const shared = wordsOf(whys.root_cause).filter(
          (word) => why5.has(word) && !named.has(word),
        );
        expect(shared, facet.id).toEqual([]);
      }
    }
    expect(fiveWhys(material({ tag: 'urgencia', facet: 'espera-promocion' })).root_cause).toBe(
      'Cree que una oferta igual volverá cuando quiera.',
    );
  });

  it('roots a price in how it is charged when the pain is about that', () => {
    const facets = [
      'pago-inicial',
      'cuota-recurrente',
      'cobro-por-unidad',
      'cobros-extra',
      'costo-acumulado',
      'sin-plazos',
      'cobro-consulta',
    ];
    const usual = fiveWhys(material()).root_cause;
    for (const facet of facets) {
      for (const quote of QUOTES) {
        const whys = fiveWhys(material({ quote, facet }));
        expect(whys.root_cause, facet).not.toBe(usual);
        const why5 = new Set(wordsOf(whys.why5));
        expect(
          wordsOf(whys.root_cause).filter((word) => why5.has(word)),
          facet,
        ).toEqual([]);
      }
    }
    expect(fiveWhys(material({ facet: 'pago-inicial' })).root_cause).toMatch(/de entrada/u);
  });

  it('roots a time pain in what takes the time when the pain names it', () => {
    const time = (overrides: Partial<WhyMaterial>) =>
      material({ tag: 'tiempo', pain: nounPhrase('la falta de tiempo'), ...overrides });
    for (const [facet, waits] of [
      ['horario-limitado', false],
      ['muchas-visitas', false],
      ['sesion-larga', false],
      ['fecha-limite', true],
      ['fecha-limite', false],
    ] as const) {
      for (const quote of QUOTES) {
        const whys = fiveWhys(time({ quote, facet, waits }));
        expect(whys.root_cause, facet).not.toBe(fiveWhys(time({ quote, waits })).root_cause);
        const why5 = new Set(wordsOf(whys.why5));
        expect(
          wordsOf(whys.root_cause).filter((word) => why5.has(word)),
          facet,
        ).toEqual([]);
      }
    }
  });

  it('follows a wait through the plans it puts off, not through a full week', () => {
    const waiting = material({
      tag: 'tiempo',
      quote: 'la preaprobación tarda meses',
      pain: nounPhrase('la espera por la preaprobación'),
      industry: 'Bienes Raíces',
      waits: true,
    });
    const waitChains = QUOTES.map((quote) => fiveWhys({ ...waiting, quote }));
    for (const whys of waitChains) {
      expect(chainOf(whys).join(' ')).not.toMatch(/familia|horarios|jornada|semana entera/u);
    }
    expect(new Set(waitChains.map((whys) => whys.why3)).size).toBe(2);
    expect(fiveWhys({ ...waiting, waits: false }).root_cause).toContain('espacio en su semana');
    // A wait in a cluster of long sessions still ends as a wait, and a full week in a cluster of
    // slow processes as a full week; the comment's own pain decides over its cluster's.
    expect(fiveWhys({ ...waiting, facet: 'sesion-larga' }).root_cause).toMatch(/mientras espera/u);
    expect(fiveWhys({ ...waiting, waits: false, facet: 'proceso-lento' }).root_cause).not.toMatch(
      /mientras espera/u,
    );
    expect(
      fiveWhys({ ...waiting, facet: 'sesion-larga', voicedFacet: 'respuesta-lenta' }).root_cause,
    ).toMatch(/tardar una respuesta/u);
  });

  it('writes the middle whys of one objection two ways, the same way for the same comment', () => {
    for (const tag of OBJECTION_TAGS.filter((candidate) => candidate !== 'otro')) {
      const chains = QUOTES.map((quote) => chainOf(fiveWhys(material({ tag, quote }))).slice(1));
      for (let step = 0; step < 4; step++) {
        expect(new Set(chains.map((chain) => chain[step])).size, `${tag} why${step + 2}`).toBe(2);
      }
      expect(fiveWhys(material({ tag }))).toEqual(fiveWhys(material({ tag })));
    }
  });

  it('names the pain once with its article and never restates it as the root cause', () => {
    for (const tag of OBJECTION_TAGS.filter((candidate) => candidate !== 'otro')) {
      for (const pain of PAINS) {
        const whys = fiveWhys(material({ tag, pain }));
        const all = chainOf(whys).join(' ');
        expect(all.split(pain.head)).toHaveLength(2);
        // A trust pain that accuses is said as a suspicion ('la sospecha de fotos…').
        const said = tag === 'confianza' ? asSuspicion(pain) : pain;
        const verb =
          said.number === 'plural' ? '(pesan|impiden decidirse)' : '(pesa|impide decidirse)';
        // Who decides is awaited, not what keeps the customer from deciding.
        const opening = tag === 'autoridad' ? 'Antes de decidir espera' : `Le ${verb}`;
        expect(whys.why1).toMatch(new RegExp(`^${opening} (el|la|los|las) ${said.head}`));
        expect(whys.root_cause).not.toContain(pain.head);
      }
    }
  });

  it('writes no nested parentheses, no chained colons and no uncontracted "de el"', () => {
    for (const tag of OBJECTION_TAGS) {
      for (const industry of ['Abogados (Immigration)', 'Credit Restoration', 'Nueva industria']) {
        const whys = fiveWhys(material({ tag, industry, detail: '2 meses' }));
        for (const text of [...chainOf(whys), whys.root_cause].map(outsideQuotes)) {
          expect(text).not.toMatch(/\(/);
          expect(text.split(':').length).toBeLessThanOrEqual(2);
          expect(text).not.toMatch(/\b(de|a) el\b/);
          expect(text).toMatch(/^[¿¡«]?\p{Lu}|^«/u);
          expect(text).toMatch(/[.?!]$/);
        }
      }
    }
  });

  it('quotes a detail only when the quote does not already hold it', () => {
    expect(fiveWhys(material({ detail: '300' })).why1).not.toContain('«300»');
    expect(fiveWhys(material({ detail: '2 meses' })).why1).toBe(
      'Le pesa el precio del tratamiento: «cobran 300 por sesión y no me alcanza», y lo concreta con un dato, «2 meses».',
    );
  });

  it('names a second objection of the comment, and no quote for a comment without words', () => {
    expect(fiveWhys(material({ secondary: 'miedo' })).why3).toBe(
      'A eso se suma el miedo, que lo hace aún más difícil.',
    );
    expect(fiveWhys(material({ quote: '   ' })).why1).toBe('Le pesa el precio del tratamiento.');
  });

  it('says what a comment without objection is', () => {
    const praise = fiveWhys(material({ tag: 'otro', pain: nounPhrase('el elogio') }));
    expect(praise.root_cause).toBe('Es un elogio, no una objeción.');
    const question = fiveWhys(
      material({ tag: 'otro', pain: nounPhrase('la ausencia de objeciones'), isQuestion: true }),
    );
    expect(question.root_cause).toBe('Es una pregunta, no una objeción.');
  });

  it('names the industry as a category in its own words', () => {
    const lawyer = fiveWhys(material({ tag: 'confianza', industry: 'Abogados (Immigration)' }));
    expect(lawyer.why2).toBe('Teme que el abogado no cumpla lo que promete.');
    expect(lawyer.root_cause).toBe('Le falta una prueba verificable de que el abogado es de fiar.');
  });

  it("names a user's trade and what it sells, not 'el servicio' of 'el proveedor'", () => {
    const gym = (tag: ObjectionTag) =>
      chainOf(fiveWhys(material({ tag, industry: 'Gimnasio' }))).join(' ');
    expect(gym('confianza')).toContain('el gimnasio');
    expect(gym('tiempo')).toContain('el entrenamiento');
    for (const tag of OBJECTION_TAGS) {
      expect(gym(tag)).not.toMatch(/el servicio|el proveedor/);
    }
    // A trade with no words of its own keeps the generic ones.
    expect(
      chainOf(fiveWhys(material({ tag: 'confianza', industry: 'Mi negocio (2024)' }))),
    ).toContain('Teme que el proveedor no cumpla lo que promete.');
  });
});
