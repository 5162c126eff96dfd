import { describe, expect, it } from 'vitest';
import { canonicalPainLabel } from './pain-cluster';
import { clusterIndustryPains } from './pain-clusters';
import { analyseWithRules } from './rules-analyser';

const CLINIC = 'Clínica Estética';

/** Analyses comments of one industry and clusters them as the product does. */
function clusters(industry: string, texts: readonly string[]): string[] {
  const analyses = texts.map((text) => analyseWithRules({ text, industry }));
  return clusterIndustryPains(
    industry,
    analyses.map((analysis) => ({
      tag: analysis.objection_tag,
      label: analysis.pain_cluster_label,
    })),
  );
}

describe('pain clusters', () => {
  it('puts price complaints worded differently in one cluster', () => {
    const labels = clusters(CLINIC, [
      'El tratamiento está carísimo',
      '300 dólares cada sesión, no gracias',
      'Muy caro para lo que es, cobran de más',
      'el precio por sesión es alto',
    ]);
    expect(new Set(labels)).toEqual(new Set(['precio alto del tratamiento']));
  });

  it('puts every fear of a clinic treatment going wrong in one cluster', () => {
    const labels = clusters(CLINIC, [
      'Me da miedo que me quede la cara chueca',
      'tengo miedo a los efectos secundarios',
      'me da pánico la anestesia',
      'me da miedo, ¿y si sale mal?',
    ]);
    expect(new Set(labels)).toEqual(new Set(['miedo a que salga mal']));
  });

  it('keeps different pains of one industry apart', () => {
    const [price, fear, partner] = clusters(CLINIC, [
      'El tratamiento está carísimo',
      'Me da miedo que me quede la cara chueca',
      'Tengo que preguntarle a mi esposo primero',
    ]);
    expect(new Set([price, fear, partner]).size).toBe(3);
    expect(partner).toBe('decide la pareja');
  });

  it('names the same objection after the industry', () => {
    const [lawyer] = clusters('Abogados (Immigration)', ['me da mucho miedo todo esto']);
    const [trial] = clusters('Clinical Research', ['me da mucho miedo todo esto']);
    expect(lawyer).toBe('miedo a la deportación');
    expect(trial).toBe('miedo a efectos secundarios');
  });

  it('folds a pain voiced by one comment into its objection’s largest cluster', () => {
    const labels = clusterIndustryPains(CLINIC, [
      { tag: 'precio', label: 'precio alto del tratamiento' },
      { tag: 'precio', label: 'precio alto del tratamiento' },
      { tag: 'precio', label: 'sin dinero para pagar' },
    ]);
    expect(labels).toEqual(Array(3).fill('precio alto del tratamiento'));
  });

  it('lets a pain voiced by enough comments stand as its own cluster', () => {
    const labels = clusterIndustryPains(CLINIC, [
      ...Array(4).fill({ tag: 'precio', label: 'precio alto del tratamiento' }),
      ...Array(3).fill({ tag: 'precio', label: 'sin dinero para pagar' }),
    ]);
    expect(new Set(labels)).toEqual(
      new Set(['precio alto del tratamiento', 'sin dinero para pagar']),
    );
  });

  it('counts an existing cluster by its weight', () => {
    const labels = clusterIndustryPains(CLINIC, [
      { tag: 'miedo', label: 'miedo a perder dinero', weight: 10 },
      { tag: 'miedo', label: 'miedo a que salga mal' },
    ]);
    expect(labels[1]).toBe('miedo a perder dinero');
  });

  it('leaves non-objections and unknown tags as they are', () => {
    const labels = clusterIndustryPains(CLINIC, [
      { tag: 'otro', label: 'elogio sin objeción' },
      { tag: 'otro', label: 'spam o autopromoción' },
      { tag: 'curiosidad', label: 'quiere saber más' },
    ]);
    expect(labels).toEqual(['elogio sin objeción', 'spam o autopromoción', 'quiere saber más']);
  });

  it('reads a model’s own label as the catalogue’s name of the same pain', () => {
    expect(canonicalPainLabel('costo elevado por cada sesión', 'precio', CLINIC)).toBe(
      'precio alto del tratamiento',
    );
    expect(canonicalPainLabel('temor a ser deportado', 'miedo', 'Abogados (Immigration)')).toBe(
      'miedo a la deportación',
    );
    expect(canonicalPainLabel('lo dejará para el año que viene', 'urgencia', CLINIC)).toBe(
      'lo deja para después',
    );
  });
});
