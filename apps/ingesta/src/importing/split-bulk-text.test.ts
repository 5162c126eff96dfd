// @vitest-environment node
import { splitBulkText } from './split-bulk-text';

describe('splitBulkText', () => {
  it('splits on every line with the single-newline separator', () => {
    expect(
      splitBulkText('Primer comentario\r\nSegundo comentario\n\nTercer comentario', {
        kind: 'newline',
      }),
    ).toEqual({
      pieces: ['Primer comentario', 'Segundo comentario', 'Tercer comentario'],
      tooShort: 0,
    });
  });

  it('keeps lines together and splits on blank lines with the double-newline separator', () => {
    const text = 'Primera línea\ndel primero\n\nSegundo comentario\n  \n\nTercer comentario';
    expect(splitBulkText(text, { kind: 'double-newline' }).pieces).toEqual([
      'Primera línea\ndel primero',
      'Segundo comentario',
      'Tercer comentario',
    ]);
  });

  it('splits on a custom separator such as the default ---', () => {
    const text = 'Es demasiado caro\n---\nNo confío en ellos\n---\n\n---';
    expect(splitBulkText(text, { kind: 'custom', value: '---' })).toEqual({
      pieces: ['Es demasiado caro', 'No confío en ellos'],
      tooShort: 0,
    });
    expect(splitBulkText('uno largo;; dos largo', { kind: 'custom', value: ';;' }).pieces).toEqual([
      'uno largo',
      'dos largo',
    ]);
  });

  it('finds a custom separator that holds a Windows line break', () => {
    const text = 'Es demasiado caro\r\n--\r\nNo confío en ellos';
    expect(splitBulkText(text, { kind: 'custom', value: '\r\n--\r\n' }).pieces).toEqual([
      'Es demasiado caro',
      'No confío en ellos',
    ]);
  });

  it('treats an empty custom separator as one comment', () => {
    expect(splitBulkText('Un comentario entero', { kind: 'custom', value: '' }).pieces).toEqual([
      'Un comentario entero',
    ]);
  });

  it('drops pieces shorter than 8 characters and counts them', () => {
    expect(splitBulkText('corto\nbastante largo\n1234567', { kind: 'newline' })).toEqual({
      pieces: ['bastante largo'],
      tooShort: 2,
    });
  });
});
