import type { ImportedComment } from '@replica/api-client/schemas';

/** Why a file gave no comments; each maps to one error text of the file tab. */
export type FileProblem = 'unsupported' | 'noCommentColumn' | 'noValidComments' | 'unreadable';

/** A workbook's sheets and the one read. */
export interface SheetChoice {
  names: string[];
  chosen: string;
}

/**
 * A parsed file: its comments (8 characters or more) and how many pieces were too short, or why
 * it gave none; a workbook also names its sheets.
 */
export type ParseOutcome = (
  { ok: true; comments: ImportedComment[]; tooShort: number } | { ok: false; problem: FileProblem }
) & { sheets?: SheetChoice };

const FILE_KINDS = ['csv', 'json', 'xlsx'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * The spec's .csv and .json, and Excel's .xlsx, by extension whatever the browser says the type
 * is.
 */
export function fileKind(fileName: string): FileKind | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return FILE_KINDS.find((kind) => kind === extension) ?? null;
}
