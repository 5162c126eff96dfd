import { describe, expect, it } from 'vitest';
import { candidateOf } from './pain-candidate';
import { canonicalPainLabel, mainPainLabel } from './pain-facet-labels';
import { type PainCluster, clusterIndustryPains } from './cluster-pains';
import { PAIN_FACETS } from './lexicon/pain-facets';
import { analyseWithRules, secondObjection } from './rules-analyser';

const CLINIC = 'Clínica Estética';
const GYM = 'Gimnasio';

/** Analyses comments of one industry and clusters them as the product does. */
function cluster(industry: string, texts: readonly string[], known: PainCluster[] = []) {
  return clusterIndustryPains(
    industry,
    texts.map((text) => candidateOf(text, industry, analyseWithRules({ text, industry }))),
    known,
  );
}

const clusters = (industry: string, texts: readonly string[]) => cluster(industry, texts).labels;

describe('pain clusters discovered from the comments', () => {
  it('gives distinct pains of one objection distinct clusters, in an industry it has no cues for', () => {
    const labels = clusters(GYM, [
      'la cuota mensual es carísima',
      'pagar esa cuota cada mes no me alcanza, muy caro',
      'te cobran la inscripción aparte y no lo dicen',
      'la inscripción me la cobraron aparte, qué caro',
      'muy caro que no haya un plan por semanas',
      'ojalá hubiera plan por semanas, así es caro',
    ]);
    expect(labels[0]).toBe(labels[1]);
    expect(labels[2]).toBe(labels[3]);
    expect(labels[4]).toBe(labels[5]);
    expect(new Set(labels).size).toBe(3);
  });

  it('keeps distinct pains apart when every comment speaks of the partner', () => {
    const labels = clusters(CLINIC, [
      'a mi esposo y a mí nos da miedo quedar con la cara de plástico',
      'mi señora dice que la cara le quedaría de plástico y eso me da miedo',
      'mi marido tiene pánico a las agujas y yo también',
      'a mi esposa las agujas le dan terror, igual que a mí',
      'mi novio se quemó con el láser y ahora me da miedo',
      'me da miedo quemarme con el láser como le pasó a mi esposo',
    ]);
    expect(labels[0]).toBe(labels[1]);
    expect(labels[2]).toBe(labels[3]);
    expect(labels[4]).toBe(labels[5]);
    expect(new Set(labels).size).toBe(3);
    expect(labels.filter((label) => /esposo|señora|marido|novio/u.test(label))).toEqual([]);
  });

  it('neither joins nor names pains by a word every objection of the industry uses', () => {
    const texts = [
      'con mi lesión de rodilla la cuota mensual es carísima',
      'la cuota mensual es muy cara para alguien con la rodilla operada',
      'con la rodilla así pagar esa cuota cada mes es un abuso',
      'por mi rodilla no puedo pagar una inscripción tan cara',
      'la inscripción es carísima y encima con la rodilla mala',
      'cobrarme la inscripción con la rodilla como la tengo, qué caro',
      'me da miedo lastimarme la rodilla con las pesas',
      'tengo miedo de que la rodilla no aguante las pesas',
      'con la rodilla no tengo tiempo de ir a terapia y al gimnasio',
      'entre la terapia de rodilla y el trabajo no me da el tiempo',
    ];
    const first = cluster(GYM, texts);
    const { labels } = first;
    // Three comments a pain: two of two would merge from the lower mean small clusters need.
    expect(new Set(labels.slice(0, 3)).size).toBe(1);
    expect(new Set(labels.slice(3, 6)).size).toBe(1);
    expect(labels[0]).not.toBe(labels[3]);
    expect(labels.filter((label) => label.includes('rodilla'))).toEqual([]);
    // A comment analysed later weighs the word as the whole industry did.
    const later = cluster(GYM, ['la cuota mensual con mi rodilla es un robo'], first.clusters);
    expect(later.labels).toEqual([labels[0]]);
  });

  it('clusters a call written up turn by turn by what the customer said', () => {
    const agent =
      'Agente: Le recuerdo que el paquete de depilación láser de piernas completas tiene descuento especial en la sucursal del centro.';
    const labels = clusters(CLINIC, [
      `${agent} Cliente: Después del verano, ahorita voy a la playa.`,
      `${agent} Cliente: Cuando pase el verano, que ando en la playa.`,
      `${agent} Cliente: No hay prisa, lo dejo para el Black Friday.`,
      `${agent} Cliente: Mejor más adelante, cuando llegue el Black Friday.`,
    ]);
    expect(labels[0]).toBe(labels[1]);
    expect(labels[2]).toBe(labels[3]);
    expect(labels[0]).not.toBe(labels[2]);
  });

  it('names every pain of the catalogue in two to five words, in every industry', () => {
    const labels = PAIN_FACETS.flatMap((facet) =>
      [facet.name, ...Object.values(facet.byIndustry ?? {})].map((name) => name.label),
    );
    const outside = labels.filter((label) => !/^\S+(?: \S+){1,4}$/u.test(label));
    expect(outside).toEqual([]);
  });

  it('names a new pain with its comments’ own words, as a short noun phrase', () => {
    const labels = clusters(CLINIC, [
      'me da pánico la anestesia',
      'la anestesia me da muchísimo miedo',
      'tengo miedo a las agujas',
      'las agujas me dan terror, no puedo',
    ]);
    expect(labels.slice(0, 2)).toEqual(['miedo a la anestesia', 'miedo a la anestesia']);
    expect(labels.slice(2)).toEqual(['miedo a las agujas', 'miedo a las agujas']);
  });

  it('joins a comment that says nothing beyond its objection to the objection’s usual pain', () => {
    const labels = clusters(CLINIC, ['carísimo', 'muy caro todo']);
    expect(labels).toEqual(['precio alto del tratamiento', 'precio alto del tratamiento']);
  });

  it('keeps a pain voiced by one comment with its objection’s usual pain until another joins', () => {
    const alone = cluster(CLINIC, ['qué caro el estacionamiento de la plaza']);
    expect(alone.labels).toEqual(['precio alto del tratamiento']);
    expect(alone.awaiting).toEqual([true]);
    // Clustered again with a second comment that says the same, it surfaces its pain.
    const paired = cluster(CLINIC, [
      'muy caro pagar el estacionamiento de la plaza cada vez',
      'qué caro el estacionamiento de la plaza',
    ]);
    expect(paired.labels[0]).toBe(paired.labels[1]);
    expect(paired.labels[0]).not.toBe('precio alto del tratamiento');
    expect(paired.awaiting).toEqual([false, false]);
  });

  it('puts a lone comment in the cluster it is closest to, or else in the usual pain', () => {
    const needles = new Map([
      ['aguja', { word: 'agujas', article: 'las', determined: true }],
    ] as const);
    const candidate = (vector: Record<string, number>) => ({
      tag: 'miedo',
      label: 'miedo a las consecuencias',
      terms: {
        vector: new Map(Object.entries(vector)),
        own: new Map(Object.entries(vector)),
        nouns: needles,
      },
    });
    const { labels, awaiting } = clusterIndustryPains(CLINIC, [
      candidate({ aguja: 1 }),
      candidate({ aguja: 0.8, pinchazo: 0.6 }),
      // Cosine 0.19 with the two above: too far to open a cluster with them, close enough to join.
      candidate({ aguja: 0.2, sangre: 0.98 }),
      candidate({ anestesia: 1 }),
    ]);
    expect(labels.slice(0, 3)).toEqual(Array(3).fill('miedo a las agujas'));
    expect(labels[3]).toBe(mainPainLabel('miedo', CLINIC));
    expect(awaiting).toEqual([false, false, false, true]);

    // A cluster known from earlier analyses draws it only from closer: cosine 0.12 joins a new
    // cluster, not a known one, and the comment awaits a partner instead.
    const distant = candidate({ aguja: 0.12, sangre: Math.sqrt(1 - 0.12 ** 2) });
    const fresh = clusterIndustryPains(CLINIC, [
      candidate({ aguja: 1 }),
      candidate({ aguja: 1 }),
      distant,
    ]);
    expect(fresh.labels[2]).toBe('miedo a las agujas');
    const known: PainCluster = {
      tag: 'miedo',
      label: 'miedo a las agujas',
      centroid: new Map([['aguja', 2]]),
      size: 2,
    };
    const later = clusterIndustryPains(CLINIC, [distant], [known]);
    expect(later.labels).toEqual([mainPainLabel('miedo', CLINIC)]);
    expect(later.awaiting).toEqual([true]);
  });

  it('keeps apart two pains alike enough to join one cluster as they come', () => {
    // Each alike enough to the other kind (cosine 0.33) to join one cluster as they come; the
    // two halves, 0.33 alike, are less alike than one pain.
    const candidate = (noun: 'inscripcion' | 'estacionamiento') => {
      const vector = new Map([
        [noun, 1],
        ['cobro', 0.7],
      ]);
      const word = noun === 'inscripcion' ? 'inscripción' : noun;
      const article = noun === 'inscripcion' ? 'la' : 'el';
      return {
        tag: 'precio',
        label: 'precio alto',
        terms: {
          vector,
          own: vector,
          nouns: new Map([[noun, { word, article, determined: true } as const]]),
        },
      };
    };
    const { labels } = clusterIndustryPains(GYM, [
      candidate('inscripcion'),
      candidate('estacionamiento'),
      candidate('inscripcion'),
      candidate('estacionamiento'),
      candidate('inscripcion'),
      candidate('estacionamiento'),
    ]);
    expect(labels.filter((_, index) => index % 2 === 0)).toEqual(
      Array(3).fill('costo de la inscripción'),
    );
    expect(labels.filter((_, index) => index % 2 === 1)).toEqual(
      Array(3).fill('costo del estacionamiento'),
    );
  });

  it('takes a lack of time, not a slow process, as the usual time pain of a trade one attends', () => {
    expect(mainPainLabel('tiempo', GYM)).toBe('falta de tiempo');
    expect(mainPainLabel('tiempo', 'Dentista')).toBe('falta de tiempo');
    expect(mainPainLabel('tiempo', 'Credit Restoration')).toBe('proceso muy lento');
  });

  it('keeps a known cluster’s label as comments join it, and counts them in', () => {
    const first = cluster(GYM, [
      'te cobran la inscripción aparte y no lo dicen',
      'la inscripción me la cobraron aparte, qué caro',
    ]);
    const known = first.clusters;
    const later = cluster(GYM, ['otra vez cobrando inscripción aparte, carísimo'], known);
    expect(later.labels).toEqual([known[0]!.label]);
    expect(later.clusters).toEqual([expect.objectContaining({ label: known[0]!.label, size: 3 })]);
  });

  it('puts a model’s varied labels for one pain in one cluster', () => {
    const byModel = (text: string, label: string) =>
      candidateOf(text, GYM, { objection_tag: 'precio', pain_cluster_label: label, method: 'm' });
    const { labels } = clusterIndustryPains(GYM, [
      byModel('me cobraron algo al entrar', 'cargo de inscripción oculto'),
      byModel('no avisaron de ese pago', 'inscripción cobrada sin avisar'),
      byModel('ese extra al principio', 'costo de inscripción aparte'),
    ]);
    expect(new Set(labels).size).toBe(1);
  });

  it('reads a comment as the objection it nearly was when it voices a pain of that one', () => {
    const industry = 'Credit Restoration';
    const nearlyRival =
      'Yo preferí meter $500 de depósito en el Capital One y usarlo pa la gasolina. Funcionó chido';
    const read = (text: string) => analyseWithRules({ text, industry });
    expect(read(nearlyRival).objection_tag).toBe('precio');
    expect(secondObjection(nearlyRival, 'precio')).toBe('competencia');
    const comments = [
      nearlyRival,
      'Mejor una tarjeta asegurada con depósito del banco, con eso armas historial tú solo',
      'Con una tarjeta de depósito del Discover subes más rápido que con cualquier compañía de esas',
    ];
    const asFresh = (text: string) => candidateOf(text, industry, read(text), { mayRetag: true });
    const { tags, labels, awaiting, clusters } = clusterIndustryPains(
      industry,
      comments.map(asFresh),
    );
    expect(tags).toEqual(['competencia', 'competencia', 'competencia']);
    expect(new Set(labels).size).toBe(1);
    expect(awaiting[0]).toBe(false);
    expect(clusters).toEqual([expect.objectContaining({ tag: 'competencia', size: 3 })]);

    // Alone, or as a stored analysis clustered again, it keeps the objection it was read as.
    expect(clusterIndustryPains(industry, [asFresh(nearlyRival)]).tags).toEqual(['precio']);
    const stored = comments.map((text) => candidateOf(text, industry, read(text)));
    expect(clusterIndustryPains(industry, stored).tags[0]).toBe('precio');
  });

  it('leaves non-objections and unknown tags as they are', () => {
    const { labels } = clusterIndustryPains(CLINIC, [
      { tag: 'otro', label: 'elogio sin objeción' },
      { tag: 'otro', label: 'spam o autopromoción' },
      { tag: 'curiosidad', label: 'quiere saber más' },
    ]);
    expect(labels).toEqual(['elogio sin objeción', 'spam o autopromoción', 'quiere saber más']);
  });

  it('reads a model’s own label as the catalogue’s name of the same pain', () => {
    expect(canonicalPainLabel('costo elevado del tratamiento', 'precio', CLINIC)).toBe(
      'precio alto del tratamiento',
    );
    expect(canonicalPainLabel('costo elevado por cada sesión', 'precio', CLINIC)).toBe(
      'cobro por cada sesión',
    );
    expect(canonicalPainLabel('temor a ser deportado', 'miedo', 'Abogados (Immigration)')).toBe(
      'miedo a la deportación',
    );
  });
});
