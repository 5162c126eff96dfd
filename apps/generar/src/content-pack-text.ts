import {
  ALL_INDUSTRIES,
  type ContentPack,
  PACK_SECTIONS,
  type PackSection,
} from '@replica/api-client';
import type { PackLabels } from './texts';

/** The parts of a 60-second video script and their timing, in the order a script is read. */
export const SCRIPT_TIMINGS = {
  hook: '0-3 s',
  problema: '3-10 s',
  agitacion: '10-20 s',
  solucion: '20-45 s',
  cta: '45-60 s',
} as const;
export type ScriptPart = keyof typeof SCRIPT_TIMINGS;
export const SCRIPT_PARTS = Object.keys(SCRIPT_TIMINGS) as ScriptPart[];

/** 'Hook (0-3 s)', 'Problema (3-10 s)', … */
export function scriptPartLabel(part: ScriptPart, labels: PackLabels): string {
  return `${labels.scriptParts[part]} (${SCRIPT_TIMINGS[part]})`;
}

/**
 * A script part's words without a leading label of its own timing ('Hook (0-3 s): …'), which the
 * rules pack writes into the text: the screen and the exports label each part themselves.
 */
export function scriptPartText(script: Record<ScriptPart, string>, part: ScriptPart): string {
  // Timings hold only digits, '-', spaces and 's': nothing to escape outside a character class.
  const ownLabel = new RegExp(
    `^[^:()\\n]{1,30}\\(\\s*${SCRIPT_TIMINGS[part]}\\s*\\)\\s*:\\s*`,
    'u',
  );
  return script[part].replace(ownLabel, '');
}

/** How the pack names its industry: 'todas' reads as all industries. */
export function industryName(industry: string, labels: PackLabels): string {
  return industry === ALL_INDUSTRIES ? labels.allIndustries : industry;
}

/**
 * One plain-text string per item of a section: what each item's copy button puts on the
 * clipboard, ready to paste into a post or a document.
 */
export function sectionItemTexts(
  pack: ContentPack,
  section: PackSection,
  labels: PackLabels,
): string[] {
  switch (section) {
    case 'titulos':
      return pack.titulos;
    case 'copy_bullets':
      return pack.copy_bullets;
    case 'angulos':
      return pack.angulos.map((angle) =>
        [angle.titulo, ...angle.bullets.map((bullet) => `- ${bullet}`)].join('\n'),
      );
    case 'guiones_video':
      return pack.guiones_video.map((script) =>
        SCRIPT_PARTS.map(
          (part) => `${scriptPartLabel(part, labels)}: ${scriptPartText(script, part)}`,
        ).join('\n'),
      );
    case 'lead_magnets':
      return pack.lead_magnets.map((magnet) =>
        [
          magnet.titulo,
          `${labels.leadMagnet.tipo}: ${magnet.tipo}`,
          `${labels.leadMagnet.outline}: ${magnet.outline}`,
        ].join('\n'),
      );
    case 'posts_sociales':
      return pack.posts_sociales.map((post) =>
        [
          `${labels.post.plataforma}: ${post.plataforma}`,
          post.contenido,
          ...(post.visual_idea ? [`${labels.post.visualIdea}: ${post.visual_idea}`] : []),
        ].join('\n'),
      );
  }
}

/** The body of one section in Markdown, without its heading. */
function sectionBody(pack: ContentPack, section: PackSection, labels: PackLabels): string {
  switch (section) {
    case 'titulos':
      return pack.titulos.map((title, i) => `${i + 1}. ${title}`).join('\n');
    case 'copy_bullets':
      return pack.copy_bullets.map((bullet) => `- ${bullet}`).join('\n');
    case 'angulos':
      return pack.angulos
        .map(
          (angle, i) =>
            `### ${i + 1}. ${angle.titulo}\n\n${angle.bullets.map((b) => `- ${b}`).join('\n')}`,
        )
        .join('\n\n');
    case 'guiones_video':
      return pack.guiones_video
        .map((script, i) => {
          const parts = SCRIPT_PARTS.map(
            (part) => `- **${scriptPartLabel(part, labels)}:** ${scriptPartText(script, part)}`,
          );
          return `### ${labels.script(i + 1)}\n\n${parts.join('\n')}`;
        })
        .join('\n\n');
    case 'lead_magnets':
      return pack.lead_magnets
        .map(
          (magnet, i) =>
            `### ${i + 1}. ${magnet.titulo}\n\n` +
            `- **${labels.leadMagnet.tipo}:** ${magnet.tipo}\n` +
            `- **${labels.leadMagnet.outline}:** ${magnet.outline}`,
        )
        .join('\n\n');
    case 'posts_sociales':
      return pack.posts_sociales
        .map((post, i) => {
          const visual = post.visual_idea
            ? `\n\n- **${labels.post.visualIdea}:** ${post.visual_idea}`
            : '';
          return `### ${i + 1}. ${post.plataforma}\n\n${post.contenido}${visual}`;
        })
        .join('\n\n');
  }
}

/** One section in Markdown, headed by its name and item count: what its copy button copies. */
export function sectionMarkdown(
  pack: ContentPack,
  section: PackSection,
  labels: PackLabels,
): string {
  const count = pack[section].length;
  return `## ${labels.sections[section]} (${count})\n\n${sectionBody(pack, section, labels)}`;
}

/** The whole pack as one Markdown document, in the screen's language. */
export function packMarkdown(pack: ContentPack, industry: string, labels: PackLabels): string {
  const title = `# ${labels.documentTitle(industryName(industry, labels))}`;
  const sections = PACK_SECTIONS.map((section) => sectionMarkdown(pack, section, labels));
  return `${[title, ...sections].join('\n\n')}\n`;
}

/** The whole pack as JSON, with the spec's field names and the industry it was made for. */
export function packJson(pack: ContentPack, industry: string): string {
  return `${JSON.stringify({ industry, ...pack }, null, 2)}\n`;
}

/** `replica-pack-clinica-estetica.md`: the industry made safe for a file name. */
export function packFileName(industry: string, extension: 'md' | 'json'): string {
  const slug = industry
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `replica-pack-${slug || 'industria'}.${extension}`;
}
