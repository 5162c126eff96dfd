// @vitest-environment node
import { deeplyNestedJson, hostileText } from '@replica/api-client/testing';
import fc from 'fast-check';
import { jsonSyntaxError } from './json-syntax-error';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('jsonSyntaxError', () => {
  it('finds nothing wrong in JSON', () => {
    for (const text of ['[]', ' {"a": [1, -0.5e+3, true, false, null, "\\u00e9\\n"]} ', '"x"', '0'])
      expect(jsonSyntaxError(text)).toBeNull();
  });

  it.each([
    ['a missing comma between items', '[\n  {"a": 1}\n  {"b": 2}\n]', 3, 3],
    ['a trailing comma', '[1, 2,]', 1, 7],
    ['a key without quotes', '{text: "hola"}', 1, 2],
    ['single quotes', "['hola']", 1, 2],
    ['a bad escape', '["a\\x"]', 1, 5],
    ['a bad unicode escape', '["\\u12g4"]', 1, 7],
    ['a raw line break inside a string', '["dos\nlíneas"]', 1, 6],
    ['a leading zero', '[01]', 1, 3],
    ['a dot without decimals', '[1.]', 1, 4],
    ['an exponent without digits', '[1e+]', 1, 5],
    ['a misspelt literal', '{"a": tru}', 1, 10],
    ['text after the document', '[1]\r\nx', 2, 1],
    ['a missing colon', '{"a" 1}', 1, 6],
  ])('points at %s', (_, text, line, column) => {
    expect(jsonSyntaxError(text)).toEqual({ line, column, atEnd: false });
  });

  it.each([
    ['an empty text', '', 1, 1],
    ['blank text', ' \n ', 2, 2],
    ['an unclosed list', '[1, 2', 1, 6],
    ['an unclosed string', '{"text": "sin cerrar', 1, 21],
    ['a key without a value', '{"a":', 1, 6],
  ])('says %s ends too early, where it ends', (_, text, line, column) => {
    expect(jsonSyntaxError(text)).toEqual({ line, column, atEnd: true });
  });

  it('follows nesting of any depth without overflowing', () => {
    const depth = 200_000;
    expect(jsonSyntaxError('['.repeat(depth) + ']'.repeat(depth))).toBeNull();
    expect(jsonSyntaxError('['.repeat(depth) + ']'.repeat(depth - 1))).toMatchObject({
      atEnd: true,
    });
  });

  it('agrees with JSON.parse on what is JSON, whatever the text', () => {
    // JSON, JSON with one character taken out, put in or changed, and any text.
    const json = fc.json();
    const edited = fc
      .tuple(json, fc.nat(), fc.constantFrom('', ',', '"', ':', ']', '}', '\\', '\n', 'x', '0'))
      .chain(([text, at, character]) =>
        fc.constantFrom(
          text.slice(0, at % (text.length + 1)) + character + text.slice(at % (text.length + 1)),
          text.slice(0, at % (text.length + 1)) + text.slice((at % (text.length + 1)) + 1),
          text.slice(0, at % (text.length + 1)) +
            character +
            text.slice((at % (text.length + 1)) + 1),
        ),
      );
    fc.assert(
      fc.property(fc.oneof(json, edited, hostileText(60), deeplyNestedJson), (text) => {
        expect(jsonSyntaxError(text) === null).toBe(parses(text));
      }),
      { numRuns: 4_000 },
    );
  });
});
