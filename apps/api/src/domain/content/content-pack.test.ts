import { contentPackSchema } from '@replica/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { type ContentInsights, hasInsights } from './content-insights';
import { generateContentPack } from './content-pack';
import { generateIdeas } from './generate-ideas';

const insights: ContentInsights = {
  industry: 'Gimnasios',
  painPoints: [
    { label: 'Cuota mensual cara', frequency: 4 },
    { label: 'Entrenadores ausentes', frequency: 2 },
  ],
  objections: [
    { tag: 'precio', count: 4 },
    { tag: 'confianza', count: 2 },
  ],
  rootCauses: ['No ve el valor de la cuota', 'Nadie le acompaña en la sala'],
  examples: [
    {
      text: 'La cuota sube cada año y no mejora nada.',
      painCluster: 'Cuota mensual cara',
      objectionTag: 'precio',
      rootCause: 'No ve el valor de la cuota.',
    },
    {
      text: 'Nunca hay un entrenador cuando lo necesito',
      painCluster: 'Entrenadores ausentes',
      objectionTag: 'confianza',
      rootCause: 'Nadie le acompaña en la sala',
    },
  ],
};

const single: ContentInsights = {
  industry: 'todas',
  painPoints: [{ label: 'Envío lento', frequency: 1 }],
  objections: [{ tag: 'tiempo', count: 1 }],
  rootCauses: [],
  examples: [
    {
      text: 'Tardó tres semanas en llegar',
      painCluster: 'Envío lento',
      objectionTag: 'tiempo',
      rootCause: '',
    },
  ],
};

function allText(value: unknown): string {
  return JSON.stringify(value);
}

describe('generateContentPack', () => {
  it('has exactly the spec §9 sizes', () => {
    const pack = generateContentPack(insights);
    expect(contentPackSchema.safeParse(pack).success).toBe(true);
    expect(pack.titulos).toHaveLength(15);
    expect(pack.angulos).toHaveLength(10);
    expect(pack.copy_bullets).toHaveLength(20);
    expect(pack.guiones_video).toHaveLength(5);
    expect(pack.lead_magnets).toHaveLength(10);
    expect(pack.posts_sociales).toHaveLength(20);
    expect(pack.angulos.every((angle) => angle.bullets.length === 3)).toBe(true);
  });

  it('puts the timings in every video script', () => {
    for (const script of generateContentPack(insights).guiones_video) {
      expect(script.hook).toMatch(/^Hook \(0-3 s\): /);
      expect(script.problema).toMatch(/^Problema \(3-10 s\): /);
      expect(script.agitacion).toMatch(/^Agitación \(10-20 s\): /);
      expect(script.solucion).toMatch(/^Solución \(20-45 s\): /);
      expect(script.cta).toMatch(/^CTA \(45-60 s\): /);
    }
  });

  it('writes about the real clusters, root causes and comments', () => {
    const text = allText(generateContentPack(insights));
    expect(text).toContain('Cuota mensual cara');
    expect(text).toContain('Entrenadores ausentes');
    expect(text).toContain('no ve el valor de la cuota');
    expect(text).toContain('nadie le acompaña en la sala');
    expect(text).toContain('«La cuota sube cada año y no mejora nada»');
    expect(text).toContain('Respuestas concretas al precio');
    expect(text).not.toMatch(/\b(a|de) el\b/u);
    expect(text).toContain('Gimnasios');
  });

  it('never repeats a title, angle or lead magnet, even from a single comment', () => {
    for (const pack of [generateContentPack(insights), generateContentPack(single)]) {
      expect(new Set(pack.titulos).size).toBe(15);
      expect(new Set(pack.angulos.map((angle) => angle.titulo)).size).toBe(10);
      expect(new Set(pack.lead_magnets.map((magnet) => magnet.titulo)).size).toBe(10);
    }
  });

  it('pairs each copy bullet template with another fact on its second lap', () => {
    expect(new Set(generateContentPack(insights).copy_bullets).size).toBe(20);
  });

  it('spreads the posts over the spec platforms', () => {
    const platforms = new Set(
      generateContentPack(insights).posts_sociales.map((p) => p.plataforma),
    );
    expect([...platforms].sort()).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'TikTok',
      'Twitter',
      'YouTube',
    ]);
  });

  it('names the cluster when a comment has no root cause, and speaks to everyone for todas', () => {
    const text = allText(generateContentPack(single));
    expect(text).toContain('envío lento');
    expect(text).toContain('tu audiencia');
    expect(text).not.toContain('todas');
  });

  it('refuses to invent a pack without analysed comments', () => {
    const empty = { ...insights, painPoints: [], examples: [], objections: [], rootCauses: [] };
    expect(hasInsights(empty)).toBe(false);
    expect(() => generateContentPack(empty)).toThrow();
  });
});

describe('generateIdeas', () => {
  it('makes one idea per top pain point, each in its own format', () => {
    const ideas = generateIdeas(insights);
    expect(ideas.map((idea) => idea.ideaType)).toEqual(['video corto', 'carrusel']);
    expect(allText(ideas[0])).toContain('«La cuota sube cada año y no mejora nada»');
    expect(allText(ideas[0])).toContain('no ve el valor de la cuota');
    expect(allText(ideas[1])).toContain('Entrenadores ausentes');
  });

  it('quotes a pain point by its label when no top comment falls in it', () => {
    const unquoted: ContentInsights = {
      ...insights,
      painPoints: [{ label: 'Vestuarios sucios', frequency: 1 }],
    };
    const [idea] = generateIdeas(unquoted);
    expect(idea?.hook).toContain('«Vestuarios sucios»');
    expect(allText(idea)).not.toContain('La cuota sube');
  });

  it('stops at five ideas and makes none without pain points', () => {
    const many: ContentInsights = {
      ...insights,
      painPoints: Array.from({ length: 8 }, (_, index) => ({
        label: `Dolor ${index}`,
        frequency: 1,
      })),
    };
    const ideas = generateIdeas(many);
    expect(ideas).toHaveLength(5);
    expect(new Set(ideas.map((idea) => idea.ideaType)).size).toBe(5);
    ideas.forEach((idea, index) => expect(allText(idea)).toContain(`Dolor ${index}`));
    expect(generateIdeas({ ...insights, painPoints: [], examples: [] })).toEqual([]);
  });
});
