import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { followInterfaceLanguage } from './document-language';

followInterfaceLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
