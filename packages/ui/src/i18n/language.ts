import { getDefaultStore, useAtom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useEffect, useSyncExternalStore } from 'react';

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

/**
 * One catalogue of texts, the same keys in both languages (TypeScript checks the English module
 * against the Spanish one's type). Spanish, the product's first language, comes with the code
 * that shows it; English is a module of its own, fetched the first time English is wanted, so a
 * Spanish-speaking visitor never downloads it (~10 KB gzip over the shell and the screens).
 */
export interface Catalogue<Texts> {
  readonly es: Texts;
  /** The English texts, once fetched. */
  readonly english: () => Texts | undefined;
  readonly loadEnglish: () => Promise<Texts>;
  readonly subscribe: (listener: () => void) => () => void;
}

/** Every catalogue created so far: the ones of the code loaded so far. */
const catalogues = new Set<Catalogue<unknown>>();

const interfaceLanguage = () => getDefaultStore().get(languageAtom);

/**
 * A catalogue of `es` and the English module `loadEnglish` imports (its default export). Made
 * while English is the interface language, it starts fetching English at once.
 *
 * @example
 * export const inicioTexts = catalogue<InicioTexts>({ title: 'Inicio' }, () => import('./texts.en'));
 */
export function catalogue<Texts>(
  es: Texts,
  loadEnglish: () => Promise<{ default: Texts }>,
): Catalogue<Texts> {
  let english: Texts | undefined;
  let request: Promise<Texts> | undefined;
  const listeners = new Set<() => void>();
  const made: Catalogue<Texts> = {
    es,
    english: () => english,
    loadEnglish() {
      request ??= loadEnglish().then(
        (module) => {
          english = module.default;
          for (const listener of listeners) listener();
          return module.default;
        },
        (error: unknown) => {
          request = undefined;
          throw error;
        },
      );
      return request;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  catalogues.add(made);
  if (interfaceLanguage() === 'en') made.loadEnglish().catch(() => undefined);
  return made;
}

/** Whether every catalogue made so far has its English at hand. */
function englishAtHand(): boolean {
  return [...catalogues].every((made) => made.english() !== undefined);
}

/** Fetches the English of every catalogue made so far (each once). */
export async function loadEnglishTexts(): Promise<void> {
  await Promise.all([...catalogues].map((made) => made.loadEnglish()));
}

/**
 * Settles once the interface language's texts of the code loaded so far are at hand: what loads
 * a screen or a part awaits it, so an English screen shows in English from its first frame. A
 * failed fetch does not fail the load: the texts then show in Spanish.
 */
export async function textsReady(): Promise<void> {
  if (interfaceLanguage() === 'en' && !englishAtHand()) {
    await loadEnglishTexts().catch(() => undefined);
  }
}

/** The current language and its setter. English is set once its texts are at hand. */
export function useLanguage() {
  const [language, setLanguage] = useAtom(languageAtom);
  const choose = (next: Language) => {
    if (next === 'es' || englishAtHand()) setLanguage(next);
    else void loadEnglishTexts().finally(() => setLanguage(next));
  };
  return [language, choose] as const;
}

/** A few words in both languages, written where they are shown (a catalogue holds the rest). */
export type Bilingual<Texts> = Readonly<Record<Language, Texts>>;

const isCatalogue = <Texts>(
  texts: Catalogue<Texts> | Bilingual<Texts>,
): texts is Catalogue<Texts> => 'loadEnglish' in texts;

const noSubscription = () => () => undefined;

/**
 * The texts of a catalogue in the current language: Spanish until its English arrives.
 *
 * @example
 * const t = useTexts(inicioTexts);
 * return <h1>{t.title}</h1>;
 */
export function useTexts<Texts>(texts: Catalogue<Texts> | Bilingual<Texts>): Texts {
  const language = useAtomValue(languageAtom);
  const lazy = isCatalogue(texts) ? texts : undefined;
  const english = useSyncExternalStore(
    lazy?.subscribe ?? noSubscription,
    lazy ? lazy.english : () => (texts as Bilingual<Texts>).en,
  );
  const wantsEnglish = language === 'en' && english === undefined;
  useEffect(() => {
    if (wantsEnglish) lazy?.loadEnglish().catch(() => undefined);
  }, [lazy, wantsEnglish]);
  return language === 'en' && english !== undefined ? english : texts.es;
}
