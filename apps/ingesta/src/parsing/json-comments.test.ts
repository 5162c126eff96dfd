// @vitest-environment node
import { parseJsonComments } from './json-comments';

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
    expect(outcome).toEqual({ ok: true, tooShort: 2, comments: [{ text: 'bastante largo' }] });
  });

  it('counts list items without text (null, booleans, nested lists) as dropped pieces', () => {
    const outcome = parseJsonComments('[null, true, [], "Es demasiado caro", 123456789]');
    expect(outcome).toEqual({
      ok: true,
      tooShort: 3,
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

  it('finds nothing under wrong field names or only short pieces', () => {
    expect(parseJsonComments('[{"cuerpo": "Es demasiado caro", "quien": "ana"}]')).toEqual({
      ok: false,
      problem: 'noValidComments',
    });
    expect(parseJsonComments('[{"text": "hola"}]')).toEqual({
      ok: false,
      problem: 'noValidComments',
    });
    expect(parseJsonComments('[]')).toEqual({ ok: false, problem: 'noValidComments' });
    expect(parseJsonComments('42')).toEqual({ ok: false, problem: 'noValidComments' });
  });

  it('calls text that is not JSON unreadable', () => {
    expect(parseJsonComments('{"text": "sin cerrar"')).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(parseJsonComments('\u0000\u0001binario')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('ignores a byte-order mark', () => {
    expect(parseJsonComments('\uFEFF[{"text": "Con marca de orden"}]').ok).toBe(true);
  });
});
