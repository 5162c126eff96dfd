import { languageAtom } from '@replica/ui';
import { renderScreenAt } from '@replica/ui/testing';
import { configure } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';

// The first render of a test file styles every part once and can take over a second on a busy
// machine; findBy* then waits up to 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5_000 });

/** Renders `ui` as the shell does, at `url` (this screen's path unless told). */
export function renderAt(ui: ReactElement, url = '/equipo') {
  return renderScreenAt(ui, url);
}

/** Back to Spanish, the default, between tests. */
export function resetLanguage() {
  localStorage.clear();
  getDefaultStore().set(languageAtom, 'es');
}
