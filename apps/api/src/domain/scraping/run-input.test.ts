import { describe, expect, it } from 'vitest';
import { InvalidRunInputError, parseRunInput } from './run-input';

describe('parseRunInput', () => {
  it('reads a JSON object', () => {
    expect(parseRunInput('{"startUrls":[{"url":"https://youtu.be/x"}],"maxComments":100}')).toEqual(
      {
        startUrls: [{ url: 'https://youtu.be/x' }],
        maxComments: 100,
      },
    );
  });

  it('takes no input as an empty one', () => {
    expect(parseRunInput(undefined)).toEqual({});
    expect(parseRunInput('   ')).toEqual({});
  });

  it.each(['{"maxComments": ', 'maxComments: 100', '[1, 2]', '"texto"', 'null', '42'])(
    'refuses %j with a Spanish message',
    (text) => {
      expect(() => parseRunInput(text)).toThrow(InvalidRunInputError);
      expect(() => parseRunInput(text)).toThrow(/^El input JSON no es válido: /);
    },
  );
});
