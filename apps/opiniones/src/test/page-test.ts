import './layout';
import { languageAtom, type Language } from '@replica/ui';
import { act } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { setupInboxServer } from './inbox-server';

/**
 * What every test file of the screen starts with: the jsdom layout the virtual list needs, the
 * fake API reset after each test.
 */
export function setupPageTest() {
  setupInboxServer();
}

/** Switches the screen's language as the shell's toggle does (reset to Spanish after each test). */
export function switchLanguage(language: Language) {
  act(() => getDefaultStore().set(languageAtom, language));
}
