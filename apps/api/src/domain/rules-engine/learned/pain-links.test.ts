import { afterEach, describe, expect, it } from 'vitest';
import { clusterIndustryPains } from '../cluster-pains';
import { painTerms } from '../pain-terms';
import shipped from './pain-link-counts.json';
import {
  type PainLinkCounts,
  type PainLinkExample,
  countPainLinks,
  learnPainLinksFrom,
  weighAndLink,
} from './pain-links';

const example = (pain: string, ...terms: string[]): PainLinkExample => ({ pain, terms });

// Two batches' comments of one objection: 'mensualidad' and 'cuota' voice one pain in both;
// 'mensualidad' and 'gimnasio' meet only in comments of different pains.
const fee = [
  example('cuota', 'mensualidad', 'gimnasio'),
  example('cuota', 'cuota'),
  example('cuota', 'cuota', 'cada'),
  example('inscripcion', 'inscripcion', 'gimnasio'),
];

describe('learned pain links', () => {
  afterEach(() => learnPainLinksFrom(shipped as unknown as PainLinkCounts));

  it('links terms that other comments of one pain wrote, in more than one batch', () => {
    const once = countPainLinks([fee]);
    expect(once).toEqual({});
    const twice = countPainLinks([fee, fee]);
    // Two pairs of one pain in each batch: 'mensualidad' against both comments saying 'cuota'.
    expect(twice['cuota|mensualidad']).toEqual([4, 0, 2]);
    expect(twice['gimnasio|inscripcion']).toBeUndefined();
    expect(twice['cuota|inscripcion']).toBeUndefined();
  });

  it('keeps no link that joins different pains as often as one', () => {
    const mixed = [
      example('a', 'mensualidad'),
      example('a', 'cuota'),
      example('b', 'cuota'),
      example('c', 'cuota'),
    ];
    const counts = countPainLinks([mixed, mixed, mixed]);
    expect(Object.keys(counts).filter((key) => key.includes('|'))).toEqual([]);
  });

  it('weighs a term by how often the comments that share it voice one pain', () => {
    // 'cuota' is written in three pains of one objection, 'inscripcion' in one.
    const spread = [
      example('a', 'cuota', 'inscripcion'),
      example('a', 'cuota', 'inscripcion'),
      example('b', 'cuota', 'toalla'),
      example('c', 'cuota', 'casillero'),
    ];
    const counts = countPainLinks([spread, spread]);
    expect(counts['cuota']).toEqual([2, 10, 2]);
    expect(counts['inscripcion']).toBeUndefined();
    learnPainLinksFrom(countPainLinks([spread, spread, spread]));
    const weighed = weighAndLink(
      new Map([
        ['cuota', 1],
        ['inscripcion', 1],
      ]),
    );
    expect(weighed.get('inscripcion')).toBe(1);
    expect(weighed.get('cuota')).toBeLessThan(0.5);
  });

  it('adds the linked terms lighter than the words a comment wrote', () => {
    learnPainLinksFrom(countPainLinks([fee, fee, fee]));
    const linked = weighAndLink(new Map([['mensualidad', 1]]));
    expect(linked.get('mensualidad')).toBe(1);
    expect(linked.get('cuota')).toBeGreaterThan(0);
    expect(linked.get('cuota')).toBeLessThan(0.5);
    // What a comment wrote itself keeps its own weight.
    expect(
      weighAndLink(
        new Map([
          ['mensualidad', 1],
          ['cuota', 0.2],
        ]),
      ).get('cuota'),
    ).toBe(0.2);
  });

  it('puts paraphrases that share no word into one cluster', () => {
    const comments = [
      'la toalla la cobran carísima',
      'encima hay que pagar la toalla',
      'el casillero lo cobran carísimo',
      'encima hay que pagar el casillero',
    ];
    const cluster = () =>
      clusterIndustryPains(
        'Gimnasio',
        comments.map((text) => ({
          tag: 'precio',
          label: 'precio alto',
          terms: painTerms(text, 'precio', 'Gimnasio'),
        })),
      ).labels;
    learnPainLinksFrom({});
    const apart = cluster();
    expect(apart[0]).not.toBe(apart[2]);
    learnPainLinksFrom({ 'casiller|toall': [6, 0, 3] });
    const together = cluster();
    expect(new Set(together).size).toBe(1);
  });
});
