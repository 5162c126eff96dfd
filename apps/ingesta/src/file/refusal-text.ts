import type { FileRefusal } from '../parsing/parse-outcome';
import type { ingestaTexts } from '../texts';

type FileTexts = (typeof ingestaTexts)['es']['file'];

/**
 * The lines that say why a file was refused and where, under the spec's 'Error al procesar
 * archivo'; the rows a refused file skipped are listed apart. `sheet` is the workbook's sheet read.
 *
 * @example refusalText(texts.file, { problem: 'brokenJson', line: 3, column: 7, atEnd: false })
 * // ['JSON mal formado en la línea 3, columna 7.']
 */
export function refusalText(t: FileTexts, refusal: FileRefusal, sheet = ''): string[] {
  switch (refusal.problem) {
    case 'unsupported':
      return [t.unsupported(refusal.extension)];
    case 'binary':
      return [t.binary(refusal.looksLike, refusal.line)];
    case 'brokenJson':
      return [t.brokenJson(refusal.line, refusal.column, refusal.atEnd)];
    case 'notWorkbook':
      return [t.notWorkbook(refusal.looksLike)];
    case 'workbookTooLarge':
      return [t.workbookTooLarge(refusal.bytes, refusal.maxBytes, refusal.unpacked)];
    case 'tooManyRows':
      return [t.tooManyRows(sheet, refusal.maxRows)];
    case 'noCommentColumn':
      return [t.noCommentColumn, t.headerRead(refusal.row, refusal.header)];
    case 'noValidComments':
      return refusal.tooShort > 0
        ? [t.noValidComments, t.tooShortDropped(refusal.tooShort)]
        : [t.noValidComments];
    case 'unreadable':
      return [t.unreadable];
  }
}
