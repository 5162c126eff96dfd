// @vitest-environment node
import { HEADER_SYNONYMS, findCsvColumns } from './columns';

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
    expect(findCsvColumns(['nombre', 'canal', 'publicado'])).toBeNull();
  });

  describe.each(Object.entries(HEADER_SYNONYMS))('the %s synonyms', (field, synonyms) => {
    // Each synonym beside a text column (or alone for the text), as typed, in capitals, without
    // accents and inside a longer header.
    const variants = (synonym: string) => [
      synonym,
      synonym.toUpperCase(),
      synonym.normalize('NFD').replace(/\p{M}/gu, ''),
      ` ${synonym[0]!.toUpperCase()}${synonym.slice(1)} del cliente `,
    ];
    it.each(synonyms.flatMap(variants))('finds "%s"', (header) => {
      const row = field === 'text' ? ['id', header] : ['comment', 'id', header];
      const columns = findCsvColumns(row);
      expect(columns?.[field as 'text']).toBe(row.length - 1);
    });
  });

  it('matches a synonym as whole words only, so "shared" is not "red"', () => {
    expect(findCsvColumns(['comment', 'shared', 'credits'])).toMatchObject({
      platform: undefined,
      date: undefined,
    });
    expect(findCsvColumns(['comment', 'Red social'])).toMatchObject({ platform: 1 });
  });

  it('keeps the spec names first: "texto" over "comentario", "autor" over "nombre"', () => {
    expect(findCsvColumns(['Comentario', 'Texto', 'Nombre', 'Autor'])).toMatchObject({
      text: 1,
      author: 3,
    });
  });
});
