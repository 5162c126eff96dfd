// @vitest-environment node
import { binaryFormat, binaryLine, lineAndColumn } from './binary-content';

describe('binaryFormat', () => {
  it('tells formats people pick by mistake from their first bytes', () => {
    const starting = (...bytes: number[]) => binaryFormat(Uint8Array.from(bytes));
    expect(starting(0x50, 0x4b, 0x03, 0x04, 0x14)).toBe('zip');
    expect(starting(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)).toBe('ole');
    expect(starting(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31)).toBe('pdf');
    expect(starting(0xff, 0xd8, 0xff, 0xe0)).toBe('image');
    expect(starting(0x1f, 0x8b, 0x08)).toBe('gzip');
  });

  it('takes text for text, a byte order mark included', () => {
    for (const text of ['comment\n', '%PD', '\uFEFFcomment', ''])
      expect(binaryFormat(new TextEncoder().encode(text))).toBeNull();
    expect(binaryFormat(Uint8Array.from([0xff, 0xfe, 0x63, 0x00]))).toBeNull();
  });
});

describe('binaryLine', () => {
  it('reads text, and text with a stray control character, as text', () => {
    expect(binaryLine('comment\nEs caro\n')).toBeNull();
    expect(binaryLine('comment\nUn pitido \u0007 aquí, largo de verdad\n')).toBeNull();
    expect(binaryLine('')).toBeNull();
  });

  it('names the line where a NUL or a run of control characters starts', () => {
    expect(binaryLine('comment\nEs caro\r\n\u0000')).toBe(3);
    expect(binaryLine('a\rb\n\u0001\u0002\u0003\u0004')).toBe(3);
    expect(binaryLine('\ufffd\ufffd\ufffd\ufffdabc')).toBe(1);
  });
});

describe('lineAndColumn', () => {
  it('counts CRLF, LF and a lone CR as one line break each', () => {
    const text = 'uno\r\ndos\nres\rcuatro';
    expect(lineAndColumn(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn(text, 5)).toEqual({ line: 2, column: 1 });
    expect(lineAndColumn(text, 13)).toEqual({ line: 4, column: 1 });
    expect(lineAndColumn(text, text.length)).toEqual({ line: 4, column: 7 });
  });
});
