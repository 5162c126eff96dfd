import { lineAndColumn } from './binary-content';

/** Where a JSON text breaks: the first character the grammar does not allow, or its end. */
export interface JsonSyntaxError {
  line: number;
  column: number;
  /** The text ends before the document does (an unclosed string, list or object). */
  atEnd: boolean;
}

// What the scanner expects next.
type Expecting =
  'value' | 'valueOrListEnd' | 'key' | 'keyOrObjectEnd' | 'colon' | 'commaOrEnd' | 'nothing';

const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const isWhitespace = (character: string | undefined) =>
  character === ' ' || character === '\t' || character === '\n' || character === '\r';
const isDigit = (character: string | undefined) =>
  character !== undefined && character >= '0' && character <= '9';
const isHex = (character: string | undefined) =>
  character !== undefined && /^[0-9a-fA-F]$/.test(character);

/** The offset after the string that opens at `start`, or the offset of what breaks it. */
function scanString(text: string, start: number): { end: number } | { error: number } {
  let index = start + 1;
  while (index < text.length) {
    const character = text[index]!;
    if (character === '"') return { end: index + 1 };
    if (character < ' ') return { error: index };
    if (character === '\\') {
      const escaped = text[index + 1];
      if (escaped === 'u') {
        for (let digit = 2; digit < 6; digit += 1)
          if (!isHex(text[index + digit])) return { error: Math.min(index + digit, text.length) };
        index += 6;
        continue;
      }
      if (escaped === undefined || !ESCAPES.has(escaped)) return { error: index + 1 };
      index += 2;
      continue;
    }
    index += 1;
  }
  return { error: text.length };
}

function scanDigits(text: string, start: number): number {
  let index = start;
  while (isDigit(text[index])) index += 1;
  return index;
}

/** The offset after the number that starts at `start`, or the offset of what breaks it. */
function scanNumber(text: string, start: number): { end: number } | { error: number } {
  let index = text[start] === '-' ? start + 1 : start;
  if (text[index] === '0') index += 1;
  else if (isDigit(text[index])) index = scanDigits(text, index);
  else return { error: index };
  if (text[index] === '.') {
    if (!isDigit(text[index + 1])) return { error: index + 1 };
    index = scanDigits(text, index + 1);
  }
  if (text[index] === 'e' || text[index] === 'E') {
    index += 1;
    if (text[index] === '+' || text[index] === '-') index += 1;
    if (!isDigit(text[index])) return { error: index };
    index = scanDigits(text, index);
  }
  return { end: index };
}

/** The offset after `word` at `start`, or the offset of its first wrong character. */
function scanWord(text: string, start: number, word: string): { end: number } | { error: number } {
  for (let index = 0; index < word.length; index += 1)
    if (text[start + index] !== word[index]) return { error: start + index };
  return { end: start + word.length };
}

/** The offset of the first character of `text` that breaks JSON's grammar; null when none does. */
function errorOffset(text: string): number | null {
  // The open lists and objects, innermost last: an explicit stack, so nesting never overflows.
  const open: Array<'[' | '{'> = [];
  let expecting: Expecting = 'value';
  let index = 0;
  const afterValue = () => (open.length === 0 ? 'nothing' : 'commaOrEnd');

  while (index < text.length) {
    const character = text[index]!;
    if (isWhitespace(character)) {
      index += 1;
      continue;
    }
    const inside = open.at(-1);
    switch (expecting) {
      case 'nothing':
        return index;
      case 'colon':
        if (character !== ':') return index;
        expecting = 'value';
        index += 1;
        continue;
      case 'commaOrEnd':
        if (character === ',') expecting = inside === '[' ? 'value' : 'key';
        else if (character === (inside === '[' ? ']' : '}')) {
          open.pop();
          expecting = afterValue();
        } else return index;
        index += 1;
        continue;
      case 'key':
      case 'keyOrObjectEnd': {
        if (character === '}' && expecting === 'keyOrObjectEnd') {
          open.pop();
          expecting = afterValue();
          index += 1;
          continue;
        }
        if (character !== '"') return index;
        const key = scanString(text, index);
        if ('error' in key) return key.error;
        index = key.end;
        expecting = 'colon';
        continue;
      }
      case 'value':
      case 'valueOrListEnd': {
        if (character === ']' && expecting === 'valueOrListEnd') {
          open.pop();
          expecting = afterValue();
          index += 1;
          continue;
        }
        if (character === '[' || character === '{') {
          open.push(character);
          expecting = character === '[' ? 'valueOrListEnd' : 'keyOrObjectEnd';
          index += 1;
          continue;
        }
        const scanned =
          character === '"'
            ? scanString(text, index)
            : character === '-' || isDigit(character)
              ? scanNumber(text, index)
              : character === 't'
                ? scanWord(text, index, 'true')
                : character === 'f'
                  ? scanWord(text, index, 'false')
                  : character === 'n'
                    ? scanWord(text, index, 'null')
                    : { error: index };
        if ('error' in scanned) return scanned.error;
        index = scanned.end;
        expecting = afterValue();
        continue;
      }
    }
  }
  return expecting === 'nothing' ? null : text.length;
}

/**
 * Where `text` stops being JSON, by the grammar JSON.parse follows, or null when it is JSON:
 * JSON.parse says only that it failed, in words that differ from browser to browser.
 *
 * @example jsonSyntaxError('[{"text": "hola"}\n{"text": "adiós"}]') // { line: 2, column: 1, … }
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  const offset = errorOffset(text);
  if (offset === null) return null;
  return { ...lineAndColumn(text, offset), atEnd: offset >= text.length };
}
