// @vitest-environment node
import type { FileRefusal } from '../parsing/parse-outcome';
import { ingestaTexts } from '../texts';
import english from '../texts.en';
import { refusalText } from './refusal-text';

const MB = 1024 * 1024;
const noneSkipped = { total: 0, listed: [] };

// Every refusal, with what it says in each language.
const cases: Array<[FileRefusal, string[], string[]]> = [
  [
    { problem: 'unsupported', extension: '.txt' },
    ['Formato no soportado (.txt). Solo se aceptan archivos .csv, .json o .xlsx.'],
    ['Unsupported format (.txt). Only .csv, .json or .xlsx files are accepted.'],
  ],
  [
    { problem: 'unsupported', extension: '' },
    ['Formato no soportado (archivo sin extensión). Solo se aceptan archivos .csv, .json o .xlsx.'],
    [
      'Unsupported format (the file has no extension). Only .csv, .json or .xlsx files are accepted.',
    ],
  ],
  [
    { problem: 'binary', looksLike: 'ole', line: 1 },
    [
      'Se detectó un archivo binario, no de texto: parece un documento de Office antiguo (.xls o .doc).',
    ],
    ['Binary file detected, not text: it looks like an older Office document (.xls or .doc).'],
  ],
  [
    { problem: 'binary', looksLike: null, line: 1_204 },
    [
      'Se detectó un archivo binario, no de texto: tiene caracteres de control desde la línea 1,204.',
    ],
    ['Binary file detected, not text: it has control characters from line 1,204 on.'],
  ],
  [
    { problem: 'brokenJson', line: 12, column: 7, atEnd: false },
    ['JSON mal formado en la línea 12, columna 7.'],
    ['Malformed JSON at line 12, column 7.'],
  ],
  [
    { problem: 'notWorkbook', looksLike: 'image' },
    ['El archivo no es un libro de Excel (.xlsx): parece una imagen.'],
    ['The file is not an Excel workbook (.xlsx): it looks like an image.'],
  ],
  [
    { problem: 'notWorkbook', looksLike: null },
    ['El archivo no es un libro de Excel (.xlsx): no se reconoce su formato.'],
    ['The file is not an Excel workbook (.xlsx): its format is not recognised.'],
  ],
  [
    { problem: 'workbookTooLarge', bytes: 20 * MB + 1, maxBytes: 20 * MB, unpacked: false },
    ['El libro pesa 20.1 MB; el máximo para un .xlsx es 20 MB. Guárdalo como CSV para importarlo.'],
    ['The workbook is 20.1 MB; the maximum for an .xlsx is 20 MB. Save it as CSV to import it.'],
  ],
  [
    { problem: 'workbookTooLarge', bytes: 1_288 * MB, maxBytes: 200 * MB, unpacked: true },
    [
      'El libro ocupa 1,288 MB descomprimido; el máximo es 200 MB. Guárdalo como CSV para importarlo.',
    ],
    ['The workbook takes 1,288 MB unpacked; the maximum is 200 MB. Save it as CSV to import it.'],
  ],
  [
    { problem: 'tooManyRows', maxRows: 100_000 },
    [
      'La hoja «Datos» pasa de 100,000 filas, el máximo para un .xlsx. Guárdala como CSV para importarla.',
    ],
    [
      'The sheet “Datos” runs past 100,000 rows, the maximum for an .xlsx. Save it as CSV to import it.',
    ],
  ],
  [
    { problem: 'noCommentColumn', row: 2, header: ['Nombre', '', 'Correo'] },
    [
      'No se encontró columna de comentarios. Busca: "comment", "text" o "mensaje"',
      'Encabezado leído en la fila 2: «Nombre», «», «Correo».',
    ],
    [
      'No comment column found. Looking for: "comment", "text" or "mensaje"',
      'Header read in row 2: “Nombre”, “”, “Correo”.',
    ],
  ],
  [
    { problem: 'noValidComments', tooShort: 0, skipped: noneSkipped },
    ['No se encontraron comentarios válidos en el archivo'],
    ['No valid comments found in the file'],
  ],
  [
    { problem: 'unreadable' },
    [
      'No se pudo leer el archivo: puede estar dañado, protegido con contraseña o haber cambiado mientras se leía.',
    ],
    [
      'The file could not be read: it may be damaged, locked with a password or changed while it was read.',
    ],
  ],
];

describe('refusalText', () => {
  it.each(cases)('says why %j was refused, in Spanish and English', (refusal, es, en) => {
    expect(refusalText(ingestaTexts.es.file, refusal, 'Datos')).toEqual(es);
    expect(refusalText(english.file, refusal, 'Datos')).toEqual(en);
  });
});

describe('skipped row texts', () => {
  it('name the row or item, the column or field, the length and the limit', () => {
    const { es } = ingestaTexts;
    const en = english;
    const row = {
      place: 'row',
      number: 12,
      field: 'Opinión',
      length: 100_000,
      max: 5_000,
    } as const;
    expect(es.file.skippedRow(row)).toBe(
      'La fila 12 tiene 100,000 caracteres en la columna «Opinión»; el máximo es 5,000.',
    );
    expect(en.file.skippedRow({ ...row, place: 'item', field: null })).toBe(
      'Item 12 has 100,000 characters; the maximum is 5,000.',
    );
    expect(es.file.skippedTitle(1, 'item')).toBe(
      '1 elemento omitido por tener un valor demasiado largo',
    );
    expect(en.file.skippedMore(1_400)).toBe('…and 1,400 more');
  });
});
