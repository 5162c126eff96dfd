import { readStoredSessionId } from '@replica/api-client/sign-in';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { followInterfaceLanguage } from './document-language';
import { loadSignedInShell } from './remotes/remote-registry';

followInterfaceLanguage();
// Signed in already: fetch the signed-in shell while React renders its slot.
if (readStoredSessionId()) void loadSignedInShell().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
