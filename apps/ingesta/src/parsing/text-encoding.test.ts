// @vitest-environment node
import { encodeText } from '../test/encode-text';
import { detectTextEncoding, readText } from './text-encoding';

const SAMPLE = 'Reseña,Usuario\n"Demasiado caro, ¿no?",Íñigo Zoë\n';
const blob = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]);

describe('detectTextEncoding and readText', () => {
  it.each([
    ['utf-8', true],
    ['utf-8', false],
    ['utf-16le', true],
    ['utf-16le', false],
    ['utf-16be', true],
    ['utf-16be', false],
    ['windows-1252', false],
  ] as const)('reads %s text (byte order mark: %s) as written', async (encoding, mark) => {
    const bytes = blob(encodeText(SAMPLE, encoding, mark));
    expect(await detectTextEncoding(bytes)).toBe(encoding);
    expect(await readText(bytes)).toBe(SAMPLE);
  });

  it('reads plain ASCII as UTF-8', async () => {
    expect(await detectTextEncoding(blob(new TextEncoder().encode('comment\nhola\n')))).toBe(
      'utf-8',
    );
  });

  it('calls a file Windows-1252 when a byte past its first 4 KB is not UTF-8', async () => {
    const text = `${'a'.repeat(10_000)}ñ`;
    expect(await readText(blob(encodeText(text, 'windows-1252')))).toBe(text);
  });

  it('does not take binary bytes with zeros on both sides for UTF-16', async () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, index) => (index % 3 === 0 ? 0 : 7));
    expect(await detectTextEncoding(blob(bytes))).not.toMatch(/utf-16/);
  });

  it('reads an empty file as UTF-8', async () => {
    expect(await readText(new Blob([]))).toBe('');
  });
});
