import './layout';
import { languageAtom, type Language } from '@replica/ui';
import { act, configure } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { setupInboxServer } from './inbox-server';

/**
 * What every test file of the screen starts with: the jsdom layout the virtual list needs, the
 * fake API reset after each test, and a timeout for whole-screen tests.
 */
export function setupPageTest() {
  setupInboxServer();
  // A whole screen driven by user events in jsdom needs seconds on a busy shared CI machine, and
  // so may its first list: a find waits up to 5 s for it, as Equipo's and the shell's do.
  vi.setConfig({ testTimeout: 30_000 });
  configure({ asyncUtilTimeout: 5_000 });
}

/** Switches the screen's language as the shell's toggle does (reset to Spanish after each test). */
export function switchLanguage(language: Language) {
  act(() => getDefaultStore().set(languageAtom, language));
}
