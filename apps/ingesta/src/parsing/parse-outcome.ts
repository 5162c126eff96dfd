import type { ImportedComment } from '@replica/api-client/schemas';

/** Why a file gave no comments; each maps to one text of spec §8. */
export type FileProblem = 'unsupported' | 'noCommentColumn' | 'noValidComments' | 'unreadable';

/** A parsed file: its comments (8 characters or more) and how many pieces were too short. */
export type ParseOutcome =
  { ok: true; comments: ImportedComment[]; tooShort: number } | { ok: false; problem: FileProblem };

export type FileKind = 'csv' | 'json';

/** Only .csv and .json are accepted (spec §5), whatever the browser says the type is. */
export function fileKind(fileName: string): FileKind | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'json' ? extension : null;
}
