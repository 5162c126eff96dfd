import { describe, expect, it } from 'vitest';
import { reviveStorableText, storableRecord, storableText } from './storable-text';

describe('storableText', () => {
  it('drops NUL characters', () => {
    expect(storableText('\u0000Es demasiado\u0000 caro\u0000')).toBe('Es demasiado caro');
  });

  it('replaces lone surrogates and keeps surrogate pairs (emoji)', () => {
    expect(storableText('a\ud800b\udfffc')).toBe('a\ufffdb\ufffdc');
    expect(storableText('\udfff\ud800')).toBe('\ufffd\ufffd');
    expect(storableText('caro 😀 \u200f')).toBe('caro 😀 \u200f');
  });

  it('cleans every string of a parsed JSON document and of a query string', () => {
    const body = JSON.parse('{"text":"a\\u0000b","tags":["\\ud800"],"n":1}', reviveStorableText);
    expect(body).toEqual({ text: 'ab', tags: ['\ufffd'], n: 1 });
    expect(storableRecord({ industry: 'x\u0000', q: '\udc00' })).toEqual({
      industry: 'x',
      q: '\ufffd',
    });
  });
});
