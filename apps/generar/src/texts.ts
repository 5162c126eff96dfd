import { catalogue } from '@replica/ui';

/** The labels a content pack is shown and exported with (Markdown, copied text). */
export type PackLabels = {
  documentTitle: (industry: string) => string;
  allIndustries: string;
  sections: {
    titulos: string;
    angulos: string;
    copy_bullets: string;
    guiones_video: string;
    lead_magnets: string;
    posts_sociales: string;
  };
  script: (n: number) => string;
  scriptParts: {
    hook: string;
    problema: string;
    agitacion: string;
    solucion: string;
    cta: string;
  };
  leadMagnet: { tipo: string; outline: string };
  post: { plataforma: string; contenido: string; visualIdea: string };
};

export type GenerarTexts = {
  title: string;
  subtitle: string;
  industryLabel: string;
  industryHint: string;
  generate: string;
  generating: string;
  noAnalysedData: string;
  packHeading: (industry: string) => string;
  copy: string;
  copied: string;
  copyFailed: string;
  copySection: string;
  copyItem: (section: string, n: number) => string;
  copyWholeSection: (section: string) => string;
  downloadMarkdown: string;
  downloadJson: string;
  emptyTitle: string;
  emptyDescription: string;
  /** Instead of the form, for a role that may not generate (`role` is its name). */
  readOnly: (role: string) => string;
  /** The link after it, to the stored ideas a viewer can read. */
  readOnlyTemplates: string;
  close: string;
  /**
   * Under the heading of a model's pack some of whose pieces the rules wrote: how many, and
   * why (the API's reasons, in Spanish, with how many each).
   */
  replacedPieces: (count: number, reasons: string) => string;
  pack: PackLabels;
};

export const texts = catalogue<GenerarTexts>(
  {
    title: 'Generar Contenido',
    subtitle: 'Un pack de contenido persuasivo hecho con las objeciones reales de tu audiencia.',
    industryLabel: 'Industria',
    industryHint: "Escribe una industria o 'todas' para usar todas las industrias.",
    generate: 'Generar pack',
    generating: 'Generando pack de contenido...',
    noAnalysedData:
      'No hay comentarios analizados en esta industria todavía: analiza comentarios antes de generar contenido.',
    packHeading: (industry) => `Pack de contenido: ${industry}`,
    copy: 'Copiar',
    copied: '¡Copiado!',
    copyFailed: 'No se pudo copiar',
    copySection: 'Copiar sección',
    copyItem: (section, n) => `Copiar ${section} ${n}`,
    copyWholeSection: (section) => `Copiar sección ${section}`,
    downloadMarkdown: 'Descargar Markdown',
    downloadJson: 'Descargar JSON',
    emptyTitle: 'Aún no has generado ningún pack',
    emptyDescription:
      'Escribe una industria y pulsa «Generar pack»: 15 títulos, 10 ángulos, 20 copy bullets, 5 guiones de video, 10 lead magnets y 20 posts sociales.',
    readOnly: (role) => `Tu rol (${role}) no permite generar packs de contenido.`,
    readOnlyTemplates: 'Consulta las ideas de cada industria en Templates.',
    close: 'Cerrar',
    replacedPieces: (count, reasons) =>
      `El modelo escribió este pack; ${count === 1 ? '1 pieza la escribieron' : `${count} piezas las escribieron`} las reglas porque ${reasons}.`,
    pack: {
      documentTitle: (industry) => `Pack de contenido: ${industry}`,
      allIndustries: 'todas las industrias',
      sections: {
        titulos: 'Títulos',
        angulos: 'Ángulos',
        copy_bullets: 'Copy bullets',
        guiones_video: 'Guiones de video',
        lead_magnets: 'Lead magnets',
        posts_sociales: 'Posts sociales',
      },
      script: (n) => `Guion ${n}`,
      scriptParts: {
        hook: 'Hook',
        problema: 'Problema',
        agitacion: 'Agitación',
        solucion: 'Solución',
        cta: 'CTA',
      },
      leadMagnet: { tipo: 'Tipo', outline: 'Outline' },
      post: { plataforma: 'Plataforma', contenido: 'Contenido', visualIdea: 'Idea visual' },
    },
  },
  () => import('./texts.en'),
);
