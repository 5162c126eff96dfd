// @vitest-environment node
import { encodeText } from '../test/encode-text';
import { parseCsvComments } from './csv-comments';
import type { TextEncoding } from './text-encoding';

const NONE_SKIPPED = { total: 0, listed: [] };

async function parse(text: string) {
  const outcome = await parseCsvComments(text);
  if (!outcome.ok) throw new Error(`expected comments, got ${outcome.problem}`);
  return outcome;
}

describe('parseCsvComments', () => {
  it('maps the header columns by the spec substrings', async () => {
    const outcome = await parse(
      'Fecha,Autor,User Comment,Plataforma\n' +
        '2024-05-01,ana,Es demasiado caro para mí,Instagram\n',
    );
    expect(outcome.comments).toEqual([
      {
        text: 'Es demasiado caro para mí',
        author: 'ana',
        date: '2024-05-01',
        platform: 'Instagram',
      },
    ]);
  });

  it('accepts text, mensaje, autor and source headers', async () => {
    const outcome = await parse('autor,mensaje,source\nluis,No confío en ellos,TikTok\n');
    expect(outcome.comments).toEqual([
      { text: 'No confío en ellos', author: 'luis', platform: 'TikTok' },
    ]);
    const byText = await parse('text\nUn comentario largo\n');
    expect(byText.comments).toEqual([{ text: 'Un comentario largo' }]);
  });

  it('keeps commas, doubled quotes and newlines inside quoted fields', async () => {
    const outcome = await parse(
      'author,comment\n' +
        '"Pérez, Ana","Caro, lento y ""raro"", no vuelvo"\n' +
        'luis,"Primera línea\nsegunda línea, con coma"\n',
    );
    expect(outcome.comments).toEqual([
      { author: 'Pérez, Ana', text: 'Caro, lento y "raro", no vuelvo' },
      { author: 'luis', text: 'Primera línea\nsegunda línea, con coma' },
    ]);
  });

  it('ignores a UTF-8 byte order mark before the header', async () => {
    const outcome = await parse('\uFEFFcomment,author\nNo tengo tiempo para esto,eva\n');
    expect(outcome.comments).toEqual([{ text: 'No tengo tiempo para esto', author: 'eva' }]);
  });

  it('reads semicolon-delimited files', async () => {
    const outcome = await parse(
      'fecha;mensaje;autor\n2024-01-02;Muy caro, de verdad;"ana; luis"\n2024-01-03;Tardan meses;eva\n',
    );
    expect(outcome.comments).toEqual([
      { date: '2024-01-02', text: 'Muy caro, de verdad', author: 'ana; luis' },
      { date: '2024-01-03', text: 'Tardan meses', author: 'eva' },
    ]);
  });

  it('reads tab-separated files with Spanish synonym headers', async () => {
    const outcome = await parse(
      'Comentario\tNombre\tPublicado\tRed social\n' +
        'Demasiado caro para mí\tAna\t2024-05-01\tInstagram\n',
    );
    expect(outcome.comments).toEqual([
      {
        text: 'Demasiado caro para mí',
        author: 'Ana',
        date: '2024-05-01',
        platform: 'Instagram',
      },
    ]);
  });

  it('reads the semicolon CSV Excel writes in Spanish locales, in Windows-1252', async () => {
    const text =
      'Opinión;Usuario;Creado;Canal\r\n' +
      '"Caro; y tardan un año";Íñigo;01/05/2024;Facebook\r\n' +
      'No me fío de la garantía;Begoña;02/05/2024;Instagram\r\n';
    const outcome = await parseCsvComments(new Blob([encodeText(text, 'windows-1252')]));
    expect(outcome).toEqual({
      ok: true,
      tooShort: 0,
      skipped: NONE_SKIPPED,
      comments: [
        {
          text: 'Caro; y tardan un año',
          author: 'Íñigo',
          date: '01/05/2024',
          platform: 'Facebook',
        },
        {
          text: 'No me fío de la garantía',
          author: 'Begoña',
          date: '02/05/2024',
          platform: 'Instagram',
        },
      ],
    });
  });

  it.each([
    ['utf-8', true],
    ['utf-8', false],
    ['utf-16le', true],
    ['utf-16be', true],
    ['utf-16le', false],
    ['windows-1252', false],
  ] as const satisfies readonly (readonly [TextEncoding, boolean])[])(
    'decodes a %s file (byte order mark: %s), in small chunks too',
    async (encoding, mark) => {
      const text = 'reseña,autor\nNo confío en la reseña,José\nMuy lento el envío,Zoë\n';
      const bytes = encodeText(text, encoding, mark);
      for (const chunkSize of [undefined, 7]) {
        const outcome = await parseCsvComments(new Blob([bytes]), { chunkSize });
        expect(outcome).toEqual({
          ok: true,
          tooShort: 0,
          skipped: NONE_SKIPPED,
          comments: [
            { text: 'No confío en la reseña', author: 'José' },
            { text: 'Muy lento el envío', author: 'Zoë' },
          ],
        });
      }
    },
  );

  it('handles Windows line endings and blank lines', async () => {
    const outcome = await parse('comment\r\nPrimer comentario\r\n\r\nSegundo comentario\r\n');
    expect(outcome.comments.map((comment) => comment.text)).toEqual([
      'Primer comentario',
      'Segundo comentario',
    ]);
  });

  it('skips comments shorter than 8 characters and counts them', async () => {
    const outcome = await parse('comment\ncorto\n1234567\n12345678\n\n"  x  "\n');
    expect(outcome.comments).toEqual([{ text: '12345678' }]);
    expect(outcome.tooShort).toBe(3);
  });

  it('trims surrounding quotes and spaces from values', async () => {
    const outcome = await parse('comment,author\n  \'Demasiado caro\'  , "eva" \n');
    expect(outcome.comments).toEqual([{ text: 'Demasiado caro', author: 'eva' }]);
  });

  it('refuses a file without a comment column, saying which row it read and what it held', async () => {
    expect(await parseCsvComments('nombre,correo\nana,ana@example.com\n')).toEqual({
      ok: false,
      problem: 'noCommentColumn',
      row: 1,
      header: ['nombre', 'correo'],
    });
    // Blank lines before the header count, as a spreadsheet numbers them; long cells are cut.
    expect(await parseCsvComments(`\n , \n${'x'.repeat(80)},correo\n`)).toEqual({
      ok: false,
      problem: 'noCommentColumn',
      row: 3,
      header: [`${'x'.repeat(59)}…`, 'correo'],
    });
  });

  it('finds no valid comments in an empty file, a lone header or only short pieces', async () => {
    for (const [text, tooShort] of [
      ['', 0],
      ['comment\n', 0],
      ['comment\nhola\nadiós\n', 2],
    ] as const) {
      expect(await parseCsvComments(text)).toEqual({
        ok: false,
        problem: 'noValidComments',
        tooShort,
        skipped: NONE_SKIPPED,
      });
    }
  });

  it('refuses binary junk, saying the line where the text breaks', async () => {
    let seed = 7;
    const junk = Array.from({ length: 4_000 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return String.fromCharCode(seed % 256);
    }).join('');
    expect(
      await parseCsvComments(new Blob([Uint8Array.from(junk, (c) => c.charCodeAt(0))])),
    ).toMatchObject({ ok: false, problem: 'binary', looksLike: null });
    const text = 'comment\nEs demasiado caro para mí\r\nNo confío\n\u0000\u0001\u0002 datos\n';
    for (const input of [text, new Blob([text])])
      expect(await parseCsvComments(input)).toEqual({
        ok: false,
        problem: 'binary',
        looksLike: null,
        line: 4,
      });
  });

  it('keeps a comment holding a lone control character', async () => {
    const outcome = await parse('comment\nUn pitido \u0007 en medio del texto\n');
    expect(outcome.comments).toEqual([{ text: 'Un pitido \u0007 en medio del texto' }]);
  });

  it.each([
    ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]],
    ['zip', [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]],
    ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00]],
    ['image', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['gzip', [0x1f, 0x8b, 0x08, 0x00]],
  ] as const)('names a %s file picked as CSV by its first bytes', async (looksLike, bytes) => {
    const file = new Blob([Uint8Array.from([...bytes, ...new TextEncoder().encode('comment\n')])]);
    expect(await parseCsvComments(file)).toEqual({
      ok: false,
      problem: 'binary',
      looksLike,
      line: 1,
    });
  });

  it('skips and lists rows with a value over 5,000 characters, importing the rest', async () => {
    const text =
      'comment,author\n' +
      'Es demasiado caro para mí,ana\n' +
      '\n' +
      `"${'a'.repeat(100_000)}",luis\n` +
      '"Dos líneas\nen una fila",eva\n' +
      `Tardan meses en contestar,${'b'.repeat(5_001)}\n` +
      `"${'c'.repeat(5_000)}",leo\n`;
    const expected = {
      ok: true,
      tooShort: 0,
      comments: [
        { text: 'Es demasiado caro para mí', author: 'ana' },
        { text: 'Dos líneas\nen una fila', author: 'eva' },
        { text: 'c'.repeat(5_000), author: 'leo' },
      ],
      skipped: {
        total: 2,
        listed: [
          { place: 'row', number: 4, field: 'comment', length: 100_000, max: 5_000 },
          { place: 'row', number: 6, field: 'author', length: 5_001, max: 5_000 },
        ],
      },
    };
    expect(await parseCsvComments(text)).toEqual(expected);
    // Rows keep their numbers whatever the chunks they arrive in.
    expect(await parseCsvComments(new Blob([text]), { chunkSize: 1_000 })).toEqual(expected);
  });

  it('lists the first 100 rows over the limit and counts them all', async () => {
    const rows = Array.from({ length: 250 }, (_, row) =>
      row % 2 === 0 ? `Comentario número ${row}` : 'x'.repeat(6_000),
    );
    const outcome = await parse(`comment\n${rows.join('\n')}\n`);
    expect(outcome.comments).toHaveLength(125);
    expect(outcome.skipped.total).toBe(125);
    expect(outcome.skipped.listed).toHaveLength(100);
    expect(outcome.skipped.listed[0]).toMatchObject({ number: 3, field: 'comment' });
    expect(outcome.skipped.listed.at(-1)).toMatchObject({ number: 201 });
  });

  it('refuses a file whose every comment is over the limit, listing them', async () => {
    expect(await parseCsvComments(`Opinión\n${'z'.repeat(7_000)}\nhola\n`)).toEqual({
      ok: false,
      problem: 'noValidComments',
      tooShort: 1,
      skipped: {
        total: 1,
        listed: [{ place: 'row', number: 2, field: 'Opinión', length: 7_000, max: 5_000 }],
      },
    });
  });

  it('reads a Blob in chunks and reports progress up to the whole file', async () => {
    const lines = Array.from({ length: 2_000 }, (_, row) => `"Comentario número ${row}, con coma"`);
    const fractions: number[] = [];
    const outcome = await parseCsvComments(new Blob([`comment\n${lines.join('\n')}\n`]), {
      chunkSize: 4_096,
      onProgress: ({ fraction }) => fractions.push(fraction),
    });
    expect(outcome.ok && outcome.comments.length).toBe(2_000);
    expect(outcome.ok && outcome.comments[1_999]).toEqual({
      text: 'Comentario número 1999, con coma',
    });
    expect(fractions.length).toBeGreaterThan(5);
    expect(fractions.at(-1)).toBeCloseTo(1, 1);
  });

  it('streams a 50 MB file from a Blob', async () => {
    const plain = '2024-05-01,Ana,Tardan meses en responder y cobran de más,YouTube\n';
    const quoted = '2024-05-02,"García, Ana","Caro, dijeron ""ya veremos""\notra vez",TikTok\n';
    const block = plain.repeat(9) + quoted;
    const blocks = Math.ceil((50 * 1024 * 1024) / block.length);
    const file = new Blob([`date,author,comment,platform\n${block.repeat(blocks)}`]);
    expect(file.size).toBeGreaterThanOrEqual(50 * 1024 * 1024);

    const outcome = await parseCsvComments(file, { chunkSize: 4 * 1024 * 1024 });

    expect(outcome.ok && outcome.comments.length).toBe(blocks * 10);
    expect(outcome.ok && outcome.comments.at(-1)).toEqual({
      date: '2024-05-02',
      author: 'García, Ana',
      text: 'Caro, dijeron "ya veremos"\notra vez',
      platform: 'TikTok',
    });
  }, 30_000);

  it('takes delimiter and line break from the header row when chunks are smaller', async () => {
    const text = '"comment";"author"\r\n"Dijo ""caro"" y se fue";"ana"\r\n';
    const outcome = await parseCsvComments(new Blob([text]), { chunkSize: 1 });
    expect(outcome).toEqual({
      ok: true,
      tooShort: 0,
      skipped: NONE_SKIPPED,
      comments: [{ text: 'Dijo "caro" y se fue', author: 'ana' }],
    });
  });

  it('keeps CRLF rows apart when the first chunk ends inside a quoted line break', async () => {
    const text = '"comment","author"\r\n"Dos\r\nlíneas","ana"\r\n"Es demasiado caro","luis"\r\n';
    for (const chunkSize of [6, 8, 25, 30]) {
      expect(await parseCsvComments(new Blob([text]), { chunkSize })).toEqual({
        ok: true,
        tooShort: 0,
        skipped: NONE_SKIPPED,
        comments: [
          { text: 'Dos\r\nlíneas', author: 'ana' },
          { text: 'Es demasiado caro', author: 'luis' },
        ],
      });
    }
  });

  it('decodes a character cut in two by a chunk boundary', async () => {
    const text = `comment\n${'ñ'.repeat(5_000)}\n`;
    const outcome = await parseCsvComments(new Blob([text]), { chunkSize: 1_001 });
    expect(outcome.ok && outcome.comments[0]?.text).toBe('ñ'.repeat(5_000));
  });
});
