import { readStoredSessionId, startEarlyReads } from '@replica/api-client/sign-in';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { followInterfaceLanguage } from './document-language';
import { INVITATION_PATH } from './invitation/invitation-link';
import { hashPathname, pageForPath } from './pages';
import { loadScreen, loadSignedInShell } from './remotes/remote-registry';

followInterfaceLanguage();
// Signed in already: fetch the signed-in shell while React renders its slot, and the screen the
// URL opens beside it instead of after it (the signed-in shell asks for the same load later);
// and start their first reads, which they take when they ask.
const sessionId = readStoredSessionId();
if (sessionId) {
  void loadSignedInShell().catch(() => undefined);
  const path = hashPathname(window.location.hash);
  if (path !== INVITATION_PATH) {
    const screen = pageForPath(path).id;
    startEarlyReads({
      origin: window.location.origin,
      screen,
      sessionId,
      language: document.documentElement.lang || null,
    });
    void loadScreen(screen).catch(() => undefined);
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
