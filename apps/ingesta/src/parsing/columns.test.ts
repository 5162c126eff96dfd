// @vitest-environment node
import { findCsvColumns } from './columns';
import { fileKind } from './parse-outcome';

describe('findCsvColumns', () => {
  it('picks the comment column before the author, so user_comment is the text', () => {
    expect(findCsvColumns(['user_comment', 'username', 'fecha', 'source'])).toEqual({
      text: 0,
      author: 1,
      date: 2,
      platform: 3,
    });
  });

  it('matches case-insensitively and leaves optional columns undefined', () => {
    expect(findCsvColumns(['ID', 'MENSAJE'])).toEqual({
      text: 1,
      author: undefined,
      date: undefined,
      platform: undefined,
    });
  });

  it('needs a comment column', () => {
    expect(findCsvColumns(['author', 'date'])).toBeNull();
  });
});

describe('fileKind', () => {
  it('accepts only .csv and .json, in any case', () => {
    expect(fileKind('datos.CSV')).toBe('csv');
    expect(fileKind('export.final.json')).toBe('json');
    expect(fileKind('hoja.xlsx')).toBeNull();
    expect(fileKind('csv')).toBeNull();
  });
});
