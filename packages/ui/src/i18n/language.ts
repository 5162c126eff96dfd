import { useAtom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'replica.language';

/**
 * The interface language, Spanish by default. It lives in this shared package (a
 * Module Federation singleton, like jotai) so the footer toggle of one screen switches every
 * screen, and it is kept in localStorage so a reload remembers it.
 */
export const languageAtom = atomWithStorage<Language>(LANGUAGE_STORAGE_KEY, 'es', undefined, {
  getOnInit: true,
});

/** One catalogue per screen: the same keys in both languages, checked by TypeScript. */
export type Catalogue<Texts> = Record<Language, Texts>;

/** The current language and its setter. */
export function useLanguage() {
  return useAtom(languageAtom);
}

/**
 * The texts of a catalogue in the current language.
 *
 * @example
 * const t = useTexts(inicioTexts);
 * return <h1>{t.title}</h1>;
 */
export function useTexts<Texts>(catalogue: Catalogue<Texts>): Texts {
  return catalogue[useAtomValue(languageAtom)];
}
