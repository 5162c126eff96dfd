import { PACK_SECTIONS, contentPackSchema } from '@replica/api-client';
import {
  SCRIPT_PARTS,
  packFileName,
  packJson,
  packMarkdown,
  scriptPartText,
  sectionItemTexts,
  sectionMarkdown,
} from './content-pack-text';
import { samplePack } from './test/sample-pack';
import { texts } from './texts';
import english from './texts.en';

const es = texts.es.pack;
const en = english.pack;

/** The lines of a Markdown document that start with `prefix`. */
function linesStartingWith(markdown: string, prefix: string) {
  return markdown.split('\n').filter((line) => line.startsWith(prefix));
}

describe('content pack as text', () => {
  it('uses a pack of the spec sizes', () => {
    expect(contentPackSchema.parse(samplePack)).toEqual(samplePack);
  });

  it('writes every section as a level-2 heading with its count, in order', () => {
    const markdown = packMarkdown(samplePack, 'Marca Personal', es);

    expect(markdown.startsWith('# Pack de contenido: Marca Personal\n\n')).toBe(true);
    expect(linesStartingWith(markdown, '## ')).toEqual([
      '## Títulos (15)',
      '## Ángulos (10)',
      '## Copy bullets (20)',
      '## Guiones de video (5)',
      '## Lead magnets (10)',
      '## Posts sociales (20)',
    ]);
    expect(markdown.endsWith('\n')).toBe(true);
  });

  it('numbers the 15 titles and lists the 20 copy bullets', () => {
    const titles = sectionMarkdown(samplePack, 'titulos', es);
    expect(linesStartingWith(titles, '')).toHaveLength(2 + 15);
    expect(titles).toContain('1. Título 1: nadie te explica el precio real');
    expect(titles).toContain('15. Título 15: nadie te explica el precio real');

    const bullets = sectionMarkdown(samplePack, 'copy_bullets', es);
    expect(linesStartingWith(bullets, '- ')).toHaveLength(20);
  });

  it('gives each of the 10 angles its title and bullets', () => {
    const angles = sectionMarkdown(samplePack, 'angulos', es);
    expect(linesStartingWith(angles, '### ')).toHaveLength(10);
    expect(angles).toContain('### 10. Ángulo 10\n\n- Bullet 10.1\n- Bullet 10.2');
  });

  it('labels the 5 scripts’ parts with their timings', () => {
    const scripts = sectionMarkdown(samplePack, 'guiones_video', es);
    expect(linesStartingWith(scripts, '### Guion ')).toHaveLength(5);
    expect(scripts).toContain(
      '### Guion 1\n\n' +
        '- **Hook (0-3 s):** Hook 1\n' +
        '- **Problema (3-10 s):** Problema 1\n' +
        '- **Agitación (10-20 s):** Agitación 1\n' +
        '- **Solución (20-45 s):** Solución 1\n' +
        '- **CTA (45-60 s):** CTA 1',
    );
    expect(SCRIPT_PARTS).toEqual(['hook', 'problema', 'agitacion', 'solucion', 'cta']);
  });

  it('drops a script part’s own timing label from its words, so it is not said twice', () => {
    const labelled = {
      hook: 'Hook (0-3 s): ¿Sigues pagando de más?',
      problema: 'Problema (3-10 s): Muchos viven esperas eternas.',
      agitacion: 'Agitación (10-20 s): Cada semana cuesta más.',
      solucion: 'Solution (20-45 s): Un plan concreto.',
      cta: 'CTA (45-60 s): Comenta «QUIERO».',
    };
    expect(SCRIPT_PARTS.map((part) => scriptPartText(labelled, part))).toEqual([
      '¿Sigues pagando de más?',
      'Muchos viven esperas eternas.',
      'Cada semana cuesta más.',
      'Un plan concreto.',
      'Comenta «QUIERO».',
    ]);
    // Only its own timing at the very start is a label; anything else is the text.
    expect(scriptPartText({ ...labelled, hook: 'Hook (3-10 s): no' }, 'hook')).toBe(
      'Hook (3-10 s): no',
    );
    expect(scriptPartText({ ...labelled, hook: 'Di esto: (0-3 s): sí' }, 'hook')).toBe(
      'Di esto: (0-3 s): sí',
    );
    const pack = { ...samplePack, guiones_video: [labelled, ...samplePack.guiones_video.slice(1)] };
    expect(sectionMarkdown(pack, 'guiones_video', es)).toContain(
      '- **Hook (0-3 s):** ¿Sigues pagando de más?\n',
    );
  });

  it('writes the 10 lead magnets with type and outline', () => {
    const magnets = sectionMarkdown(samplePack, 'lead_magnets', es);
    expect(linesStartingWith(magnets, '### ')).toHaveLength(10);
    expect(magnets).toContain(
      '### 2. Lead magnet 2\n\n- **Tipo:** Guía PDF\n- **Outline:** Outline 2',
    );
  });

  it('writes the 20 posts with platform, content and the visual idea only when there is one', () => {
    const posts = sectionMarkdown(samplePack, 'posts_sociales', es);
    expect(linesStartingWith(posts, '### ')).toHaveLength(20);
    expect(linesStartingWith(posts, '- **Idea visual:**')).toHaveLength(19);
    expect(posts).toContain('### 1. Instagram\n\nPost 1\n\n- **Idea visual:** Visual 1');
    expect(posts.endsWith('### 20. TikTok\n\nPost 20')).toBe(true);
  });

  it("names 'todas' as all industries", () => {
    expect(packMarkdown(samplePack, 'todas', es)).toMatch(/^# Pack de contenido: todas las/);
    expect(packMarkdown(samplePack, 'todas', en)).toMatch(/^# Content pack: all industries/);
  });

  it('writes English headings and labels in English', () => {
    const markdown = packMarkdown(samplePack, 'Accounting / Tax', en);
    expect(linesStartingWith(markdown, '## ')).toEqual([
      '## Titles (15)',
      '## Angles (10)',
      '## Copy bullets (20)',
      '## Video scripts (5)',
      '## Lead magnets (10)',
      '## Social posts (20)',
    ]);
    expect(markdown).toContain('- **Problem (3-10 s):** Problema 1');
    expect(markdown).toContain('- **Type:** Checklist');
  });

  it('gives one plain text per item for the copy buttons', () => {
    const counts = PACK_SECTIONS.map((section) => sectionItemTexts(samplePack, section, es).length);
    expect(counts).toEqual([15, 10, 20, 5, 10, 20]);
    expect(sectionItemTexts(samplePack, 'angulos', es)[0]).toBe(
      'Ángulo 1\n- Bullet 1.1\n- Bullet 1.2',
    );
    expect(sectionItemTexts(samplePack, 'guiones_video', es)[0]).toBe(
      'Hook (0-3 s): Hook 1\nProblema (3-10 s): Problema 1\nAgitación (10-20 s): Agitación 1\n' +
        'Solución (20-45 s): Solución 1\nCTA (45-60 s): CTA 1',
    );
    expect(sectionItemTexts(samplePack, 'lead_magnets', es)[0]).toBe(
      'Lead magnet 1\nTipo: Checklist\nOutline: Outline 1',
    );
    expect(sectionItemTexts(samplePack, 'posts_sociales', es)[19]).toBe(
      'Plataforma: TikTok\nPost 20',
    );
  });

  it('exports JSON with the industry and the spec field names', () => {
    const parsed = JSON.parse(packJson(samplePack, 'todas')) as Record<string, unknown>;
    expect(parsed.industry).toBe('todas');
    expect(contentPackSchema.parse(parsed)).toEqual(samplePack);
  });

  it('makes file names safe', () => {
    expect(packFileName('Clínica Estética', 'md')).toBe('replica-pack-clinica-estetica.md');
    expect(packFileName('Accounting / Tax', 'json')).toBe('replica-pack-accounting-tax.json');
    expect(packFileName('todas', 'md')).toBe('replica-pack-todas.md');
    expect(packFileName('///', 'md')).toBe('replica-pack-industria.md');
  });
});
