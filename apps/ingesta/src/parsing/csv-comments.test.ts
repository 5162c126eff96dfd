// @vitest-environment node
import { encodeText } from '../test/encode-text';
import { parseCsvComments } from './csv-comments';
import type { TextEncoding } from './text-encoding';

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

  it('refuses a file without a comment column', async () => {
    expect(await parseCsvComments('nombre,correo\nana,ana@example.com\n')).toEqual({
      ok: false,
      problem: 'noCommentColumn',
    });
  });

  it('finds no valid comments in an empty file, a lone header or only short pieces', async () => {
    for (const text of ['', 'comment\n', 'comment\nhola\nadiós\n']) {
      expect(await parseCsvComments(text)).toEqual({ ok: false, problem: 'noValidComments' });
    }
  });

  it('calls binary junk unreadable', async () => {
    let seed = 7;
    const junk = Array.from({ length: 4_000 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return String.fromCharCode(seed % 256);
    }).join('');
    const decoded = new TextDecoder().decode(new TextEncoder().encode(`comment\n${junk}`));
    expect(
      await parseCsvComments(new Blob([Uint8Array.from(junk, (c) => c.charCodeAt(0))])),
    ).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect((await parseCsvComments(decoded.replace('comment\n', '\u0000'))).ok).toBe(false);
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
      comments: [{ text: 'Dijo "caro" y se fue', author: 'ana' }],
    });
  });

  it('keeps CRLF rows apart when the first chunk ends inside a quoted line break', async () => {
    const text = '"comment","author"\r\n"Dos\r\nlíneas","ana"\r\n"Es demasiado caro","luis"\r\n';
    for (const chunkSize of [6, 8, 25, 30]) {
      expect(await parseCsvComments(new Blob([text]), { chunkSize })).toEqual({
        ok: true,
        tooShort: 0,
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
