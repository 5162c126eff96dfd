import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { LANGUAGE_STORAGE_KEY, useLanguage, useTexts } from './language';

const catalogue = { es: { hello: 'Hola' }, en: { hello: 'Hello' } };

function withStore(store: ReturnType<typeof createStore>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

describe('language', () => {
  beforeEach(() => localStorage.clear());

  it('speaks Spanish by default', () => {
    const { result } = renderHook(() => useTexts(catalogue), {
      wrapper: withStore(createStore()),
    });

    expect(result.current.hello).toBe('Hola');
  });

  it('switches every catalogue and remembers the choice', () => {
    const store = createStore();
    const { result } = renderHook(() => ({ texts: useTexts(catalogue), language: useLanguage() }), {
      wrapper: withStore(store),
    });

    act(() => result.current.language[1]('en'));

    expect(result.current.texts.hello).toBe('Hello');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('"en"');
  });

  it('starts in the remembered language after a reload', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '"en"');
    vi.resetModules();
    const reloaded = await import('./language');

    expect(createStore().get(reloaded.languageAtom)).toBe('en');
  });
});
