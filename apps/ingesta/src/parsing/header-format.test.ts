// @vitest-environment node
import { csvFormat } from './header-format';

describe('csvFormat', () => {
  it('takes the line break that ends the header row', () => {
    expect(csvFormat('comment,author\r\nuno,dos\n').newline).toBe('\r\n');
    expect(csvFormat('comment,author\nuno,dos\r\n').newline).toBe('\n');
    expect(csvFormat('comment,author\runo,dos').newline).toBe('\r');
  });

  it('takes the delimiter that splits the header into the most cells', () => {
    expect(csvFormat('fecha;autor;comment\nuno, dos, tres;ana;x').delimiter).toBe(';');
    expect(csvFormat('fecha\tcomment\n').delimiter).toBe('\t');
    expect(csvFormat('fecha|comment|autor\n').delimiter).toBe('|');
    expect(csvFormat('comment\nuno; dos').delimiter).toBe(',');
  });

  it('ignores what is inside quoted header cells', () => {
    expect(csvFormat('"com;ment\r\n","autor"\nuno')).toEqual({ delimiter: ',', newline: '\n' });
  });

  it('leaves the line break to the parser before the header row ends or on a trailing CR', () => {
    expect(csvFormat('comment,author').newline).toBeUndefined();
    expect(csvFormat('"comment\n').newline).toBeUndefined();
    expect(csvFormat('comment\r').newline).toBeUndefined();
  });
});
