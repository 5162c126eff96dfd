import { sessionAtom, sessionStore } from '@replica/api-client';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { beforeAll } from 'vitest';
import { languageAtom } from '../i18n/language';

// Test files share one jsdom and one module graph per worker (`isolate: false`): each starts on
// a page as a first visit finds it, whatever the file before it left — no storage, Spanish, no
// session known yet, at the page's root, no <html lang> nor title.
beforeAll(() => {
  // A file run on Node (`@vitest-environment node`) has no page.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  getDefaultStore().set(languageAtom, RESET);
  sessionStore.set(sessionAtom, { status: 'checking' });
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
