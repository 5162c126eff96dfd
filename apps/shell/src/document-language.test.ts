import { languageAtom } from '@replica/ui';
import { createStore } from 'jotai';
import { followInterfaceLanguage } from './document-language';

describe('followInterfaceLanguage', () => {
  it('puts the interface language on <html lang> and follows every change', () => {
    const store = createStore();
    store.set(languageAtom, 'en');
    const stop = followInterfaceLanguage(store);
    expect(document.documentElement.lang).toBe('en');
    store.set(languageAtom, 'es');
    expect(document.documentElement.lang).toBe('es');
    stop();
    store.set(languageAtom, 'en');
    expect(document.documentElement.lang).toBe('es');
  });
});
