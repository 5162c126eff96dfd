import type { GenerarTexts } from './texts';

/** The English of `./texts.ts`, fetched the first time the interface is in English. */
const english: GenerarTexts = {
  title: 'Generate Content',
  subtitle: "A persuasive content pack built from your audience's real objections.",
  industryLabel: 'Industry',
  industryHint: "Type an industry, or 'todas' to use every industry.",
  generate: 'Generate pack',
  generating: 'Generating content pack...',
  noAnalysedData:
    'There are no analysed comments in this industry yet: analyse comments before generating content.',
  packHeading: (industry) => `Content pack: ${industry}`,
  copy: 'Copy',
  copied: 'Copied!',
  copyFailed: 'Could not copy',
  copySection: 'Copy section',
  copyItem: (section, n) => `Copy ${section} ${n}`,
  copyWholeSection: (section) => `Copy section ${section}`,
  downloadMarkdown: 'Download Markdown',
  downloadJson: 'Download JSON',
  emptyTitle: 'You have not generated a pack yet',
  emptyDescription:
    'Type an industry and press "Generate pack": 15 titles, 10 angles, 20 copy bullets, 5 video scripts, 10 lead magnets and 20 social posts.',
  readOnly: (role) => `Your role (${role}) does not allow generating content packs.`,
  readOnlyTemplates: "See each industry's ideas in Templates.",
  close: 'Close',
  replacedPieces: (count, reasons) =>
    `The AI model wrote this pack; the rules wrote ${count === 1 ? '1 piece' : `${count} pieces`} of it because ${reasons}.`,
  pack: {
    documentTitle: (industry) => `Content pack: ${industry}`,
    allIndustries: 'all industries',
    sections: {
      titulos: 'Titles',
      angulos: 'Angles',
      copy_bullets: 'Copy bullets',
      guiones_video: 'Video scripts',
      lead_magnets: 'Lead magnets',
      posts_sociales: 'Social posts',
    },
    script: (n) => `Script ${n}`,
    scriptParts: {
      hook: 'Hook',
      problema: 'Problem',
      agitacion: 'Agitation',
      solucion: 'Solution',
      cta: 'CTA',
    },
    leadMagnet: { tipo: 'Type', outline: 'Outline' },
    post: { plataforma: 'Platform', contenido: 'Content', visualIdea: 'Visual idea' },
  },
};

export default english;
