import { act, renderHook, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import {
  LANGUAGE_STORAGE_KEY,
  catalogue,
  languageAtom,
  textsReady,
  useLanguage,
  useTexts,
} from './language';

/** Every deferred catalogue's arrival: made catalogues stay registered from test to test. */
const arrivals: Array<() => void> = [];

/** A catalogue whose English arrives when the test says so, and counts its fetches. */
function deferredCatalogue() {
  let arrived = false;
  let resolve: (() => void) | undefined;
  const fetches = { count: 0 };
  const made = catalogue({ hello: 'Hola' }, () => {
    fetches.count += 1;
    return new Promise<{ default: { hello: string } }>((settle) => {
      resolve = () => settle({ default: { hello: 'Hello' } });
      if (arrived) resolve();
    });
  });
  const arrive = () => {
    arrived = true;
    resolve?.();
  };
  arrivals.push(arrive);
  return { made, fetches, arrive };
}

describe('language', () => {
  beforeEach(() => {
    localStorage.clear();
    getDefaultStore().set(languageAtom, 'es');
  });
  afterEach(() => {
    for (const arrive of arrivals) arrive();
  });

  it('speaks Spanish by default and fetches no English', () => {
    const { made, fetches } = deferredCatalogue();
    const { result } = renderHook(() => useTexts(made));

    expect(result.current.hello).toBe('Hola');
    expect(fetches.count).toBe(0);
  });

  it('switches to English once its texts are at hand, and remembers the choice', async () => {
    const { made, fetches, arrive } = deferredCatalogue();
    const { result } = renderHook(() => ({ texts: useTexts(made), language: useLanguage() }));

    act(() => result.current.language[1]('en'));
    // Still Spanish, whole, while English is on its way: never a mix of the two.
    expect(result.current.language[0]).toBe('es');
    expect(result.current.texts.hello).toBe('Hola');

    await act(async () => arrive());
    await waitFor(() => expect(result.current.texts.hello).toBe('Hello'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('"en"');
    expect(fetches.count).toBe(1);
  });

  it('starts fetching English when a catalogue is made in English, and loads are ready after', async () => {
    getDefaultStore().set(languageAtom, 'en');
    const { made, fetches, arrive } = deferredCatalogue();
    expect(fetches.count).toBe(1);

    let ready = false;
    const readiness = textsReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    arrive();
    await readiness;

    const { result } = renderHook(() => useTexts(made));
    expect(result.current.hello).toBe('Hello');
  });

  it('shows Spanish, and a later try fetches again, when English fails to arrive', async () => {
    getDefaultStore().set(languageAtom, 'en');
    let attempts = 0;
    const made = catalogue({ hello: 'Hola' }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: { hello: 'Hello' } };
    });
    await textsReady();
    const { result } = renderHook(() => useTexts(made));

    expect(result.current.hello).toBe('Hola');
    await waitFor(() => expect(result.current.hello).toBe('Hello'));
    expect(attempts).toBe(2);
  });

  it('picks a few inline words in the current language', () => {
    getDefaultStore().set(languageAtom, 'en');
    const { result } = renderHook(() => useTexts({ es: 'Sí', en: 'Yes' }));

    expect(result.current).toBe('Yes');
  });

  it('starts in the remembered language after a reload', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '"en"');
    vi.resetModules();
    const reloaded = await import('./language');

    expect(getDefaultStore().get(reloaded.languageAtom)).toBe('en');
  });
});
