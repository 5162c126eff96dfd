import { describe, expect, it } from 'vitest';
import { UTF8_BOM, csvField, csvRecord } from './csv';
import { csvStream } from './csv-stream';

describe('csvField', () => {
  it('leaves plain text unquoted', () => {
    expect(csvField('precio alto')).toBe('precio alto');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvField('caro, muy caro')).toBe('"caro, muy caro"');
    expect(csvField('dijo "caro"')).toBe('"dijo ""caro"""');
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=HYPERLINK("http://x")', '+1', '-1+2', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a formula start with a leading quote: %j',
    (text) => {
      const field = csvField(text);
      const unquoted = field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
      expect(unquoted).toBe(`'${text}`);
    },
  );

  it('does not touch a formula character that is not the first', () => {
    expect(csvField('1+1=2')).toBe('1+1=2');
  });

  it('writes numbers as numbers, negative ones included, and nothing for null', () => {
    expect(csvField(-0.5)).toBe('-0.5');
    expect(csvField(0.83)).toBe('0.83');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('writes dates as ISO 8601 in UTC', () => {
    expect(csvField(new Date('2026-03-04T10:20:00.000Z'))).toBe('2026-03-04T10:20:00.000Z');
  });

  it('keeps accents, ñ and emoji as they are', () => {
    expect(csvField('Señora, ¿qué? 😀')).toBe('"Señora, ¿qué? 😀"');
  });
});

describe('csvRecord', () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvRecord([1, 'a,b', null, '=x'])).toBe('1,"a,b",,\'=x\r\n');
  });
});

describe('csvStream', () => {
  async function* batches() {
    yield [[1, 'uno']];
    yield [
      [2, 'dos, tres'],
      [3, '@cuatro'],
    ];
  }

  it('starts with the UTF-8 BOM and the header, then every batch', async () => {
    const bytes = new Uint8Array(
      await new Response(csvStream(['id', 'text'], batches())).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(`${UTF8_BOM}id,text\r\n1,uno\r\n2,"dos, tres"\r\n3,'@cuatro\r\n`);
  });

  it('asks for no batch before the reader wants one, and stops asking when it cancels', async () => {
    let asked = 0;
    async function* counted() {
      for (;;) {
        asked += 1;
        yield [[asked]];
      }
    }
    const reader = csvStream(['n'], counted()).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(asked).toBeLessThanOrEqual(2);
  });
});
