// @vitest-environment node
import { FILE_INPUT_ACCEPT, fileExtension, fileKind } from './file-kinds';

describe('fileKind', () => {
  it('accepts .csv, .json and .xlsx, in any case', () => {
    expect(fileKind('datos.CSV')).toBe('csv');
    expect(fileKind('export.final.json')).toBe('json');
    expect(fileKind('hoja.XLSX')).toBe('xlsx');
    expect(fileKind('hoja.xls')).toBeNull();
    expect(fileKind('csv')).toBeNull();
  });
});

describe('fileExtension', () => {
  it('gives the extension a refusal names, lower-cased and cut short when long', () => {
    expect(fileExtension('Notas.TXT')).toBe('.txt');
    expect(fileExtension(' informe.pdf ')).toBe('.pdf');
    expect(fileExtension('sin-extension')).toBe('');
    expect(fileExtension('raro.abcdefghijklmnopq')).toBe('.abcdefghijk…');
  });
});

describe('FILE_INPUT_ACCEPT', () => {
  it('is the accepted list the picker filters by', () => {
    expect(FILE_INPUT_ACCEPT).toBe('.csv,.json,.xlsx');
  });
});
