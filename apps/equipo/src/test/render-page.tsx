import { languageAtom } from '@replica/ui';
import { renderScreenAt } from '@replica/ui/testing';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';

/** Renders `ui` as the shell does, at `url` (this screen's path unless told). */
export function renderAt(ui: ReactElement, url = '/equipo') {
  return renderScreenAt(ui, url);
}

/** Back to Spanish, the default, between tests. */
export function resetLanguage() {
  localStorage.clear();
  getDefaultStore().set(languageAtom, 'es');
}
