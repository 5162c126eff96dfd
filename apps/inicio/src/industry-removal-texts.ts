import { type Catalogue, formatCount, plural } from '@replica/ui';

type IndustryRemovalTexts = {
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
const comments = (n: number) => `${formatCount(n)} ${plural(n, 'comment', 'comments')}`;

export const industryRemovalTexts: Catalogue<IndustryRemovalTexts> = {
  es: {
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
  en: {
    merge: 'Merge into another…',
    delete: 'Delete industry…',
    mergeTitle: (industry) => `Merge ${industry}`,
    mergeHelp: (industry, n) =>
      `Its ${comments(n)}, ideas and watches move to the industry you choose, and “${industry}” stops existing.`,
    mergeInto: 'Merge into',
    mergeSubmit: 'Merge',
    merging: 'Merging…',
    merged: (industry, into) => `“${industry}” was merged into “${into}”.`,
    deleteTitle: (industry) => `Delete ${industry}?`,
    deleteQuestion: (industry, n) =>
      `“${industry}” and its ${comments(n)} will be deleted, with their analyses, ideas and watches. This cannot be undone.`,
    deleteSubmit: 'Delete',
    deleted: (industry, n) => `“${industry}” was deleted with its ${comments(n)}.`,
    deleteFailed: (message) => `The industry could not be deleted: ${message}`,
    cancel: 'Cancel',
  },
};
