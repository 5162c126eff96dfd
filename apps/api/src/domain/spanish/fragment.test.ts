import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMENTS, count } from './count';
import { fragment, sentence } from './fragment';
import { agree, definite, nounPhrase } from './noun-phrase';
import { quoteComment } from './quote';

const pain = nounPhrase('el miedo a las consecuencias');
const fears = nounPhrase('los efectos secundarios');

describe('sentence', () => {
  it('fills typed slots and capitalises the sentence', () => {
    expect(sentence`${definite(pain)} no ${agree(pain, 'tiene', 'tienen')} por qué frenarte.`).toBe(
      'El miedo a las consecuencias no tiene por qué frenarte.',
    );
    expect(sentence`¿${definite(fears)} te ${agree(fears, 'preocupa', 'preocupan')}?`).toBe(
      '¿Los efectos secundarios te preocupan?',
    );
  });

  it('takes quotes and counts, and keeps a quote spelling at the start', () => {
    const quote = quoteComment('me da cosa que salga mal') ?? fragment``;
    expect(sentence`${quote}, nos escribieron en ${count(2, COMMENTS)}.`).toBe(
      '«me da cosa que salga mal», nos escribieron en 2 comentarios.',
    );
  });

  it('leaves no double space or stray space where an optional slot is empty', () => {
    const none = fragment``;
    expect(sentence`Lo dice ${none}, y lo repite ${none}.`).toBe('Lo dice, y lo repite.');
  });

  it('refuses a raw label or a noun phrase without its article, at compile time', () => {
    const label: string = 'miedo a las consecuencias';
    // @ts-expect-error a raw string is not a typed slot: "Entiendo que miedo a … preocupe"
    expect(sentence`Entiendo que ${label} preocupe.`).toContain(label);
    // @ts-expect-error a noun phrase must say which article it takes in this slot
    expect(() => fragment`${pain}`).not.toThrow();
    // @ts-expect-error a bare number has no unit: '3 comentarios', never '3'
    expect(fragment`${3}`).toBe('3');
  });
});

describe('grammatical', () => {
  it('is called only inside domain/spanish, so other modules cannot brand a raw string', () => {
    const root = join(import.meta.dirname, '..', '..');
    const offenders = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.startsWith(join('domain', 'spanish')))
      .filter((file) => /\bgrammatical\(/.test(readFileSync(join(root, file), 'utf8')))
      .map((file) => relative(root, join(root, file)));
    expect(offenders).toEqual([]);
  });
});
