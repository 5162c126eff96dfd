import { languageAtom } from '@replica/ui/core';
import { getDefaultStore } from 'jotai';

/**
 * Keeps `<html lang>` on the interface language from now on: screen readers choose their voice
 * by it, and the api-client sends it as Accept-Language, so the API's error texts follow the
 * screen. Returns the function that stops following.
 */
export function followInterfaceLanguage(store = getDefaultStore()): () => void {
  const apply = () => {
    document.documentElement.lang = store.get(languageAtom);
  };
  apply();
  return store.sub(languageAtom, apply);
}
