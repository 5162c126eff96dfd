import { contentPackSchema } from '@replica/api-client/schemas';
import { describe, expect, it } from 'vitest';
import type { ObjectionTag } from '../rules-engine/taxonomy';
import { type ContentInsights, hasInsights } from './content-insights';
import { generateContentPack } from './content-pack';
import { contradictedFacts, textsOf } from './fact-check';
import { generateIdeas } from './generate-ideas';

const example = (text: string, painCluster: string, objectionTag: string) => ({
  text,
  painCluster,
  objectionTag,
  rootCause: '',
});

/** A clinic whose most repeated pain is the price (3 of 6 comments), then fear (2), then trust. */
const insights: ContentInsights = {
  industry: 'Clínica Estética',
  painPoints: [
    { label: 'miedo a que salga mal', tag: 'miedo', frequency: 2 },
    { label: 'precio alto del tratamiento', tag: 'precio', frequency: 3 },
    { label: 'fotos de resultados editadas', tag: 'confianza', frequency: 1 },
  ],
  objections: [
    { tag: 'precio', count: 3 },
    { tag: 'miedo', count: 2 },
    { tag: 'confianza', count: 1 },
  ],
  rootCauses: [],
  examples: [
    example(
      '¿Y si me queda mal? Me da pánico quedar peor que antes',
      'miedo a que salga mal',
      'miedo',
    ),
    example(
      'Cobran 300 dólares por sesión de botox, es carísimo',
      'precio alto del tratamiento',
      'precio',
    ),
    example(
      'Cobran 300 dolares por sesion de botox es carisimo!!',
      'precio alto del tratamiento',
      'precio',
    ),
    example('This is way too expensive for what you get', 'precio alto del tratamiento', 'precio'),
    example(
      'Las fotos de antes y después se ven editadas, no confío',
      'fotos de resultados editadas',
      'confianza',
    ),
  ],
  facts: {
    analysedComments: 6,
    objections: [
      { tag: 'precio', comments: 3 },
      { tag: 'miedo', comments: 2 },
      { tag: 'confianza', comments: 1 },
    ],
    pains: [
      { label: 'precio alto del tratamiento', tag: 'precio', comments: 3 },
      { label: 'miedo a que salga mal', tag: 'miedo', comments: 2 },
      { label: 'fotos de resultados editadas', tag: 'confianza', comments: 1 },
    ],
  },
};

/** One comment of a user-created industry, for 'todas': no ranking can be claimed from it. */
const single: ContentInsights = {
  industry: 'todas',
  painPoints: [{ label: 'Envío lento', tag: 'tiempo', frequency: 1 }],
  objections: [{ tag: 'tiempo', count: 1 }],
  rootCauses: [],
  examples: [example('Tardó tres semanas en llegar', 'Envío lento', 'tiempo')],
  facts: {
    analysedComments: 2,
    objections: [
      { tag: 'tiempo', comments: 1 },
      { tag: 'precio', comments: 1 },
    ],
    pains: [{ label: 'Envío lento', tag: 'tiempo', comments: 1 }],
  },
};

