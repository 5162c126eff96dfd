import { formatCount, plural } from '@replica/ui';
import type { IndustryRemovalTexts } from './industry-removal-texts';

const comments = (n: number) => `${formatCount(n)} ${plural(n, 'comment', 'comments')}`;

/** The English of `./industry-removal-texts.ts`, fetched the first time the interface is in English. */
const english: IndustryRemovalTexts = {
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
};

export default english;
