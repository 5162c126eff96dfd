// @vitest-environment node
import { parseJsonComments } from './json-comments';

const NONE_SKIPPED = { total: 0, listed: [] };

describe('parseJsonComments', () => {
  it('reads an array of comment objects with the spec field names', () => {
    const outcome = parseJsonComments(
      JSON.stringify([
        { comment: 'Es demasiado caro', author: 'ana', date: '2024-05-01', platform: 'YouTube' },
        { text: 'No confío en ellos', autor: 'luis', fecha: '2024-05-02', plataforma: 'TikTok' },
        {
          mensaje: 'Tardan meses en responder',
          user: 'eva',
          created_at: '2024-05-03',
          source: 'X',
        },
        { content: 'No tengo tiempo ahora', username: 'leo' },
      ]),
    );
    expect(outcome).toEqual({
      ok: true,
      tooShort: 0,
      skipped: NONE_SKIPPED,
      comments: [
        { text: 'Es demasiado caro', author: 'ana', date: '2024-05-01', platform: 'YouTube' },
        { text: 'No confío en ellos', author: 'luis', date: '2024-05-02', platform: 'TikTok' },
        { text: 'Tardan meses en responder', author: 'eva', date: '2024-05-03', platform: 'X' },
        { text: 'No tengo tiempo ahora', author: 'leo' },
      ],
    });
  });

  it('reads a single comment object', () => {
    expect(parseJsonComments('{"Mensaje": "Un solo comentario largo", "Autor": "ana"}')).toEqual({
      ok: true,
      tooShort: 0,
      skipped: NONE_SKIPPED,
      comments: [{ text: 'Un solo comentario largo', author: 'ana' }],
    });
  });

  it('reads an object wrapping the array, and plain strings', () => {
    const outcome = parseJsonComments(
      '{"comments": ["Primer comentario", {"text": "Segundo texto"}]}',
    );
    expect(outcome.ok && outcome.comments).toEqual([
      { text: 'Primer comentario' },
      { text: 'Segundo texto' },
    ]);
  });

  it('drops pieces under 8 characters and counts them', () => {
    const outcome = parseJsonComments(
      '[{"text": "corto"}, {"text": "bastante largo"}, {"text": 7}]',
    );
    expect(outcome).toEqual({
      ok: true,
      tooShort: 2,
      skipped: NONE_SKIPPED,
      comments: [{ text: 'bastante largo' }],
    });
  });

  it('counts list items without text (null, booleans, nested lists) as dropped pieces', () => {
    const outcome = parseJsonComments('[null, true, [], "Es demasiado caro", 123456789]');
    expect(outcome).toEqual({
      ok: true,
      tooShort: 3,
      skipped: NONE_SKIPPED,
      comments: [{ text: 'Es demasiado caro' }, { text: '123456789' }],
    });
  });

  it('reads the header synonyms as field names, the spec names first', () => {
    expect(
      parseJsonComments(
        '[{"Opinión": "Es demasiado caro", "usuario": "ana", "publicado": "2024-05-01", "canal": "YouTube"}]',
      ),
    ).toEqual({
      ok: true,
      tooShort: 0,
      skipped: NONE_SKIPPED,
      comments: [
        { text: 'Es demasiado caro', author: 'ana', date: '2024-05-01', platform: 'YouTube' },
      ],
    });
    const both = parseJsonComments(
      '[{"body": "El cuerpo del mensaje", "text": "El texto elegido"}]',
    );
    expect(both.ok && both.comments).toEqual([{ text: 'El texto elegido' }]);
    // A field without a value leaves the next name its place.
    const empty = parseJsonComments('[{"comment": null, "reseña": "Tardan demasiado"}]');
    expect(empty.ok && empty.comments).toEqual([{ text: 'Tardan demasiado' }]);
  });

  it('finds nothing under wrong field names or only short pieces, and says how many were short', () => {
    const nothing = { ok: false, problem: 'noValidComments', skipped: NONE_SKIPPED };
    expect(parseJsonComments('[{"cuerpo": "Es demasiado caro", "quien": "ana"}]')).toEqual({
      ...nothing,
      tooShort: 1,
    });
    expect(parseJsonComments('[{"text": "hola"}]')).toEqual({ ...nothing, tooShort: 1 });
    expect(parseJsonComments('[]')).toEqual({ ...nothing, tooShort: 0 });
    expect(parseJsonComments('42')).toEqual({ ...nothing, tooShort: 0 });
  });

  it('refuses broken JSON with the line and column where it breaks', () => {
    const twoObjects = '[\n  {"text": "Es demasiado caro"}\n  {"text": "No confío en ellos"}\n]';
    expect(parseJsonComments(twoObjects)).toEqual({
      ok: false,
      problem: 'brokenJson',
      line: 3,
      column: 3,
      atEnd: false,
    });
    expect(parseJsonComments('\uFEFF[{"text": "Trailing comma"},]')).toEqual({
      ok: false,
      problem: 'brokenJson',
      line: 1,
      column: 29,
      atEnd: false,
    });
  });

  it('says when the JSON ends before it closes', () => {
    expect(parseJsonComments('{"text": "sin cerrar"\r\n')).toEqual({
      ok: false,
      problem: 'brokenJson',
      line: 2,
      column: 1,
      atEnd: true,
    });
  });

  it('refuses binary bytes read as JSON as binary, with the line they start on', () => {
    expect(parseJsonComments('\u0000\u0001binario')).toEqual({
      ok: false,
      problem: 'binary',
      looksLike: null,
      line: 1,
    });
    expect(parseJsonComments('[\n"Es demasiado caro"\n\u0000\u0000\u0000')).toMatchObject({
      problem: 'binary',
      line: 3,
    });
  });

  it('skips and lists items with a value over 5,000 characters, importing the rest', () => {
    const outcome = parseJsonComments(
      JSON.stringify({
        comments: [
          { mensaje: 'Es demasiado caro para mí', autor: 'ana' },
          { Mensaje: 'x'.repeat(100_000) },
          'y'.repeat(5_001),
          { text: 'No confío en la garantía', username: 'u'.repeat(6_000) },
          'Tardan meses en contestar',
        ],
      }),
    );
    expect(outcome).toEqual({
      ok: true,
      tooShort: 0,
      comments: [
        { text: 'Es demasiado caro para mí', author: 'ana' },
        { text: 'Tardan meses en contestar' },
      ],
      skipped: {
        total: 3,
        listed: [
          { place: 'item', number: 2, field: 'Mensaje', length: 100_000, max: 5_000 },
          { place: 'item', number: 3, field: null, length: 5_001, max: 5_000 },
          { place: 'item', number: 4, field: 'username', length: 6_000, max: 5_000 },
        ],
      },
    });
  });

  it('ignores a byte-order mark', () => {
    expect(parseJsonComments('\uFEFF[{"text": "Con marca de orden"}]').ok).toBe(true);
  });
});