const allText = (value: unknown) => textsOf(value).join('\n');
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('generateContentPack', () => {
  it('has exactly the pack sizes and the script timings the product fixes', () => {
    const pack = generateContentPack(insights);
    expect(contentPackSchema.safeParse(pack).success).toBe(true);
    expect(pack.titulos).toHaveLength(15);
    expect(pack.angulos).toHaveLength(10);
    expect(pack.copy_bullets).toHaveLength(20);
    expect(pack.guiones_video).toHaveLength(5);
    expect(pack.lead_magnets).toHaveLength(10);
    expect(pack.posts_sociales).toHaveLength(20);
    for (const script of pack.guiones_video) {
      expect(script.hook).toMatch(/^Hook \(0-3 s\): /);
      expect(script.problema).toMatch(/^Problema \(3-10 s\): /);
      expect(script.agitacion).toMatch(/^Agitación \(10-20 s\): /);
      expect(script.solucion).toMatch(/^Solución \(20-45 s\): /);
      expect(script.cta).toMatch(/^CTA \(45-60 s\): /);
    }
  });

  it('quotes each Spanish customer once, cut short, never an English comment or a near-duplicate', () => {
    const text = allText(generateContentPack(insights));
    expect(occurrences(text, '«¿Y si me queda mal?»')).toBe(1);
    expect(occurrences(text, '«Cobran 300 dólares por sesión de botox, es carísimo»')).toBe(1);
    expect(text).not.toContain('300 dolares');
    expect(text).not.toContain('expensive');
    // An accusation ('se ven editadas') is answered, never quoted.
    expect(text).not.toContain('editadas');
  });

  it('quotes no English sentence of a comment written mostly in Spanish', () => {
    const mixed =
      'Why do they always push their own contractor? El de mi vecina le exigía su compañía';
    const text = allText(
      generateContentPack({
        ...insights,
        examples: [example(mixed, 'miedo a que salga mal', 'miedo'), ...insights.examples],
      }),
    );
    expect(text).not.toContain('Why do they');
  });

  it("quotes the words that voice a comment's objection, not only its opening", () => {
    const story =
      'Me encanta la energía del video y lo explican todo muy bien, pero seamos sinceros: me da pánico que me quede la cara rara';
    const text = allText(
      generateContentPack({
        ...insights,
        examples: [example(story, 'miedo a que salga mal', 'miedo'), ...insights.examples],
      }),
    );
    expect(text).toContain('«…me da pánico que me quede la cara rara»');
    expect(text).not.toContain('«Me encanta la energía del video');
  });

  it('names pains as noun phrases and the industry as a category, never by raw label', () => {
    const text = allText(generateContentPack(insights));
    expect(text).toContain('el precio del tratamiento');
    expect(text).not.toContain('precio alto del tratamiento');
    expect(text).not.toContain('Clínica Estética');
    expect(text).not.toMatch(/\b(a|de) (el|él)\b/u);
    expect(text).not.toMatch(/\([^)]*\(/u);
  });

  it('states only facts the data holds, and the most repeated pain is the one with most comments', () => {
    const pack = generateContentPack(insights);
    expect(contradictedFacts(textsOf(pack), insights.facts)).toEqual([]);
    const text = allText(pack);
    expect(text).toContain('Lo que más se repite en los comentarios: el precio del tratamiento');
    // Followers are told what people ask most, never counts or shares of our comments.
    expect(text).toContain('el que más nos comentan es el precio');
    expect(text).not.toMatch(/\d+ de \d+ comentarios|\d+ ?%/u);
    expect(
      contradictedFacts(
        ['De todos los motivos para no decidirse, el que más nos comentan es el miedo.'],
        insights.facts,
      ),
    ).toHaveLength(1);
    expect(text).toContain('¿Te preocupa el precio del tratamiento? Te mostramos');
    // The audience never hears that its comments were analysed.
    expect(text).not.toMatch(/analiz/u);
    // No 'letra pequeña' (Spain), and no 'sin letra chica' either: where comments tell of fees
    // nobody mentioned, it promises what the business may not keep.
    expect(text).not.toMatch(/letra (pequeña|chica)|total transparencia/u);
  });

  it('speaks its one fact in a script as a person would, and names things, not states', () => {
    const pack = generateContentPack(insights);
    const problems = pack.guiones_video.map((script) => script.problema).join('\n');
    expect(problems).toContain('Es lo que más nos comentan: el precio del tratamiento.');
    expect(problems).not.toMatch(/\d+ de \d+ comentarios/u);
    // Neither pain names a thing ('miedo a que salga mal'): the title is about the offer.
    expect(pack.titulos.filter((title) => title.startsWith('Lo que conviene saber'))).toEqual([
      expect.stringMatching(/^Lo que conviene saber sobre (el bótox|el tratamiento)$/u),
    ]);
    expect(
      contradictedFacts(['Es lo que más nos comentan: el miedo a que salga mal.'], insights.facts),
    ).toHaveLength(1);
  });

  it('claims no ranking when the counts tie, and speaks of every industry for todas', () => {
    const pack = generateContentPack(single);
    const text = allText(pack);
    expect(contradictedFacts(textsOf(pack), single.facts)).toEqual([]);
    expect(text).not.toMatch(/más (se )?repet|más repetid/u);
    expect(text).not.toContain('todas');
    expect(text).toContain('«Tardó tres semanas en llegar»');
  });

  it('never repeats a title, angle, lead magnet or copy bullet, even from a single comment', () => {
    for (const pack of [generateContentPack(insights), generateContentPack(single)]) {
      expect(new Set(pack.titulos).size).toBe(15);
      expect(new Set(pack.angulos.map((angle) => angle.titulo)).size).toBe(10);
      expect(new Set(pack.lead_magnets.map((magnet) => magnet.titulo)).size).toBe(10);
      expect(new Set(pack.copy_bullets).size).toBe(20);
    }
  });

  it('agitates and answers no two video scripts alike, and opens none alike more than twice', () => {
    const pack = generateContentPack(insights);
    // A frame is what a line keeps when its slots change: its first three words.
    const frames = (lines: readonly string[]) => {
      const counts = new Map<string, number>();
      for (const line of lines) {
        const frame = line.split(': ').slice(1).join(': ').split(' ').slice(0, 3).join(' ');
        counts.set(frame, (counts.get(frame) ?? 0) + 1);
      }
      return Math.max(...counts.values());
    };
    expect(frames(pack.guiones_video.map((script) => script.hook))).toBeLessThanOrEqual(2);
    expect(frames(pack.guiones_video.map((script) => script.agitacion))).toBe(1);
    expect(frames(pack.guiones_video.map((script) => script.solucion))).toBe(1);
  });

  it('never tells someone who would choose elsewhere that they are putting it off', () => {
    const choosing: ContentInsights = {
      ...single,
      industry: 'Gimnasio',
      painPoints: [{ label: 'alternativa más barata', tag: 'competencia', frequency: 1 }],
      objections: [{ tag: 'competencia', count: 1 }],
      examples: [example('el de la esquina cuesta menos', 'alternativa más barata', 'competencia')],
    };
    for (const script of generateContentPack(choosing).guiones_video) {
      expect(script.agitacion).not.toMatch(/dejas pasar|pospon|para otro día/u);
    }
  });

  /** The pack of an industry whose comments voice these pains, one quoted comment each. */
  const packAbout = (industry: string, pains: Array<[label: string, tag: string, said: string]>) =>
    generateContentPack({
      ...single,
      industry,
      painPoints: pains.map(([label, tag]) => ({ label, tag: tag as ObjectionTag, frequency: 3 })),
      objections: pains.map(([, tag]) => ({ tag, count: 3 })),
      examples: pains.map(([label, tag, said]) => example(said, label, tag)),
    });

  it('tells myths from facts only about beliefs, never about a lack of time or a price', () => {
    const lived = packAbout('Gimnasio', [
      ['falta de tiempo', 'tiempo', 'no me da la vida con el trabajo'],
      ['costo de la mensualidad', 'precio', 'la mensualidad está carísima'],
      ['alternativa más barata', 'competencia', 'el de la esquina cobra menos'],
    ]);
    // A gym's pack had 'Mitos y verdades sobre la falta de tiempo' and '¿De dónde saco el
    // tiempo? Separamos los rumores de los hechos'.
    for (const angle of lived.angulos) expect(angle.titulo).not.toMatch(/mitos/iu);
    expect(allText(lived.posts_sociales)).not.toMatch(/rumores/iu);
    expect(allText(lived.angulos)).toMatch(/Salidas prácticas ante|Comparar con calma/u);
    const believed = packAbout('Gimnasio', [
      ['duda sobre la eficacia', 'resultados', 'no creo que eso funcione'],
    ]);
    expect(believed.angulos.map((angle) => angle.titulo).join('\n')).toMatch(/Mitos y verdades/u);
  });

  it("never sets a partner's or a family's say against the customer", () => {
    const text = allText(
      packAbout('Dentista', [
        ['decide la familia', 'autoridad', 'en mi casa eso lo decide mi mamá'],
        ['decide la pareja', 'autoridad', 'tengo que hablarlo con mi esposo primero'],
      ]),
    );
    // A dentist's pack said 'La aprobación de la familia no tiene por qué decidir por ti'.
    expect(text).not.toMatch(/decidir por ti|que ser un freno/u);
    expect(text).toMatch(/revisarla juntos|revisar con quien decide contigo/u);
  });

  it('counts no weeks against a price or a fear', () => {
    // A copywriter: 'Cada semana que lo dejas pasar…' pressures someone who cannot pay or is afraid.
    for (const script of generateContentPack(insights).guiones_video) {
      expect(script.agitacion).not.toMatch(/Cada semana/u);
    }
  });

  it('never tells a wait that it decides', () => {
    const waiting = packAbout('Public Adjusters', [
      ['esperar a la aseguradora', 'urgencia', 'primero quiero ver qué me ofrece el seguro'],
      ['lo deja para después', 'urgencia', 'ahorita no, más adelante lo veo'],
    ]);
    // An adjusters' pack said 'La falta de prisa por decidir no tiene por qué decidir por ti'.
    expect(allText(waiting)).not.toMatch(/decidir por ti/u);
  });

  it('offers a guide that helps with a lived pain, one that explains a belief or a price', () => {
    const guides = (pack: ReturnType<typeof generateContentPack>) =>
      pack.lead_magnets.filter((magnet) => magnet.tipo === 'Guía PDF').map((m) => m.titulo);
    // A gym's pack offered 'Guía para entender la falta de tiempo por tu agenda'.
    const lived = packAbout('Gimnasio', [
      ['falta de tiempo', 'tiempo', 'no me da la vida con el trabajo'],
    ]);
    expect(guides(lived).join('\n')).not.toMatch(/entender/u);
    expect(guides(lived).join('\n')).toMatch(/en una semana ocupada/u);
    const slow = packAbout('Gimnasio', [
      ['proceso muy lento', 'tiempo', 'tardan meses en ver avances'],
    ]);
    expect(guides(slow).join('\n')).toMatch(/Guía de los tiempos/u);
    const believed = packAbout('Gimnasio', [
      ['duda sobre la eficacia', 'resultados', 'no creo que eso funcione'],
    ]);
    expect(guides(believed).join('\n')).toMatch(/Guía para saber qué resultados esperar/u);
    // A doubt is resolved and a fear lost, not 'understood'.
    const feared = packAbout('Clínica Estética', [
      ['miedo a las agujas', 'miedo', 'me dan pánico las agujas'],
    ]);
    expect(guides(feared).join('\n')).toMatch(/Guía para perderle el miedo a las agujas/u);
    const doubted = packAbout('Credit Restoration', [
      ['desconfianza por el historial', 'confianza', 'no sé si son de fiar'],
    ]);
    expect(guides(doubted).join('\n')).not.toMatch(/entender (la|las) (duda|desconfianza)/u);
    const unneeded = packAbout('Gimnasio', [['no ve la necesidad', 'necesidad', 'no lo necesito']]);
    expect(guides(unneeded).join('\n')).toMatch(/Guía para saber si el \w+ es para ti/u);
    const confusing = packAbout('Marca Personal', [
      ['proceso confuso', 'complejidad', 'no entiendo nada del proceso'],
    ]);
    expect(guides(confusing).join('\n')).toMatch(/Guía sencilla/u);
  });

  it('spreads the posts over the spec platforms where each format exists', () => {
    const platformsOf = (pack: ReturnType<typeof generateContentPack>) =>
      [...new Set(pack.posts_sociales.map((p) => p.plataforma))].sort();
    // A clinic's patients are not on LinkedIn; an accountant's clients are.
    expect(platformsOf(generateContentPack(insights))).toEqual([
      'Facebook',
      'Instagram',
      'TikTok',
      'Twitter',
      'YouTube',
    ]);
    expect(platformsOf(generateContentPack({ ...insights, industry: 'Accounting / Tax' }))).toEqual(
      ['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'Twitter', 'YouTube'],
    );
    for (const post of generateContentPack(insights).posts_sociales) {
      if (/historias/u.test(post.visual_idea ?? '')) {
        expect(['Instagram', 'Facebook'], post.visual_idea).toContain(post.plataforma);
      }
      if (/^Carrusel/u.test(post.visual_idea ?? '')) {
        expect(['YouTube', 'TikTok', 'Twitter']).not.toContain(post.plataforma);
      }
    }
  });

  it('offers angles and lead magnets for the objections the comments voice', () => {
    const text = allText(generateContentPack(insights));
    // No one here decides with someone else; price is voiced, waiting is not.
    expect(text).not.toContain('Decidir acompañado');
    expect(text).toContain('Una conversación antes de decidir');
    expect(text).toContain('Calculadora del costo total');
    expect(text).not.toContain('costo de esperar');
    const withPartner = allText(
      generateContentPack({
        ...insights,
        painPoints: [
          ...insights.painPoints,
          { label: 'decide la pareja', tag: 'autoridad', frequency: 1 },
        ],
        examples: [
          ...insights.examples,
          example('Lo tengo que hablar con mi esposo primero', 'decide la pareja', 'autoridad'),
        ],
      }),
    );
    expect(withPartner).toContain('Decidir acompañado');
  });

  it("says the business's own answer where it answers that objection, and nowhere else", () => {
    const answer = 'pagos a 6 meses sin intereses y una primera sesión de 20% menos';
    const answered = {
      ...insights,
      facts: { ...insights.facts, answers: { precio: answer, urgencia: 'Promo hasta el viernes' } },
    };
    const pack = generateContentPack(answered);
    const said = 'Pagos a 6 meses sin intereses y una primera sesión de 20% menos.';
    const priceScripts = pack.guiones_video.filter(({ solucion }) => solucion.includes(said));
    expect(priceScripts).toHaveLength(1);
    expect(priceScripts[0]?.solucion.startsWith(`Solución (20-45 s): ${said} `)).toBe(true);
    expect(pack.copy_bullets.filter((bullet) => bullet === said)).toHaveLength(1);
    expect(textsOf(pack.angulos)).toContain(
      'Responder con lo que ofrecemos: «Pagos a 6 meses sin intereses y una primera sesión de 20% menos».',
    );
    expect(pack.posts_sociales.filter(({ contenido }) => contenido.includes(said))).toHaveLength(1);
    // No pain of the industry is about urgency: its answer has nothing to answer.
    expect(textsOf(pack).join('\n')).not.toContain('Promo hasta el viernes');
    // Its figures are the business's claims, not counts of comments the check would refuse.
    expect(contradictedFacts(textsOf(pack), answered.facts)).toEqual([]);
    expect(textsOf(generateContentPack(insights)).join('\n')).not.toContain('6 meses');

    const ideas = generateIdeas(answered);
    const priceIdeas = ideas.filter(({ scriptOutline }) => scriptOutline.includes('6 meses'));
    expect(priceIdeas.map(({ scriptOutline }) => scriptOutline.split('. ').at(-1))).toEqual([
      'Decir lo que ofrecemos: «Pagos a 6 meses sin intereses y una primera sesión de 20% menos».',
    ]);
    expect(
      generateIdeas(insights).some(({ scriptOutline }) => scriptOutline.includes('ofrecemos')),
    ).toBe(false);
  });

  it.each(['Te mostramos', 'En este video ves', 'Te explicamos', 'Aquí te contamos', 'Te lo'])(
    'never follows an answer opening with "%s" by a solution that opens alike',
    (opening) => {
      const answer = `${opening} cada cobro en tu portal, mes a mes`;
      const pack = generateContentPack({
        ...insights,
        facts: { ...insights.facts, answers: { precio: answer } },
      });
      const solution = pack.guiones_video.find(({ solucion }) => solucion.includes(answer));
      const twoWords = opening.split(' ').slice(0, 2).join(' ');
      expect(solution?.solucion.split(twoWords)).toHaveLength(2);
    },
  );

  it('refuses to invent a pack without analysed comments', () => {
    const empty = { ...insights, painPoints: [], examples: [], objections: [], rootCauses: [] };
    expect(hasInsights(empty)).toBe(false);
    expect(() => generateContentPack(empty)).toThrow();
  });
});

describe('generateIdeas', () => {
  it('makes one idea per pain, in the report order, each in its own format and customer voice', () => {
    const ideas = generateIdeas(insights);
    expect(ideas.map((idea) => idea.ideaType)).toEqual(['video corto', 'carrusel', 'publicación']);
    expect(ideas[0]?.hook).toBe(
      '«¿Y si me queda mal?». Si tú también lo has pensado, este video es para ti.',
    );
    expect(ideas[2]?.hook).not.toContain('editadas');
  });

  it('says which pain is the most repeated only of the one with most comments', () => {
    const ideas = generateIdeas(insights);
    const claims = ideas.filter((idea) => /más repetid/u.test(idea.angle));
    expect(claims).toHaveLength(1);
    expect(ideas[1]?.angle).toContain(
      'El precio del tratamiento es el dolor más repetido en los comentarios analizados, con 3 de 6 comentarios (50%).',
    );
    expect(ideas[0]?.angle).not.toContain('dolor más repetido');
    expect(contradictedFacts(textsOf(ideas), insights.facts)).toEqual([]);
  });

  it('asks a fear or a doubt once, never "¿Te preocupa el miedo…?" or "sobre la duda sobre…"', () => {
    const needles: ContentInsights = {
      ...insights,
      painPoints: [{ label: 'miedo a las agujas', tag: 'miedo', frequency: 2 }],
      examples: [example('Me dan pánico las agujas', 'miedo a las agujas', 'miedo')],
    };
    expect(allText(generateContentPack(needles))).toContain(
      '¿Te dan miedo las agujas? Te mostramos',
    );
    const doubts: ContentInsights = {
      ...insights,
      painPoints: [
        { label: 'miedo a las agujas', tag: 'miedo', frequency: 2 },
        { label: 'duda sobre la eficacia', tag: 'resultados', frequency: 2 },
      ],
    };
    expect(allText(generateContentPack(doubts))).not.toMatch(
      /preocupan? (el|la|los|las) (miedo|duda)|sobre (el|la|los|las) (miedos?|dudas?) sobre/u,
    );
  });

  it('calls no pain the most repeated when another objection is voiced more', () => {
    // Price's one pain has 3 comments, but fear's two pains have 4 together.
    const fearLeads: ContentInsights = {
      ...insights,
      painPoints: [
        ...insights.painPoints,
        { label: 'miedo a las agujas', tag: 'miedo', frequency: 2 },
      ],
      facts: {
        analysedComments: 8,
        objections: [
          { tag: 'miedo', comments: 4 },
          { tag: 'precio', comments: 3 },
          { tag: 'confianza', comments: 1 },
        ],
        pains: [
          { label: 'precio alto del tratamiento', tag: 'precio', comments: 3 },
          { label: 'miedo a que salga mal', tag: 'miedo', comments: 2 },
          { label: 'miedo a las agujas', tag: 'miedo', comments: 2 },
          { label: 'fotos de resultados editadas', tag: 'confianza', comments: 1 },
        ],
      },
    };
    const text = allText([generateContentPack(fearLeads), generateIdeas(fearLeads)]);
    expect(text).not.toMatch(/dolor más repetido|Lo que más se repite|lo que más nos comentan/u);
    expect(text).toContain('es la objeción más repetida en los comentarios analizados');
    // A model's pack saying so is caught as the rules' would be.
    const claim = 'El precio del tratamiento es el dolor más repetido.';
    expect(contradictedFacts([claim], fearLeads.facts)).toHaveLength(1);
    expect(contradictedFacts([claim], insights.facts)).toEqual([]);
  });

  it('stops at five ideas and makes none without pain points', () => {
    const tags = ['precio', 'miedo', 'confianza', 'tiempo', 'urgencia', 'necesidad'] as const;
    const many: ContentInsights = {
      ...insights,
      painPoints: tags.map((tag) => ({ label: `Dolor ${tag}`, tag, frequency: 1 })),
    };
    const ideas = generateIdeas(many);
    expect(ideas).toHaveLength(5);
    expect(new Set(ideas.map((idea) => idea.ideaType)).size).toBe(5);
    expect(generateIdeas({ ...insights, painPoints: [], examples: [] })).toEqual([]);
  });
});
