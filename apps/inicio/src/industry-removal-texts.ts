import { catalogue, formatCount, plural } from '@replica/ui';

export type IndustryRemovalTexts = {
  /** The edit dialog's ways out for the whole industry. */
  merge: string;
  delete: string;
  mergeTitle: (industry: string) => string;
  mergeHelp: (industry: string, comments: number) => string;
  mergeInto: string;
  mergeSubmit: string;
  merging: string;
  merged: (industry: string, into: string) => string;
  deleteTitle: (industry: string) => string;
  deleteQuestion: (industry: string, comments: number) => string;
  deleteSubmit: string;
  deleted: (industry: string, comments: number) => string;
  deleteFailed: (message: string) => string;
  cancel: string;
};

const comentarios = (n: number) => `${formatCount(n)} ${plural(n, 'comentario', 'comentarios')}`;

export const industryRemovalTexts = catalogue<IndustryRemovalTexts>(
  {
    merge: 'Fusionar con otra…',
    delete: 'Eliminar industria…',
    mergeTitle: (industry) => `Fusionar ${industry}`,
    mergeHelp: (industry, n) =>
      `Sus ${comentarios(n)}, ideas y seguimientos pasarán a la industria que elijas, y «${industry}» dejará de existir.`,
    mergeInto: 'Fusionar con',
    mergeSubmit: 'Fusionar',
    merging: 'Fusionando…',
    merged: (industry, into) => `«${industry}» se fusionó con «${into}».`,
    deleteTitle: (industry) => `¿Eliminar ${industry}?`,
    deleteQuestion: (industry, n) =>
      `Se eliminarán «${industry}» y sus ${comentarios(n)}, con sus análisis, ideas y seguimientos. No se puede deshacer.`,
    deleteSubmit: 'Eliminar',
    deleted: (industry, n) => `«${industry}» se eliminó con sus ${comentarios(n)}.`,
    deleteFailed: (message) => `No se pudo eliminar la industria: ${message}`,
    cancel: 'Cancelar',
  },
  () => import('./industry-removal-texts.en'),
);
