import { catalogue } from '@replica/ui';

export type TemplatesTexts = {
  title: string;
  subtitle: string;
  industry: string;
  generate: string;
  generating: string;
  generated: (n: number) => string;
  loading: string;
  noAnalysedData: string;
  deleteQuestion: string;
  deleteConfirm: string;
  cancel: string;
  close: string;
  retry: string;
  emptyTitle: string;
  emptyDescription: string;
  /** For a role that may not generate ideas, which has no 'Generar Ideas' to press. */
  emptyDescriptionReadOnly: string;
  count: (n: number) => string;
  labels: { hook: string; angle: string; scriptOutline: string; delete: string };
};

export const texts = catalogue<TemplatesTexts>(
  {
    title: 'Templates',
    subtitle: 'Ideas de contenido hechas con los pain points y las causas raíz de cada industria.',
    industry: 'Industria',
    generate: 'Generar Ideas',
    generating: 'Generando ideas...',
    generated: (n) => `✅ ${n} idea(s) generada(s)`,
    loading: 'Cargando ideas...',
    noAnalysedData:
      'No hay comentarios analizados en esta industria todavía: analiza comentarios antes de generar contenido.',
    deleteQuestion: '¿Seguro que deseas borrar esta idea?',
    deleteConfirm: 'Borrar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    retry: 'Reintentar',
    emptyTitle: 'Aún no hay ideas para esta industria',
    emptyDescription: 'Pulsa «Generar Ideas» para crearlas a partir de sus objeciones analizadas.',
    emptyDescriptionReadOnly: 'Aparecerán aquí cuando alguien del equipo las genere.',
    count: (n) => `${n} idea(s)`,
    labels: { hook: 'Hook', angle: 'Ángulo', scriptOutline: 'Guion', delete: 'Borrar' },
  },
  () => import('./texts.en'),
);
